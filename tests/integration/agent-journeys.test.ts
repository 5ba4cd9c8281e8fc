// What a sales agent meets beyond the happy path (issue 29): a signed-out agent on an agent page signs
// in and comes back to it; acting for a customer, the customer's password is not the agent's to
// change, and an ERP 403 on a write is a refusal on the form, not a sign-out; a cart or checkout form
// rendered for the previous customer changes nothing after a switch and names the customer served
// now; the activity log names every customer, says deliveries in words and shows one row per order
// checked; recent customers survive signing in again.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../demo-erp/customers";
import { FOR_CUSTOMER_FIELD } from "~/cart/cart";
import type { CartActionAnswer } from "~/cart/messages";
import { customerContextOf } from "~/page/request.server";
import { action as cartAction } from "~/routes/($lang).cart";
import { action as accountAction, loader as accountLoader } from "~/routes/($lang).pages.account";
import { action as pickerAction, loader as pickerLoader } from "~/routes/($lang).pages.agent.customers";
import { loader as dashboardLoader } from "~/routes/($lang).pages.agent.dashboard";
import { action as checkoutAction } from "~/routes/($lang).pages.checkout";
import * as loginRoute from "~/routes/($lang).pages.login";
import { Browser, pickArticles, useTestErp } from "../support/harness";

const [LUCA, SARA] = DEMO_AGENTS as [DemoAgent, DemoAgent];
const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
const PICKER = "/en/pages/agent/customers";
const DASHBOARD = "/en/pages/agent/dashboard";
const demo = useTestErp();

/** Generated customers of Luca's portfolio (they cannot sign in), from the demo ERP's database. */
let generated: Array<{ id: string; company: string }>;

beforeAll(() => {
  generated = demo.query("SELECT id, company FROM customers WHERE agent_code = ? AND id <> ? ORDER BY id LIMIT 2", LUCA.code, ROSSI.id);
});

const choose = (browser: Browser, clientId: string) => browser.call(pickerAction, PICKER, { form: { intent: "choose", clientId } });

async function actingFor(clientId: string, agent: DemoAgent = LUCA): Promise<Browser> {
  const browser = await Browser.signInAgent(agent);
  expect((await choose(browser, clientId)).status).toBe(303);
  return browser;
}

/** Signs in through the login action, as a browser does, with the cookies it already has. */
async function signInThroughForm(browser: Browser, who: { username: string; password: string }, redirectTo?: string) {
  return browser.call(loginRoute.action, "/en/pages/login", {
    form: { username: who.username, password: who.password, name__confirm: "", ...(redirectTo ? { redirectTo } : {}) },
    context: { clientIp: "192.0.2.29" },
  });
}

describe("a signed-out agent on an agent page", () => {
  it("is sent to sign in, with the way back, and lands on that page after signing in", async () => {
    for (const path of [DASHBOARD, `${PICKER}?q=Verdi`, "/pages/agent/dashboard"]) {
      const guest = new Browser();
      const answer = await guest.call(path.includes("dashboard") ? dashboardLoader : pickerLoader, path);
      expect(answer.status).toBe(302);
      const login = new URL(answer.location!, "http://shop.test");
      expect(login.pathname).toBe(path.startsWith("/en/") ? "/en/pages/login" : "/pages/login");
      expect(login.searchParams.get("redirectTo")).toBe(path);
    }
    const signedIn = await signInThroughForm(new Browser(), LUCA, DASHBOARD);
    expect(signedIn.status).toBe(303);
    expect(signedIn.location).toBe(DASHBOARD);
  });

  it("a guest posting the picker's form signs in first; a customer still finds no agent page", async () => {
    const posted = await new Browser().call(pickerAction, PICKER, { form: { intent: "stop" } });
    expect(new URL(posted.location!, "http://shop.test").pathname).toBe("/en/pages/login");
    const rossi = await Browser.signIn(ROSSI);
    expect((await rossi.call(dashboardLoader, DASHBOARD)).status).toBe(404);
    expect((await rossi.call(pickerLoader, PICKER)).status).toBe(404);
  });
});

