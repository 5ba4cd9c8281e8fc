// The one cart action called with real Requests against the demo ERP: rules, identity, no-JS and
// fetcher answers, saved carts, coupons, quick order.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { CartActionAnswer } from "~/cart/messages";
import { loader as cartPageLoader, action as cartPageAction } from "~/routes/($lang).pages.cart";
import { action as cartAction, loader as cartRedirect } from "~/routes/($lang).cart";
import type { Price, Product } from "~/erp/types";
import { CART } from "~/platform/config";
import { Browser, pickArticles, useTestErp } from "../support/harness";

const [ROSSI, BIANCHI, ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
const demo = useTestErp();
let plain: Array<{ product: Product; price: Price }>;
let packed: { product: Product; price: Price };
let packedPick: Array<{ product: Product; price: Price }>;

beforeAll(async () => {
  const browser = await Browser.signIn(ESPOSITO);
  const erp = await browser.erp();
  plain = await pickArticles(erp, 30, (price) => price.packaging.multiple === 1 && !price.promotion);
  packedPick = await pickArticles(erp, 1, (price) => price.packaging.multiple > 1 && !price.promotion);
  packed = packedPick[0]!;
});

async function cartOf(browser: Browser) {
  return (await browser.erp()).cart.get();
}

async function emptyCart(browser: Browser) {
  const erp = await browser.erp();
  const cart = await erp.cart.get();
  for (const line of cart.lines) await erp.cart.remove(line.rowId);
}

describe("guests", () => {
  it("are sent to the login page with a way back, and GET /cart goes to the cart page", async () => {
    const guest = new Browser();
    const answer = await guest.call(cartAction, "/en/cart", { form: { intent: "add", sku: "FE10001", quantity: "1", redirectTo: "/en/shop" } });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/en/pages/login?redirectTo=%2Fen%2Fshop");
    const page = await guest.call(cartPageLoader, "/pages/cart?tab=active");
    expect(page.location).toBe("/pages/login?redirectTo=%2Fpages%2Fcart%3Ftab%3Dactive");
    expect((await guest.call(cartRedirect, "/cart")).location).toBe("/pages/cart?tab=active");
  });
});

describe("adding", () => {
  it("answers no-valid-quantity for 0 without calling the ERP's add", async () => {
    const browser = await Browser.signIn(ROSSI);
    await demo.withFaults([{ path: "/hub/wrapper/add_to_cart", status: 500 }], async () => {
      const answer = await browser.call(cartAction, "/en/cart", { form: { intent: "add", sku: plain[0]!.product.sku, quantity: "0", js: "1" } });
      const data = answer.data as CartActionAnswer;
      expect(data.ok).toBe(false);
      expect(data.messages[0]).toMatchObject({ key: "cartPage.messages.noValidQuantity", values: { code: "no-valid-quantity" } });
    });
    expect((await cartOf(browser)).lines).toHaveLength(0);
  });

  it("rounds up to the packaging with a message, and updates the same line instead of adding twice", async () => {
    const browser = await Browser.signIn(ROSSI);
    await emptyCart(browser);
    const multiple = packed.price.packaging.multiple;
    const first = await browser.call(cartAction, "/en/cart", { form: { intent: "add", sku: packed.product.sku, quantity: "1", js: "1" } });
    const data = first.data as CartActionAnswer;
    expect(data.ok).toBe(true);
    expect(data.added).toMatchObject({ sku: packed.product.sku, quantity: multiple });
    expect(data.messages).toContainEqual({
      kind: "info",
      key: "cartPage.messages.rounded",
      values: { quantity: multiple, multiple },
      text: `Quantity rounded up to ${multiple}: this article is sold in packs of ${multiple}.`,
    });
    await browser.call(cartAction, "/en/cart", { form: { intent: "add", sku: packed.product.sku, quantity: String(multiple), js: "1" } });
    const cart = await cartOf(browser);
    expect(cart.lines.filter((line) => line.sku === packed.product.sku)).toHaveLength(1);
    expect(cart.lines[0]!.quantity).toBe(multiple * 2);
    expect((await browser.session()).get("cartId")).toBe(cart.id);
  });

  it("without JavaScript redirects back (303) with a flash toast, never to another site", async () => {
    const browser = await Browser.signIn(ROSSI);
    const back = await browser.call(cartAction, "/cart", {
      form: { intent: "add", sku: plain[1]!.product.sku, quantity: "2", redirectTo: "/shop?page=2" },
    });
    expect(back.status).toBe(303);
    expect(back.location).toBe("/shop?page=2");
    const toasts = (await browser.session()).get("toasts" as never) as unknown as Array<{ key: string }>;
    expect(toasts.map((toast) => toast.key)).toContain("cartPage.messages.added");
    const evil = await browser.call(cartAction, "/cart", {
      form: { intent: "add", sku: plain[1]!.product.sku, quantity: "1", redirectTo: "//evil.example/x" },
    });
    expect(evil.location).toBe("/pages/cart?tab=active");
  });

  it("uses the promotion of the customer's price, two lines for two promotion rows", async () => {
    const browser = await Browser.signIn(ESPOSITO);
    await emptyCart(browser);
    const erp = await browser.erp();
    const [promo] = await pickArticles(erp, 1, (price) => price.quantityBreaks.length > 1 && price.packaging.multiple === 1);
    const breaks = promo!.price.quantityBreaks;
    const low = breaks[0]!;
    const high = breaks[breaks.length - 1]!;
    // A forged promotion in the form is ignored: the price decides.
    await browser.call(cartAction, "/cart", {
      form: { intent: "add", sku: promo!.product.sku, quantity: String(Math.max(1, low.minQuantity)), promoCode: "FORGED", promoRow: "99", js: "1" },
    });
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: promo!.product.sku, quantity: String(high.minQuantity), js: "1" } });
    const lines = (await cartOf(browser)).lines.filter((line) => line.sku === promo!.product.sku);
    expect(lines.map((line) => line.promoRow).sort()).toEqual([low.promoRow, high.promoRow].sort());
    expect(lines.every((line) => line.promoCode === promo!.price.promotion?.code)).toBe(true);
  });

  it("refuses an unknown article with a message and no line", async () => {
    const browser = await Browser.signIn(ESPOSITO);
    const answer = await browser.call(cartAction, "/cart", { form: { intent: "add", sku: "NOPE999", quantity: "1", js: "1" } });
    expect(answer.data).toMatchObject({ ok: false, messages: [{ key: "cartPage.messages.unknownCode" }] });
  });
});

