// The cart page as a customer without JavaScript uses it, each test with a customer of its own: the
// header cart is a link, transport becomes free past the threshold, the quick order answers line by
// line, coupons, saved carts, the children table's forms, the minimum order, a line the ERP cannot
// deliver in full, and a second device going on after an order from the first. What the cart action
// does with each form is proven in tests/integration/cart-action.test.ts and cart-checkout.test.ts;
// here, the pages a browser gets.
import { within } from "@testing-library/dom";
import Database from "better-sqlite3";
import path from "node:path";
import { expect, test } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { answerOf, CART_PAGE, cartLine, cartSkus, checkOrder, open, quickOrder, sendOrder } from "./support/cart";
import { Visitor, type HtmlPage } from "./support/visitor";
import { faultScope } from "./support/faults";
import { press, redirectOf } from "./support/forms";
import { outOfStockArticle, pieceArticles, scannableArticle, soldOutArticle } from "../support/articles";
import { cloneCustomer, testShop } from "../support/shops";
import { choose, LUCA, VERDI } from "./support/agents";

const [ROSSI, BIANCHI] = DEMO_CUSTOMERS;

test("without JavaScript the header cart is a link to the cart page", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI!.username);
  const page = await open(visitor, "/en/shop");
  const header = page.document.querySelector(".site-header") as HTMLElement;
  expect(
    within(header)
      .getByRole("link", { name: /^0 Cart\b.*0 lines/ })
      .getAttribute("href"),
  ).toBe("/en/pages/cart?tab=active");
});

test("crossing 250 EUR net makes transport free", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI!.username);
  const [sku] = pieceArticles(1, { minPrice: 10, maxPrice: 40 });
  const one = await quickOrder(visitor, [`${sku};1`]);
  expect(one.getByTestId("cart-shipping").textContent).toBe("€9.90");
  expect(one.getByTestId("free-shipping-note").textContent).toMatch(/^Add €[\d.,]+ more \(net\) for free transport\.$/);
  const many = await quickOrder(visitor, [`${sku};60`]);
  expect(many.getByTestId("cart-shipping").textContent).toBe("Free");
  expect(many.getByTestId("free-shipping-note").textContent).toBe("Transport is free from €250.00 net: you have it.");
});

test.each(["default", "varying"] as const)(
  "a quick-ordered barcode is reported with its article's name and sku, and its article is added (%s dialect)",
  async (dialect) => {
    const { visitor } = await Visitor.ownCustomer(ROSSI!.username, { shop: testShop(dialect) });
    const article = scannableArticle();
    const page = await quickOrder(visitor, [`${article.barcode};1`], CART_PAGE);
    const row = within(page.document.querySelector("#quick-order-results tbody tr") as HTMLElement);
    expect(row.getByText(`${article.title} · ${article.sku}`)).toBeTruthy();
    expect(row.getByText(`Added: rounded up to ${article.packaging} (packs of ${article.packaging})`)).toBeTruthy();
    expect(cartSkus(page)).toEqual([article.sku]);
  },
);

test("a hub that refuses the barcode filter (400) still resolves a quick-ordered barcode, by a text search", async () => {
  const scope = faultScope();
  const { visitor } = await Visitor.ownCustomer(ROSSI!.username, { requestId: scope.requestId });
  const article = scannableArticle();
  await scope.set([{ path: "/hub/search/search", status: 400, times: 1 }]);
  await scope.countCalls();
  const page = await quickOrder(visitor, [`${article.barcode};1`], CART_PAGE);
  const row = within(page.document.querySelector("#quick-order-results tbody tr") as HTMLElement);
  expect(row.getByText(`${article.title} · ${article.sku}`)).toBeTruthy();
  expect(cartSkus(page)).toEqual([article.sku]);
  // The filtered search, then the text search of the one code.
  expect((await scope.calls())["/hub/search/search"]).toBe(2);
});

