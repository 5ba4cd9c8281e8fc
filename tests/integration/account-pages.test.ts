// The account pages' loaders and actions, called with real Requests and signed session cookies
// against the demo ERP over HTTP: guards, dashboard, orders and their filters, order detail with
// ownership, reorder and password change (the search settings: search-settings.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { OrderRow } from "~/account/account.server";
import type { Page } from "~/account/list-query";
import { createErp } from "~/erp/client.server";
import * as accountRoute from "~/routes/($lang).pages.account";
import * as dashboardRoute from "~/routes/($lang).pages.dashboard";
import * as orderRoute from "~/routes/($lang).pages.order_detail";
import * as ordersRoute from "~/routes/($lang).pages.orders";
import { Browser, readSession, useTestErp, type RouteFunction } from "../support/harness";

const [ROSSI, BIANCHI, ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];

const demo = useTestErp();
let rossi: Browser;
let bianchi: Browser;

beforeAll(async () => ([rossi, bianchi] = await Promise.all([Browser.signIn(ROSSI), Browser.signIn(BIANCHI)])));

interface OrdersPage {
  orders: Page<OrderRow>;
  errors: string[];
  from: string;
}

async function ordersPage(query: string, browser = rossi): Promise<OrdersPage> {
  return browser.data<OrdersPage>(ordersRoute.loader, `/pages/orders${query}`);
}

describe("guards", () => {
  const loaders: Array<[string, RouteFunction]> = [
    ["/pages/account", accountRoute.loader],
    ["/pages/dashboard", dashboardRoute.loader],
    ["/pages/orders?status=fulfilled", ordersRoute.loader],
    ["/en/pages/order_detail?type=OC&number=1&year=2026", orderRoute.loader],
  ];
  it.each(loaders)("sends a guest from %s to the login page and back", async (path, loader) => {
    const answer = await new Browser().call(loader, path);
    expect(answer.status).toBe(302);
    const location = new URL(answer.location!, "http://shop.test");
    expect(location.pathname).toBe(path.startsWith("/en/") ? "/en/pages/login" : "/pages/login");
    expect(location.searchParams.get("redirectTo")).toBe(path);
  });
});

describe("dashboard", () => {
  it("shows credit position, deadlines with totals, latest orders and documents, saved carts", async () => {
    const data = await rossi.data<Record<string, any>>(dashboardRoute.loader, "/pages/dashboard");
    expect(Object.keys(data.credit).sort()).toEqual(["available", "creditLimit", "notYetDue", "overdue"]);
    expect(data.credit.creditLimit).toBeGreaterThan(0);
    expect(data.deadlines.totals.all).toBeCloseTo(data.deadlines.totals.overdue + data.deadlines.totals.open, 2);
    expect(data.deadlines.overdueCount).toBeGreaterThan(0);
    expect(data.orders.length).toBeGreaterThan(0);
    expect(data.orders.length).toBeLessThanOrEqual(5);
    expect(data.documents.length).toBeGreaterThan(0);
    expect(Array.isArray(data.savedCarts)).toBe(true);
    expect(data.name).not.toBe("");
  });
});

describe("orders", () => {
  it("filters by status: each filter keeps only its states", async () => {
    const all = await ordersPage("?page=1");
    expect(all.orders.total).toBeGreaterThan(0);
    const fulfilled = await ordersPage("?status=fulfilled");
    expect(fulfilled.orders.total).toBeGreaterThan(0);
    expect(fulfilled.orders.items.every((order) => order.status === "fulfilled")).toBe(true);
    const open = await ordersPage("?status=not-fulfilled");
    expect(open.orders.items.every((order) => ["to-be-accepted", "to-checkout", "partly-fulfilled"].includes(order.status))).toBe(true);
    const toAccept = await ordersPage("?status=to-be-accepted");
    expect(toAccept.orders.items.every((order) => order.status === "to-be-accepted")).toBe(true);
    expect(fulfilled.orders.total + open.orders.total).toBeLessThanOrEqual(all.orders.total);
  });

  it("filters by date range and reports a broken date, keeping what was typed", async () => {
    const all = await ordersPage("");
    const dates = all.orders.items.map((order) => order.registeredOn!).sort();
    const day = dates[Math.floor(dates.length / 2)]!;
    const ranged = await ordersPage(`?from=${day}&to=${day}`);
    expect(ranged.orders.total).toBeGreaterThan(0);
    expect(ranged.orders.items.every((order) => order.registeredOn === day)).toBe(true);
    const broken = await ordersPage("?from=2026-13-45");
    expect(broken.errors).toEqual(["accountLists.invalidDate"]);
    expect(broken.from).toBe("2026-13-45");
    expect(broken.orders.total).toBe(all.orders.total);
  });

  it("pages by 12", async () => {
    const first = await ordersPage("");
    expect(first.orders.items.length).toBe(Math.min(12, first.orders.total));
    expect(first.orders.pages).toBe(Math.max(1, Math.ceil(first.orders.total / 12)));
  });
});