describe("identity comes from the session only", () => {
  it("ignores forged client id, address code and cart id fields", async () => {
    const rossi = await Browser.signIn(ROSSI);
    const bianchi = await Browser.signIn(BIANCHI);
    await emptyCart(bianchi);
    const bianchiCart = await cartOf(bianchi);
    const sku = plain[2]!.product.sku;
    const answer = await rossi.call(cartAction, "/cart", {
      form: {
        intent: "add",
        sku,
        quantity: "1",
        js: "1",
        client_id: BIANCHI.id,
        clientId: BIANCHI.id,
        customer_code: BIANCHI.id,
        address_code: "1",
        addressCode: "1",
        id_cart: String(bianchiCart.id),
        cartId: String(bianchiCart.id),
      },
    });
    expect((answer.data as CartActionAnswer).ok).toBe(true);
    expect((await cartOf(rossi)).lines.some((line) => line.sku === sku)).toBe(true);
    expect((await cartOf(bianchi)).lines).toHaveLength(0);
  });

  it("refuses another customer's line and saved cart", async () => {
    const rossi = await Browser.signIn(ROSSI);
    const bianchi = await Browser.signIn(BIANCHI);
    await bianchi.call(cartAction, "/cart", { form: { intent: "add", sku: plain[3]!.product.sku, quantity: "1", js: "1" } });
    const bianchiLine = (await cartOf(bianchi)).lines[0]!;
    const update = await rossi.call(cartAction, "/cart", { form: { intent: "update", rowId: bianchiLine.rowId, quantity: "50", js: "1" } });
    expect(update.data).toMatchObject({ ok: false, messages: [{ key: "cartPage.messages.notFound" }] });
    const removal = await rossi.call(cartAction, "/cart", { form: { intent: "remove", rowId: bianchiLine.rowId, js: "1" } });
    expect((removal.data as CartActionAnswer).ok).toBe(false);
    expect((await cartOf(bianchi)).lines[0]!.quantity).toBe(bianchiLine.quantity);

    await bianchi.call(cartAction, "/cart", { form: { intent: "save", name: "Bianchi private", js: "1" } });
    const bianchiSaved = await (await bianchi.erp()).cart.savedCarts();
    const target = bianchiSaved.find((cart) => cart.name === "Bianchi private")!;
    for (const intent of ["activate", "delete"]) {
      const forged = await rossi.call(cartAction, "/cart", { form: { intent, savedCartId: String(target.id), js: "1" } });
      expect(forged.data).toMatchObject({ ok: false, messages: [{ key: "cartPage.messages.notFound" }] });
    }
    expect((await (await bianchi.erp()).cart.savedCarts()).some((cart) => cart.id === target.id)).toBe(true);
  });
});