test("a quick order resolves at most 200 lines a post: 200 unknown barcodes cost a search per hundred, 201 lines are refused whole and come back in the field", async () => {
  const scope = faultScope();
  const { visitor } = await Visitor.ownCustomer(ROSSI!.username, { requestId: scope.requestId });
  const run = String(Date.now() % 1_000_000).padStart(6, "0");
  const lines = Array.from({ length: 201 }, (_, index) => `0${run}${String(index).padStart(6, "0")};1`);

  await scope.countCalls();
  const report = within((await quickOrder(visitor, lines.slice(0, 200))).document.getElementById("quick-order-results") as HTMLElement);
  expect(report.getAllByText("Unknown code")).toHaveLength(200);
  expect((await scope.calls())["/hub/search/search"]).toBeLessThanOrEqual(2);

  await scope.countCalls();
  const page = await open(visitor, CART_PAGE);
  const refused = await answerOf(visitor, await press(visitor, page.getByRole("button", { name: "Add all to cart" }), { lines: lines.join("\n") }));
  expect(refused.status).toBe(422);
  expect(within(refused.document.getElementById("quick-order-results") as HTMLElement).getByRole("alert").textContent).toBe(
    "At most 200 codes at once: this list has 201. Split it and send the parts one after the other; nothing you entered was lost.",
  );
  expect((refused.getByLabelText("Lines to add") as HTMLTextAreaElement).value).toBe(lines.join("\n"));
  // Nothing was looked up (the page around the answer reads its cart, as every page does).
  const calls = await scope.calls();
  expect([calls["/hub/erp/get_multiple_prices"], calls["/hub/search/search"]]).toEqual([undefined, undefined]);
});

test("a quick order of 20 pasted lines with 3 bad ones answers line by line and keeps the bad lines to fix", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI!.username);
  const skus = pieceArticles(17);
  const good = skus.map((sku, index) => (index % 2 === 0 ? `${sku};1` : `${sku}\t1`));
  const lines = [...good.slice(0, 5), "NOPE0001;1", ...good.slice(5, 10), `${skus[0]};zero`, ...good.slice(10), "NOPE0002;2"];
  expect(lines).toHaveLength(20);
  const page = await quickOrder(visitor, lines);
  const report = page.document.getElementById("quick-order-results") as HTMLElement;
  expect(within(report).getByRole("status").textContent).toBe("17 lines added to your cart, 3 not added.");
  const results = within(report)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelector("td:last-child")!.textContent);
  expect(results).toHaveLength(20);
  expect(results.filter((result) => result === "Unknown code")).toHaveLength(2);
  expect(results.filter((result) => result === "Invalid quantity")).toHaveLength(1);
  expect(results.filter((result) => result === "Added")).toHaveLength(17);
  expect(within(report).getByText("The lines that were not added are back in the field above: fix them and send again.")).toBeTruthy();
  expect((page.getByLabelText("Lines to add") as HTMLTextAreaElement).value).toBe(`NOPE0001;1\n${skus[0]};zero\nNOPE0002;2`);
  expect(cartSkus(page).sort()).toEqual([...skus].sort());
});

test("a coupon refused comes back on the page, one applied comes back as a notice", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI!.username);
  const [sku] = pieceArticles(1);
  const cart = await quickOrder(visitor, [`${sku};3`]);
  const apply = () => within(cart.document.querySelector(".cart-coupon") as HTMLElement).getByRole("button", { name: "Apply" });
  const refused = await answerOf(visitor, await press(visitor, apply(), { code: "NOTACOUPON" }));
  expect(refused.status).toBe(422);
  expect(refused.getByRole("alert").textContent).toContain("Coupon not valid");
  const applied = await press(visitor, apply(), { code: "BENVENUTO10" });
  expect(redirectOf(applied)).toBe(CART_PAGE);
  const page = await open(visitor, CART_PAGE);
  expect(within(page.document.querySelector(".toasts") as HTMLElement).getByText(/^Coupon BENVENUTO10 applied: /)).toBeTruthy();
  expect(within(page.document.querySelector(".cart-coupon") as HTMLElement).getByText(/^Coupon BENVENUTO10 applied: /)).toBeTruthy();
});