describe("the customer's password while an agent acts for them", () => {
  const change = { intent: "password", currentPassword: ROSSI.password, newPassword: "another-password-1", confirmPassword: "another-password-1" };

  it("is not offered to the agent, and a posted change is refused on the form without signing out", async () => {
    const luca = await actingFor(ROSSI.id);
    expect((await luca.data<{ canChangePassword: boolean }>(accountLoader, "/en/pages/account")).canChangePassword).toBe(false);
    const answer = await luca.call<{ result: { error: Record<string, string[]> } }>(accountAction, "/en/pages/account", { form: change });
    expect(answer.status).toBe(403);
    expect(answer.data.result.error[""]).toEqual(["account.changePassword.notAllowed"]);
    const session = await luca.session();
    expect(session.get("agentCode")).toBe(LUCA.code);
    expect(session.get("clientId")).toBe(ROSSI.id);
  });

  it("is the customer's own", async () => {
    const rossi = await Browser.signIn(ROSSI);
    expect((await rossi.data<{ canChangePassword: boolean }>(accountLoader, "/en/pages/account")).canChangePassword).toBe(true);
  });

  it("an ERP 403 on the change is the form's refusal, and the customer stays signed in", async () => {
    const rossi = await Browser.signIn(ROSSI);
    await demo.withFaults([{ path: "/hub/wrapper/change_password", status: 403 }], async () => {
      const answer = await rossi.call<{ result: { error: Record<string, string[]> } }>(accountAction, "/en/pages/account", { form: change });
      expect(answer.status).toBe(403);
      expect(answer.data.result.error[""]).toEqual(["account.changePassword.notAllowed"]);
    });
    expect(customerContextOf(await rossi.session())?.clientId).toBe(ROSSI.id);
  });
});

describe("an ERP 403 on a cart write", () => {
  it("is said on the form, nothing signs out, and the next add goes through once the ERP allows it", async () => {
    const luca = await actingFor(generated[0]!.id);
    const [article] = await pickArticles(await luca.erp(), 1);
    const add = { intent: "add", sku: article!.product.sku, quantity: String(article!.price.packaging.multiple), js: "1" };
    await demo.withFaults([{ path: "/hub/wrapper/add_to_cart", status: 403 }], async () => {
      const answer = await luca.call<CartActionAnswer>(cartAction, "/en/cart", { form: add });
      expect(answer.status).toBe(422);
      expect(answer.data.messages.map((message) => message.key)).toEqual(["cartPage.messages.notAllowed"]);
    });
    expect((await luca.session()).get("clientId")).toBe(generated[0]!.id);
    const again = await luca.call<CartActionAnswer>(cartAction, "/en/cart", { form: add });
    expect(again.data.ok).toBe(true);
  });
});