describe("changing lines", () => {
  it("steps by the packaging, sets a typed quantity, removes with the spec's notice (a toast, also with JavaScript)", async () => {
    const browser = await Browser.signIn(ESPOSITO, { addressIndex: 1 });
    await emptyCart(browser);
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: packed.product.sku, quantity: "1", js: "1" } });
    const multiple = packed.price.packaging.multiple;
    const line = (await cartOf(browser)).lines[0]!;
    await browser.call(cartAction, "/cart", { form: { intent: "update", rowId: line.rowId, step: "1", quantity: "999", js: "1" } });
    expect((await cartOf(browser)).lines[0]!.quantity).toBe(multiple * 2);
    const typed = await browser.call(cartAction, "/cart", {
      form: { intent: "update", rowId: line.rowId, quantity: String(multiple * 3 - 1), js: "1" },
    });
    expect((typed.data as CartActionAnswer).messages).toContainEqual(expect.objectContaining({ key: "cartPage.messages.rounded" }));
    expect((await cartOf(browser)).lines[0]!.quantity).toBe(multiple * 3);
    const removed = await browser.call(cartAction, "/en/cart", { form: { intent: "remove", rowId: line.rowId, js: "1" } });
    expect(removed.data).toMatchObject({ ok: true, removedRowId: line.rowId, messages: [{ kind: "info", key: "cartPage.messages.removed" }] });
    // The line leaves the page with JavaScript too: the notice waits in the session for the re-read page.
    expect((await browser.session()).get("toasts")).toEqual([expect.objectContaining({ kind: "info", key: "cartPage.messages.removed" })]);
    expect((await cartOf(browser)).lines).toHaveLength(0);
  });

  it("rolls back with a message when the ERP refuses an update", async () => {
    const browser = await Browser.signIn(ESPOSITO, { addressIndex: 1 });
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: plain[4]!.product.sku, quantity: "2", js: "1" } });
    const line = (await cartOf(browser)).lines.find((candidate) => candidate.sku === plain[4]!.product.sku)!;
    await demo.withFaults([{ path: "/hub/wrapper/update_cart", status: 503 }], async () => {
      const answer = await browser.call(cartAction, "/cart", { form: { intent: "update", rowId: line.rowId, quantity: "7", js: "1" } });
      expect(answer.status).toBe(422);
      expect(answer.data).toMatchObject({ ok: false, messages: [{ key: "cartPage.messages.erpUnavailable" }] });
      // An ERP that answers with a server error is there: the message says something went wrong.
      await demo.setFaults([{ path: "/hub/wrapper/update_cart", status: 500 }]);
      const failed = await browser.call(cartAction, "/cart", { form: { intent: "update", rowId: line.rowId, quantity: "7", js: "1" } });
      expect(failed.data).toMatchObject({ ok: false, messages: [{ key: "errors.server.message" }] });
    });
    expect((await cartOf(browser)).lines.find((candidate) => candidate.rowId === line.rowId)!.quantity).toBe(2);
  });

  it("loses no line when two tabs add different articles at once", async () => {
    const tab = await Browser.signIn(BIANCHI, { addressIndex: 0 });
    await emptyCart(tab);
    const other = new Browser(tab.cookie);
    const skus = [plain[5]!.product.sku, plain[6]!.product.sku, plain[7]!.product.sku, plain[8]!.product.sku];
    await Promise.all(
      skus.map((sku, index) => (index % 2 === 0 ? tab : other).call(cartAction, "/cart", { form: { intent: "add", sku, quantity: "1", js: "1" } })),
    );
    expect((await cartOf(tab)).lines.map((line) => line.sku).sort()).toEqual([...skus].sort());
  });
});