test("save, list, activate and delete a saved cart, staying on the saved carts' tab", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI!.username);
  const [sku] = pieceArticles(1);
  const SAVED = "/en/pages/cart?tab=saved";
  const save = async (name: string) => {
    const tab = await open(visitor, SAVED);
    const answer = await press(visitor, tab.getByRole("button", { name: "Save cart" }), { name });
    expect(redirectOf(answer)).toBe(SAVED);
    return open(visitor, SAVED);
  };
  const savedTab = (page: HtmlPage) => within(page.getByRole("navigation", { name: "Carts" })).getByRole("link", { name: "Saved carts" });

  await quickOrder(visitor, [`${sku};1`]);
  const saved = await save("Cantiere Via Roma");
  expect(saved.getByText("The cart has been saved. A new empty cart is now active.")).toBeTruthy();
  expect(savedTab(saved).getAttribute("aria-current")).toBe("page");
  const row = saved.getByRole("rowheader", { name: "Cantiere Via Roma" }).closest("tr") as HTMLElement;
  expect(within(row).getByRole("cell", { name: "1" })).toBeTruthy();

  const activated = await press(visitor, within(row).getByRole("button", { name: "Make Cantiere Via Roma the active cart" }));
  expect(redirectOf(activated)).toBe(SAVED);
  const afterActivation = await open(visitor, SAVED);
  expect(afterActivation.getByText("The saved cart is now your active cart.")).toBeTruthy();
  expect(savedTab(afterActivation).getAttribute("aria-current")).toBe("page");
  // Once active it is no longer a saved cart.
  expect(afterActivation.queryByRole("rowheader", { name: "Cantiere Via Roma" })).toBeNull();
  expect(cartSkus(await open(visitor, CART_PAGE))).toEqual([sku]);

  const bis = await save("Cantiere bis");
  const bisRow = bis.getByRole("rowheader", { name: "Cantiere bis" }).closest("tr") as HTMLElement;
  expect(redirectOf(await press(visitor, within(bisRow).getByRole("button", { name: "Delete Cantiere bis" })))).toBe(SAVED);
  const afterDeletion = await open(visitor, SAVED);
  expect(afterDeletion.getByText("The saved cart has been deleted.")).toBeTruthy();
  expect(afterDeletion.queryByRole("rowheader", { name: "Cantiere bis" })).toBeNull();
});

/** The demo ERP's most popular parent article with two orderable children or more. */
function parentWithChildren(): { sku: string; children: string[] } {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "demo-erp.sqlite"), { readonly: true, fileMustExist: true });
  try {
    const parent = db
      .prepare(
        `SELECT p.id, p.sku FROM products p WHERE p.parent_id IS NULL
           AND (SELECT COUNT(*) FROM products c WHERE c.parent_id = p.id AND c.status = 'DISPONIBILE') > 1
         ORDER BY p.popularity DESC LIMIT 1`,
      )
      .get() as { id: number; sku: string };
    const children = db.prepare("SELECT sku FROM products WHERE parent_id = ? ORDER BY sku").all(parent.id) as { sku: string }[];
    return { sku: parent.sku, children: children.map((child) => child.sku) };
  } finally {
    db.close();
  }
}

test("a product page's children table adds the child of its row, back on the product page with a notice", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI!.username);
  const parent = parentWithChildren();
  const productPath = `/en/product/default/${parent.sku}`;
  const product = await open(visitor, productPath);
  expect(product.status).toBe(200);
  const table = product.document.querySelector("table:has(form.add-to-cart)") as HTMLElement;
  const button = within(table)
    .getAllByRole("button", { name: "Add to cart" })
    .find((candidate) => !(candidate as HTMLButtonElement).disabled)!;
  const childSku = (button.closest("form")!.querySelector('input[name="sku"]') as HTMLInputElement).value;
  expect(parent.children).toContain(childSku);
  expect(redirectOf(await press(visitor, button))).toBe(productPath);
  const back = await open(visitor, productPath);
  expect(within(back.document.querySelector(".toasts") as HTMLElement).getByText(/ added to your cart\.$/)).toBeTruthy();
  expect(cartSkus(await open(visitor, CART_PAGE))).toEqual([childSku]);
});

test("the minimum order blocks checkout for the customer who has one, and says what is missing", async () => {
  const { visitor } = await Visitor.ownCustomer(BIANCHI!.username);
  const [sku] = pieceArticles(1, { maxPrice: 40 });
  const page = await quickOrder(visitor, [`${sku};1`]);
  const summary = page.getByRole("region", { name: "Order summary" });
  expect(
    within(summary).getByText(/^Minimum order €300\.00 net: €[\d.,]+ to go\. Checkout is blocked until the minimum order is reached\.$/),
  ).toBeTruthy();
  expect((within(summary).getByRole("button", { name: "Proceed to checkout" }) as HTMLButtonElement).disabled).toBe(true);
  expect(within(summary).queryByRole("link", { name: "Proceed to checkout" })).toBeNull();
});