describe("a form rendered for the previous customer", () => {
  /** Luca acting for the first generated customer, with an article in their cart, then switched to the second. */
  async function switched() {
    const luca = await actingFor(generated[0]!.id);
    const [article] = await pickArticles(await luca.erp(), 1);
    await choose(luca, generated[1]!.id);
    return { luca, sku: article!.product.sku };
  }

  const cartRows = () =>
    demo.query(
      "SELECT c.customer_id, r.sku, r.quantity FROM carts c JOIN cart_rows r ON r.cart_id = c.id WHERE c.customer_id IN (?, ?) ORDER BY r.id",
      generated[0]!.id,
      generated[1]!.id,
    );

  it("adds nothing, with JavaScript: a toast names the customer served now", async () => {
    const { luca, sku } = await switched();
    const before = cartRows();
    const answer = await luca.call<CartActionAnswer>(cartAction, "/en/cart", {
      form: { [FOR_CUSTOMER_FIELD]: generated[0]!.id, intent: "add", sku, quantity: "1", js: "1", redirectTo: "/en/shop" },
    });
    // 200 so that the browser reloads the page's data (the banner, prices and cart of the customer served now).
    expect(answer.status).toBe(200);
    expect(answer.data.ok).toBe(false);
    // As a toast: the page reloads its data for the customer served now, and the form's answer may not survive it.
    expect((await luca.session()).get("toasts" as never)).toContainEqual(
      expect.objectContaining({ kind: "error", key: "cart.otherCustomer", values: { company: generated[1]!.company } }),
    );
    expect(cartRows()).toEqual(before);
  });

  it("adds nothing without JavaScript: back to the page with the message", async () => {
    const { luca, sku } = await switched();
    const before = cartRows();
    const answer = await luca.call(cartAction, "/en/cart", {
      form: { [FOR_CUSTOMER_FIELD]: generated[0]!.id, intent: "add", sku, quantity: "1", redirectTo: "/en/shop" },
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/en/shop");
    expect((await luca.session()).get("toasts" as never)).toContainEqual(
      expect.objectContaining({ kind: "error", key: "cart.otherCustomer", values: { company: generated[1]!.company } }),
    );
    expect(cartRows()).toEqual(before);
  });

  it("a form rendered for the customer served now goes through", async () => {
    const { luca, sku } = await switched();
    const answer = await luca.call<CartActionAnswer>(cartAction, "/en/cart", {
      form: { [FOR_CUSTOMER_FIELD]: generated[1]!.id, intent: "add", sku, quantity: "1", js: "1" },
    });
    expect(answer.data.ok).toBe(true);
  });

  it("checks no order at checkout and sends none", async () => {
    const { luca } = await switched();
    const activity = () => demo.query("SELECT COUNT(*) AS n FROM agent_activity WHERE customer_id IN (?, ?)", generated[0]!.id, generated[1]!.id);
    const before = activity();
    const forms: Record<string, string>[] = [
      { intent: "prepare", deliveryType: "PICKUP_HEADQUARTER" },
      { intent: "send", deliveryType: "PICKUP_HEADQUARTER", token: "a-token-of-the-old-page-0123" },
    ];
    for (const form of forms) {
      const answer = await luca.call<{ ok: boolean; messages: { key: string }[] }>(checkoutAction, "/en/pages/checkout", {
        form: { [FOR_CUSTOMER_FIELD]: generated[0]!.id, ...form },
      });
      expect(answer.status).toBe(200);
      expect(answer.data).toMatchObject({ ok: false, messages: [{ key: "cart.otherCustomer", values: { company: generated[1]!.company } }] });
    }
    expect(activity()).toEqual(before);
  });
});

describe("the activity log", () => {
  type Dashboard = { activity: { items: Array<{ clientId: string; company: string | null; action: string; reference: string }> } };

  it("names a customer the agent never chose, says the delivery in words and shows one row per order checked", async () => {
    const luca = await actingFor(generated[1]!.id);
    const [article] = await pickArticles(await luca.erp(), 1);
    await luca.call(cartAction, "/en/cart", {
      form: { intent: "add", sku: article!.product.sku, quantity: String(article!.price.packaging.multiple) },
    });
    for (const deliveryType of ["SHIPPING_GOOD", "PICKUP_HEADQUARTER", "PICKUP_HEADQUARTER"]) {
      expect((await luca.call(checkoutAction, "/en/pages/checkout", { form: { intent: "prepare", deliveryType } })).status).toBe(200);
    }
    // Another browser of Luca's that never chose this customer.
    const fresh = await Browser.signInAgent(LUCA);
    const { items } = (await fresh.data<Dashboard>(dashboardLoader, `${DASHBOARD}?customer=${generated[1]!.id}`)).activity;
    // Three checks in a row are one row, then the cart change before them.
    expect(items.slice(0, 2).map(({ action, reference }) => [action, reference])).toEqual([
      ["prepare_order", "Pickup at our headquarters"],
      [expect.stringMatching(/^(add_to|update)_cart$/), article!.product.sku],
    ]);
    expect(items.every((item) => item.company === generated[1]!.company)).toBe(true);
    const italian = await fresh.data<Dashboard>(dashboardLoader, `/pages/agent/dashboard?customer=${generated[1]!.id}`);
    expect(italian.activity.items[0]!.reference).toBe("Ritiro presso la nostra sede");
  });
});

describe("recent customers", () => {
  it("survive signing out and in again, for the same agent only", async () => {
    const luca = await actingFor(ROSSI.id);
    await choose(luca, generated[0]!.id);
    const browser = new Browser(luca.cookie);
    expect((await signInThroughForm(browser, LUCA)).status).toBe(303);
    const recent = (await browser.data<{ recent: { clientId: string }[] }>(pickerLoader, PICKER)).recent;
    expect(recent.map((customer) => customer.clientId)).toEqual([generated[0]!.id, ROSSI.id]);

    const sara = new Browser(luca.cookie);
    expect((await signInThroughForm(sara, SARA)).status).toBe(303);
    expect((await sara.data<{ recent: unknown[] }>(pickerLoader, PICKER)).recent).toEqual([]);
  });
});