describe("coupons and saved carts", () => {
  it("applies a valid coupon and shows the ERP's refusal of an invalid one", async () => {
    const browser = await Browser.signIn(ROSSI, { addressIndex: 2 });
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: plain[9]!.product.sku, quantity: "3", js: "1" } });
    const valid = await browser.call(cartAction, "/en/cart", { form: { intent: "coupon", code: "BENVENUTO10", js: "1" } });
    expect(valid.data).toMatchObject({ ok: true, messages: [{ key: "cartPage.messages.couponApplied", values: { code: "BENVENUTO10" } }] });
    const invalid = await browser.call(cartAction, "/en/cart", { form: { intent: "coupon", code: "NOTACOUPON", js: "1" } });
    expect(invalid.data).toMatchObject({ ok: false, messages: [{ kind: "error", text: "Coupon not valid" }] });
  });

  it("saves, lists, activates and deletes saved carts, keeping the session cart id at 0", async () => {
    const browser = await Browser.signIn(ROSSI, { addressIndex: 1 });
    await emptyCart(browser);
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: plain[10]!.product.sku, quantity: "1", js: "1" } });
    const saved = await browser.call(cartAction, "/cart", {
      form: { intent: "save", name: "Cantiere Via Roma", redirectTo: "/pages/cart?tab=saved" },
    });
    expect(saved.location).toBe("/pages/cart?tab=saved");
    expect((await browser.session()).get("cartId")).toBe(0);
    const page = await browser.call(cartPageLoader, "/pages/cart?tab=saved");
    const { saved: list, cart } = page.data as { saved: Array<{ id: number; name: string; lineCount: number }>; cart: { lines: unknown[] } };
    expect(cart.lines).toHaveLength(0);
    const entry = list.find((candidate) => candidate.name === "Cantiere Via Roma")!;
    expect(entry.lineCount).toBe(1);
    await browser.call(cartAction, "/cart", { form: { intent: "activate", savedCartId: String(entry.id) } });
    expect((await browser.session()).get("cartId")).toBe(0);
    expect((await cartOf(browser)).lines.map((line) => line.sku)).toEqual([plain[10]!.product.sku]);
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: plain[11]!.product.sku, quantity: "1" } });
    await browser.call(cartAction, "/cart", { form: { intent: "save", name: "To delete" } });
    const toDelete = (await (await browser.erp()).cart.savedCarts()).find((candidate) => candidate.name === "To delete")!;
    const deleted = await browser.call(cartAction, "/cart", { form: { intent: "delete", savedCartId: String(toDelete.id), js: "1" } });
    expect((deleted.data as CartActionAnswer).ok).toBe(true);
    expect((await (await browser.erp()).cart.savedCarts()).some((candidate) => candidate.id === toDelete.id)).toBe(false);
  });

  it("refuses a malformed form with a message and changes nothing", async () => {
    const browser = await Browser.signIn(ROSSI);
    const answer = await browser.call(cartAction, "/cart", { form: { intent: "update", rowId: "", quantity: "abc", js: "1" } });
    expect(answer.data).toMatchObject({ ok: false, messages: [{ key: "cartPage.messages.invalidForm" }] });
    const unknown = await browser.call(cartAction, "/cart", { form: { intent: "explode", js: "1" } });
    expect((unknown.data as CartActionAnswer).ok).toBe(false);
  });
});

