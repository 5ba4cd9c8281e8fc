// The customer's search settings (U.get_search_settings / U.set_search_settings) through the pages,
// in the dialect of the run (`npm run test:integration` and `:varying`: there, defaults arrive one
// level deeper and flags as "0"/"1"): per customer and delivery address, on every page (the shop,
// the shell's search box), for an agent acting for the customer, with the administrator's lock,
// and on an ERP without the calls (the settings page does not exist, prices stay net). In the gross
// view the cart page, the mini cart and the checkout give each line the ERP's gross unit price and
// the goods' gross total, the sum of the lines (the rule: app/platform/price.ts).
import { describe, expect, it } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../demo-erp/customers";
import type { loadCartPage } from "~/checkout/cart-page.server";
import type { MiniCartData } from "~/cart/summary.server";
import { loader as rootLoader } from "~/root";
import { loader as miniCartLoader } from "~/routes/($lang).cart_.mini";
import { loader as cartPageLoader } from "~/routes/($lang).pages.cart";
import { loader as checkoutLoader } from "~/routes/($lang).pages.checkout";
import { action as pickerAction } from "~/routes/($lang).pages.agent.customers";
import * as settingsRoute from "~/routes/($lang).pages.settings";
import { loader as shopLoader } from "~/routes/($lang).shop";
import { Browser, readSession, useTestErp } from "../support/harness";