test("the cart says which line the ERP cannot deliver in the quantity asked, in the reader's language, with availability hidden", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI!.username);
  const outOfStock = outOfStockArticle();
  const inStock = pieceArticles(1)[0]!;
  const english = await quickOrder(visitor, [`${outOfStock};100`, `${inStock};1`]);
  expect(within(cartLine(english, outOfStock)!).getByText("0 available of 100 requested")).toBeTruthy();
  expect(cartLine(english, inStock)!.textContent).not.toContain("available of");
  const italian = await open(visitor, "/pages/cart?tab=active");
  expect(within(cartLine(italian, outOfStock)!).getByText("Disponibili 0 su 100 richiesti")).toBeTruthy();
  // Availability itself stays hidden (SHOP_SHOW_AVAILABILITY is off by default).
  const product = await open(visitor, `/en/product/default/${outOfStock}`);
  expect(product.status).toBe(200);
  expect(product.queryByText(/out of stock/i)).toBeNull();
});

test.each(["default", "varying"] as const)(
  "a sold-out line says so before checkout, on the cart and the checkout, and offers alternatives that add without JavaScript (%s dialect)",
  async (dialect) => {
    const { visitor } = await Visitor.ownCustomer(ROSSI!.username, { shop: testShop(dialect) });
    const soldOut = soldOutArticle();
    const [inStock] = pieceArticles(1);
    const page = await quickOrder(visitor, [`${soldOut.sku};1`, `${inStock};1`]);
    const line = within(cartLine(page, soldOut.sku)!);
    const finding = `${soldOut.title}: sold out, it cannot be delivered`;
    expect(line.getByText(finding)).toBeTruthy();
    expect(cartLine(page, inStock!)!.textContent).not.toContain("See alternatives");
    // A disclosure rendered on the server: it opens without JavaScript.
    expect(line.getByText("See alternatives").tagName).toBe("SUMMARY");
    const alternatives = within(line.getByRole("list", { name: `Alternatives to ${soldOut.title}` })).getAllByRole("listitem");
    expect(alternatives.length).toBeGreaterThan(0);
    for (const item of alternatives) expect(within(item).getAllByText(/€/).length).toBeGreaterThan(0);
    const orderable = within(alternatives.find((item) => !within(item).getByRole<HTMLButtonElement>("button", { name: "Add to cart" }).disabled)!);
    const sku = orderable.getByText(/^[A-Z]{2}\d+$/).textContent!;
    redirectOf(await press(visitor, orderable.getByRole("button", { name: "Add to cart" })));
    expect(cartSkus(await open(visitor, CART_PAGE)).sort()).toEqual([soldOut.sku, inStock!, sku].sort());
    const checkout = await open(visitor, "/en/pages/checkout");
    expect(checkout.getByText(finding).closest("li")!.textContent).toBe(`${soldOut.sku} ${soldOut.title}: ${finding}`);
  },
);

test("a second device goes on after an order from the first: its next add lands in the current cart, and says why", async () => {
  const { visitor: laptop, customer } = await Visitor.ownCustomer(ROSSI!.username);
  const [first, second] = pieceArticles(2);
  await quickOrder(laptop, [`${first};1`]);

  // The customer's other device sends the order.
  const phone = await Visitor.signedIn(customer.username);
  await sendOrder(phone, await checkOrder(phone, "SHIPPING_GOOD"));

  // The first device's next add, from the article's page, is not lost.
  const productPath = `/en/product/default/${second}`;
  const product = await open(laptop, productPath);
  const form = product.document.querySelector("form.add-to-cart--page") as HTMLElement;
  expect(redirectOf(await press(laptop, within(form).getByRole("button", { name: "Add to cart" })))).toBe(productPath);
  const back = await open(laptop, productPath);
  const toasts = within(back.document.querySelector(".toasts") as HTMLElement);
  expect(toasts.getByText(/ added to your cart\.$/)).toBeTruthy();
  expect(toasts.getByText("Your previous cart had already been ordered (perhaps from another device), so your current cart was used.")).toBeTruthy();
  expect(cartSkus(await open(laptop, CART_PAGE))).toEqual([second]);
});