describe("quick order", () => {
  it("adds 20 pasted lines with 3 bad ones, answering line by line and keeping the bad lines", async () => {
    const browser = await Browser.signIn(ESPOSITO, { addressIndex: 0 });
    await emptyCart(browser);
    const good = plain.slice(12, 28).map((article) => `${article.product.sku};2`);
    const barcodeArticle = plain.find((article) => article.product.barcodes.length > 0 && !plain.slice(12, 28).includes(article))!;
    const lines = [
      ...good.slice(0, 8),
      "NOPE12345;3",
      `${packed.product.sku}\t1`,
      ...good.slice(8, 12),
      `${plain[12]!.product.sku.toLowerCase()}, zero`,
      `${barcodeArticle.product.barcodes[0]} 4`,
      ...good.slice(12, 14),
      "ZZ000000;1",
      good[14]!,
    ];
    expect(lines).toHaveLength(20);
    const answer = await browser.call(cartPageAction, "/pages/cart?tab=active", { form: { intent: "quick-order", lines: lines.join("\n") } });
    expect(answer.status).toBe(200);
    const result = (answer.data as CartActionAnswer).quickOrder!;
    expect(result.results).toHaveLength(20);
    const byStatus = (status: string) => result.results.filter((line) => line.status === status).map((line) => line.line);
    expect(byStatus("unknown-code")).toEqual([9, 19]);
    expect(byStatus("invalid-quantity")).toEqual([15]);
    expect(byStatus("rounded")).toEqual([10]);
    expect(result.addedCount).toBe(17);
    expect(result.retryText.split("\n")).toEqual(["NOPE12345;3", `${plain[12]!.product.sku};zero`, "ZZ000000;1"]);
    const cart = await cartOf(browser);
    expect(cart.lines).toHaveLength(17);
    expect(cart.lines.find((line) => line.sku === barcodeArticle.product.sku)?.quantity).toBe(4);
  });

  it("reads an uploaded CSV and typed rows, refusing a file over the cap", async () => {
    const browser = await Browser.signIn(BIANCHI, { addressIndex: 0 });
    await emptyCart(browser);
    const form = new FormData();
    form.set("intent", "quick-order");
    form.set("file", new Blob([`code;quantity\n${plain[20]!.product.sku};1\n`], { type: "text/csv" }), "order.csv");
    form.set("code_0", plain[21]!.product.sku);
    form.set("quantity_0", "2");
    const answer = await browser.call(cartPageAction, "/pages/cart", { form });
    expect((answer.data as CartActionAnswer).quickOrder!.addedCount).toBe(2);
    const big = new FormData();
    big.set("intent", "quick-order");
    big.set("file", new Blob(["x".repeat(210 * 1024)], { type: "text/csv" }), "big.csv");
    const refused = await browser.call(cartPageAction, "/pages/cart", { form: big });
    expect(refused.data).toMatchObject({ ok: false, messages: [{ key: "quickOrder.fileTooLarge" }] });
  });

  it("adds 200 lines, the most one post resolves, in one request", async () => {
    const browser = await Browser.signIn(ROSSI, { addressIndex: 0 });
    await emptyCart(browser);
    const erp = await browser.erp();
    // The test catalogue has 400 articles: 200 lines repeat some of them, as real lists do.
    const skus: string[] = [];
    for (let page = 0; page < 20; page++) {
      const result = await erp.catalog.search({ text: "", filters: {}, page, perPage: 100, sort: "relevance" });
      if (result.products.length === 0) break;
      for (const product of result.products) for (const item of [product, ...product.children]) skus.push(item.sku);
    }
    while (skus.length < CART.quickOrder.maxLines) skus.push(skus[skus.length % 97]!);
    skus.length = CART.quickOrder.maxLines;
    const started = performance.now();
    const answer = await browser.call(cartPageAction, "/pages/cart", {
      form: { intent: "quick-order", lines: skus.map((sku) => `${sku};1`).join("\n") },
    });
    const elapsed = performance.now() - started;
    const result = (answer.data as CartActionAnswer).quickOrder!;
    console.log(`quick order of ${skus.length} lines: ${Math.round(elapsed)} ms, ${result.addedCount} added`);
    expect(result.results).toHaveLength(200);
    expect(result.addedCount).toBeGreaterThan(160);
    expect(elapsed).toBeLessThan(30_000);
  }, 120_000);
});

describe("the cart page's own action", () => {
  it("re-renders the page with the ERP's refusal of a coupon without JavaScript, and redirects on success", async () => {
    const browser = await Browser.signIn(ROSSI, { addressIndex: 2 });
    await browser.call(cartAction, "/cart", { form: { intent: "add", sku: plain[29]!.product.sku, quantity: "1" } });
    const refused = await browser.call(cartPageAction, "/en/pages/cart?tab=active", { form: { intent: "coupon", code: "SCADUTO" } });
    expect(refused.status).toBe(422);
    expect((refused.data as CartActionAnswer).ok).toBe(false);
    expect((refused.data as CartActionAnswer).messages[0]!.text).toBeTruthy();
    const applied = await browser.call(cartPageAction, "/en/pages/cart?tab=active", {
      form: { intent: "coupon", code: "BENVENUTO10", redirectTo: "/en/pages/cart?tab=active" },
    });
    expect(applied.status).toBe(303);
    expect(applied.location).toBe("/en/pages/cart?tab=active");
  });
});