const [ROSSI, BIANCHI, ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
const [LUCA] = DEMO_AGENTS as [DemoAgent];
const SETTINGS = "/en/pages/settings";
const demo = useTestErp();

interface SettingsView {
  priceView: "net" | "gross";
  autocomplete: "on" | "off";
  grossLocked: boolean;
  address: { code: string; line: string };
}
interface Shell {
  customer: { autocomplete: boolean; hasSettings: boolean } | null;
}

const settingsOf = (browser: Browser) => browser.data<SettingsView>(settingsRoute.loader, SETTINGS);
const priceViewOf = async (browser: Browser) => (await browser.data<{ priceView: string }>(shopLoader, "/en/shop")).priceView;
const shellOf = (browser: Browser) => browser.data<Shell>(rootLoader, "/en/shop");
const save = (browser: Browser, form: Record<string, string>) =>
  browser.call<{ result: { error: Record<string, string[]> } }>(settingsRoute.action, SETTINGS, { form });

/** The distributor's lock on one address (the demo ERP's knob). */
async function lock(customer: DemoCustomer, addressCode: string, locked: boolean) {
  const response = await fetch(`${demo.url}/__demo/search-settings-lock`, {
    method: "POST",
    headers: { Authorization: `token ${demo.appToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ customer_code: customer.id, customer_address_code: addressCode, locked }),
  });
  expect(response.status).toBe(200);
}

describe("search settings", () => {
  it("start at the ERP's defaults, switch prices and the search box on every page, per delivery address", async () => {
    const rossi = await Browser.signIn(ROSSI);
    expect(await settingsOf(rossi)).toEqual({
      priceView: "net",
      autocomplete: "on",
      grossLocked: false,
      address: { code: ROSSI.addresses[0]!.code, line: expect.stringContaining(ROSSI.addresses[0]!.city) },
    });
    expect(await shellOf(rossi)).toMatchObject({ customer: { autocomplete: true, hasSettings: true } });

    const saved = await save(rossi, { priceView: "gross", autocomplete: "off" });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(SETTINGS);
    const toasts = (await readSession(saved.headers.get("Set-Cookie")!)).get("toasts") ?? [];
    expect(toasts.map((toast) => toast.key)).toEqual(["account.settings.saved"]);

    // The copy kept for the session was forgotten: the next pages read the saved choice.
    expect(await settingsOf(rossi)).toMatchObject({ priceView: "gross", autocomplete: "off" });
    expect(await priceViewOf(rossi)).toBe("gross");
    expect(await shellOf(rossi)).toMatchObject({ customer: { autocomplete: false } });

    // Another delivery address has settings of its own.
    const elsewhere = await Browser.signIn(ROSSI, { addressIndex: 1 });
    expect(await settingsOf(elsewhere)).toMatchObject({ priceView: "net", autocomplete: "on", address: { code: ROSSI.addresses[1]!.code } });
    expect(await priceViewOf(elsewhere)).toBe("net");

    // An agent acting for the customer at that address sees the customer's settings.
    const agent = await Browser.signInAgent(LUCA);
    expect((await agent.call(pickerAction, "/en/pages/agent/customers", { form: { intent: "choose", clientId: ROSSI.id } })).status).toBe(303);
    expect(await priceViewOf(agent)).toBe("gross");
    expect(await shellOf(agent)).toMatchObject({ customer: { autocomplete: false } });
  });

  it("refuses a setting that is not one of the choices, changing nothing", async () => {
    const bianchi = await Browser.signIn(BIANCHI);
    const refused = await save(bianchi, { priceView: "cheapest", autocomplete: "off" });
    expect(refused.status).toBe(400);
    expect(refused.data.result.error.priceView).toEqual(["accountForms.invalidChoice"]);
    expect(await settingsOf(bianchi)).toMatchObject({ priceView: "net", autocomplete: "on" });
  });

  it("keeps prices net under the administrator's lock, explains it, and refuses a forged gross view", async () => {
    await lock(ESPOSITO, ESPOSITO.addresses[0]!.code, true);
    const esposito = await Browser.signIn(ESPOSITO);
    expect(await settingsOf(esposito)).toMatchObject({ priceView: "net", grossLocked: true });

    const forged = await save(esposito, { priceView: "gross", autocomplete: "on" });
    expect(forged.status).toBe(403);
    expect(forged.data.result.error[""]).toEqual(["account.settings.locked"]);
    expect(await priceViewOf(esposito)).toBe("net");

    // The disabled price view is not posted: the rest of the form still saves.
    expect((await save(esposito, { autocomplete: "off" })).status).toBe(303);
    expect(await settingsOf(esposito)).toMatchObject({ priceView: "net", autocomplete: "off", grossLocked: true });
  });

  it("show the cart page's, the mini cart's and the checkout's lines gross in the gross view, and the goods' gross total their sum", async () => {
    const bianchi = await Browser.signIn(BIANCHI);
    const erp = await bianchi.erp();
    for (const line of (await erp.cart.get()).lines) await erp.cart.remove(line.rowId);
    const found = await erp.catalog.search({ text: "", filters: {}, page: 0, perPage: 24, sort: "relevance" });
    const prices = await erp.catalog.prices(found.products.map((product) => product.sku));
    const articles = found.products.filter((product) => prices[product.sku]?.orderable && product.children.length === 0).slice(0, 2);
    for (const product of articles) await erp.cart.add({ sku: product.sku, quantity: prices[product.sku]!.packaging.multiple * 2 });

    type CartPage = Awaited<ReturnType<typeof loadCartPage>>;
    type Checkout = { prices: { view: string; goodsGross: number | null } };
    const figures = async () => ({
      page: (await bianchi.data<CartPage>(cartPageLoader, "/en/pages/cart?tab=active")).cart,
      mini: ((await (await bianchi.call(miniCartLoader, "/en/cart/mini")).response!.json()) as { mini: MiniCartData }).mini,
      checkout: (await bianchi.data<Checkout>(checkoutLoader, "/en/pages/checkout")).prices,
    });
    // The net view: no gross figure anywhere.
    const net = await figures();
    expect(net.page.lines.map((line) => line.grossUnit)).toEqual([null, null]);
    expect([net.mini.goodsGross, net.checkout.goodsGross]).toEqual([null, null]);

    expect((await save(bianchi, { priceView: "gross", autocomplete: "on" })).status).toBe(303);
    const gross = await figures();
    const cart = await erp.cart.get();
    // Each line's gross unit price is the catalogue's gross_price for its article at the line's quantity.
    const atQuantity = await erp.catalog.prices(
      cart.lines.map((line) => line.sku),
      cart.lines.map((line) => line.quantity),
    );
    expect(gross.page.priceView).toBe("gross");
    expect(gross.page.lines.map((line) => [line.sku, line.grossUnit])).toEqual(
      cart.lines.map((line) => [line.sku, atQuantity[line.sku]!.grossPrice]),
    );
    expect(gross.page.lines.every((line) => line.grossUnit! > line.unitPrice)).toBe(true);
    expect(gross.mini.lines.map((line) => line.grossUnit)).toEqual(gross.page.lines.map((line) => line.grossUnit));
    const sum = Math.round(cart.lines.reduce((total, line) => total + line.quantity * atQuantity[line.sku]!.grossPrice * 100, 0)) / 100;
    expect(gross.mini).toMatchObject({ priceView: "gross", goodsGross: sum });
    expect(gross.checkout).toEqual({ view: "gross", goodsGross: sum });
    // The ERP's totals stay its own: net, and the document total with VAT.
    expect([gross.page.totals.net, gross.page.totals.total]).toEqual([cart.totals.net, cart.totals.total]);
  });

  // Last: the shop then remembers for a minute that this ERP keeps no settings.
  it("has no settings page on an ERP that answers the calls 404, and shows the shop's default prices", async () => {
    const rossi = await Browser.signIn(ROSSI);
    await demo.withFaults([{ path: "/api/method/mymb_ecommerce.controllers.customer.", status: 404 }], async () => {
      expect((await rossi.call(settingsRoute.loader, SETTINGS)).status).toBe(404);
      expect(await shellOf(rossi)).toMatchObject({ customer: { autocomplete: true, hasSettings: false } });
      expect(await priceViewOf(rossi)).toBe("net");
    });
  });
});