describe("order detail and reorder", () => {
  async function firstOrder(browser: Browser) {
    const { orders } = await ordersPage("", browser);
    const { type, number, year } = orders.items[0]!.key;
    return { type, number, year };
  }

  it("shows the customer's own order with ordered, delivered and remaining quantities", async () => {
    const key = await firstOrder(rossi);
    const data = await rossi.data<Record<string, any>>(orderRoute.loader, `/pages/order_detail?${new URLSearchParams(key)}`);
    expect(data.order.key).toEqual(key);
    expect(data.order.lines.length).toBeGreaterThan(0);
    for (const line of data.order.lines) {
      expect(typeof line.ordered).toBe("number");
      expect(typeof line.delivered).toBe("number");
      expect(typeof line.remaining).toBe("number");
    }
  });

  it("shows each line's net price and net amount, and the order's net total as the order list gives it, a coupon as its own line", async () => {
    const { orders } = await ordersPage("");
    const adjustments: number[] = [];
    for (const listed of orders.items) {
      const { type, number, year } = listed.key;
      const data = await rossi.data<Record<string, any>>(orderRoute.loader, `/pages/order_detail?${new URLSearchParams({ type, number, year })}`);
      expect(data.order.amounts.total).toBeCloseTo(listed.net, 2);
      expect(data.order.amounts.lines + data.order.amounts.adjustment).toBeCloseTo(listed.net, 2);
      adjustments.push(data.order.amounts.adjustment);
      for (const line of data.order.lines) {
        expect(line.value).toBeGreaterThan(0);
        expect(line.value).toBeCloseTo(line.unitPrice * line.ordered, 2);
      }
    }
    // The demo's recent fulfilled order was sent with a coupon: its lines add up to more than its total.
    expect(adjustments.filter((adjustment) => adjustment < 0)).toHaveLength(1);
    expect(adjustments.filter((adjustment) => adjustment === 0).length).toBe(orders.items.length - 1);
  });

  it("answers 404 for another customer's order, a malformed key or an unknown order", async () => {
    const key = await firstOrder(rossi);
    for (const query of [new URLSearchParams(key).toString(), "type=OC&number=abc%20def&year=2026", "type=OC&number=999999&year=2001"]) {
      expect((await bianchi.call(orderRoute.loader, `/pages/order_detail?${query}`)).status).toBe(404);
    }
    const reorder = await bianchi.call(orderRoute.action, "/pages/order_detail", { form: { intent: "reorder", ...key } });
    expect(reorder.status).toBe(404);
  });

  it("reorders every available line at today's prices and reports the others", async () => {
    const key = await firstOrder(rossi);
    const detail = await rossi.data<Record<string, any>>(orderRoute.loader, `/pages/order_detail?${new URLSearchParams(key)}`);
    const response = await rossi.call(orderRoute.action, `/pages/order_detail?${new URLSearchParams(key)}`, { form: { intent: "reorder", ...key } });
    expect(response.status).toBe(303);
    expect(response.location).toBe(`/pages/order_detail?${new URLSearchParams(key)}`);
    const session = await readSession(response.headers.get("Set-Cookie")!);
    const toasts = session.get("toasts") ?? [];
    const done = toasts.find((toast) => toast.key === "account.orderDetail.reorderDone");
    const failed = toasts.find((toast) => toast.key === "account.orderDetail.reorderFailed");
    const added = Number(done?.values?.count ?? 0);
    const failedSkus = failed ? String(failed.values?.skus).split(", ") : [];
    expect(added + failedSkus.length).toBe(detail.order.lines.length);
    expect(added).toBeGreaterThan(0);

    const cart = await (await rossi.erp("it")).cart.get();
    const ordered = detail.order.lines.map((line: { sku: string }) => line.sku).filter((sku: string) => !failedSkus.includes(sku));
    for (const sku of ordered) expect(cart.lines.some((line) => line.sku === sku)).toBe(true);
  });
});

describe("account data and password", () => {
  it("shows the customer's data and delivery addresses", async () => {
    const page = await rossi.data<Record<string, any>>(accountRoute.loader, "/en/pages/account");
    expect(page.customer.company).not.toBe("");
    expect(page.addresses.length).toBe(3);
  });

  it("shows the ERP's reason for a wrong current password on the form, and changes a right one", async () => {
    const esposito = await Browser.signIn(ESPOSITO);
    const refused = await esposito.call<{ result: { error: Record<string, string[]> } }>(accountRoute.action, "/pages/account", {
      form: { intent: "password", currentPassword: "not-it-1234", newPassword: "nuovapass1", confirmPassword: "nuovapass1" },
    });
    expect(refused.response).toBeNull();
    expect(refused.status).toBe(422);
    expect(refused.data.result.error[""]).toEqual(["Password is wrong"]);

    const changed = await esposito.call(accountRoute.action, "/pages/account", {
      form: { intent: "password", currentPassword: ESPOSITO.password, newPassword: "nuovapass1", confirmPassword: "nuovapass1" },
    });
    expect(changed.status).toBe(303);
    const toasts = (await readSession(changed.headers.get("Set-Cookie")!)).get("toasts") ?? [];
    expect(toasts.map((toast) => toast.key)).toContain("account.changePassword.success");
    await expect(createErp({ lang: "it", customer: null }).session.login(ESPOSITO.username, "nuovapass1")).resolves.toBeTruthy();
  });

  it("says on the form that the change is not available where the ERP answers the write 404, never the missing page", async () => {
    const rossiAgain = await Browser.signIn(ROSSI);
    const form = { intent: "password", currentPassword: ROSSI.password, newPassword: "nuovapass1", confirmPassword: "nuovapass1" };
    const missing = await demo.withFaults([{ path: "/hub/wrapper/change_password", status: 404 }], () =>
      rossiAgain.call<{ result: { error: Record<string, string[]> } }>(accountRoute.action, "/pages/account", { form }),
    );
    expect(missing.response).toBeNull();
    expect(missing.status).toBe(422);
    expect(missing.data.result.error[""]).toEqual(["errors.notAvailable.text"]);
    // Without the fault the ERP answers the form again: its own reason for a wrong current password.
    const again = await rossiAgain.call<{ result: { error: Record<string, string[]> } }>(accountRoute.action, "/pages/account", {
      form: { ...form, currentPassword: "not-it-1234" },
    });
    expect(again.data.result.error[""]).toEqual(["Password is wrong"]);
  });
});