test("the active cart is the customer's own cart to them, and a client cart only to the agent acting for them", async () => {
  const verdi = await cloneCustomer(testShop(), VERDI.username);
  const [customer, luca] = await Promise.all([Visitor.signedIn(verdi.username), Visitor.signedIn(LUCA.username)]);
  await choose(luca, "en", verdi.id, verdi.company);
  for (const { prefix, own, client } of [
    { prefix: "", own: "Il tuo carrello", client: "Carrello cliente" },
    { prefix: "/en", own: "Your cart", client: "Client cart" },
  ]) {
    const mine = await customer.page(`${prefix}/pages/cart?tab=active`);
    expect(mine.getByText(own, { selector: "p" })).toBeTruthy();
    expect(mine.queryByText(client)).toBeNull();
    expect((await luca.page(`${prefix}/pages/cart?tab=active`)).getByText(client, { selector: "p" })).toBeTruthy();
  }
});

test("a product page left on one delivery address adds nothing once another is chosen, and says which address is served now", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI!.username);
  const [first, second] = ROSSI!.addresses;
  const [sku] = pieceArticles(1, { minPrice: 2 });
  const productPath = `/en/product/default/${sku}`;
  const addToCart = (page: HtmlPage) =>
    within(page.document.querySelector("form.add-to-cart--page") as HTMLElement).getByRole("button", { name: "Add to cart" });
  const choose = async (code: string) =>
    expect(redirectOf(await visitor.post("/en/address", { addressCode: code, redirectTo: CART_PAGE }))).toBe(CART_PAGE);
  const leftOpen = await open(visitor, productPath);

  // The same session chooses the second address; the page left open for the first posts its form.
  await choose(second!.code);
  const back = await open(visitor, redirectOf(await press(visitor, addToCart(leftOpen))));
  expect(
    back.getByText(
      `You are now ordering for delivery to ${second!.street}, ${second!.city}: this page was for another address, and nothing was changed.`,
    ),
  ).toBeTruthy();
  expect(cartSkus(await open(visitor, CART_PAGE))).toEqual([]);
  await choose(first!.code);
  expect(cartSkus(await open(visitor, CART_PAGE))).toEqual([]);

  // Rendered for the address served now, the same form adds.
  expect(redirectOf(await press(visitor, addToCart(await open(visitor, productPath))))).toBe(productPath);
  expect(cartSkus(await open(visitor, CART_PAGE))).toEqual([sku]);
});

test("an add the ERP is slow to take answers within 3 s that it is unconfirmed, and the cart has it once when the ERP is done", async () => {
  const faults = faultScope();
  const { visitor } = await Visitor.ownCustomer(ROSSI!.username, { requestId: faults.requestId });
  const [sku] = pieceArticles(1);
  // The ERP takes the add in 4 s and answers it in 8 s: well past the page's budget.
  await faults.set([{ path: "/hub/wrapper/add_to_cart", delayMs: 8_000, times: 1 }]);
  const started = Date.now();
  const answer = await visitor.post("/en/cart", { intent: "add", sku: sku!, quantity: "1", redirectTo: CART_PAGE });
  const took = Date.now() - started;
  await faults.set([]);
  expect(took).toBeLessThan(5_000);
  expect(redirectOf(answer)).toBe(CART_PAGE);
  const page = await open(visitor, CART_PAGE);
  expect(
    page.getByText(
      "Our management system did not answer in time: the change may have been applied all the same. Check your cart before trying again.",
    ),
  ).toBeTruthy();
  // The add went on without the visitor: once the ERP has it, the cart has the article once, as asked.
  await expect.poll(async () => cartSkus(await open(visitor, CART_PAGE)), { timeout: 20_000, interval: 500 }).toEqual([sku]);
  const cart = await open(visitor, CART_PAGE);
  expect((within(cartLine(cart, sku!)!).getByRole("spinbutton") as HTMLInputElement).value).toBe("1");
});
