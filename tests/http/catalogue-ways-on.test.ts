// The listing never leaves a customer stuck (issue 29), as a JavaScript-off browser meets it (was
// tests/e2e/shop-ways-on.spec.ts, which started a shop of its own for its fault): a search with no
// results offers a corrected or relaxed query, the matching categories, the quick order and the
// contact page; a malformed price range is normalised; a failing next page is an error panel in the
// shell whose retry link loads that page once the ERP answers again.
import { within } from "@testing-library/dom";
import { expect, test } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { chips, productItems, productTitles, results } from "./support/catalogue";
import { faultScope } from "./support/faults";
import { Visitor } from "./support/visitor";

/** A redirect answer's status and Location. */
const statusAndLocation = (response: Response) => ({ status: response.status, location: response.headers.get("location") });

test("a misspelt search offers the corrected word, its category, the quick order and the contact page", async () => {
  const visitor = new Visitor();
  const page = await visitor.page("/shop?text=martelo");
  const offer = within(results(page));
  expect(offer.getByText("Nessun prodotto corrisponde alla tua selezione.")).toBeTruthy();
  expect(offer.getByRole("link", { name: "Martelli" }).getAttribute("href")).toMatch(/^\/shop\?family_lev1=\w+&family_lev2=\w+&family_lev3=\w+$/);
  expect(offer.getByRole("link", { name: "Conosci il codice? Usa l'ordine rapido" }).getAttribute("href")).toBe(
    "/pages/cart?tab=active#quick-order-title",
  );
  expect(offer.getByRole("link", { name: "Contattaci: ti aiutiamo a trovare l'articolo" }).getAttribute("href")).toBe("/pages/contact-us");
  const corrected = offer.getByRole("link", { name: "martello" }).getAttribute("href")!;
  expect(corrected).toBe("/shop?text=martello");
  expect(productItems(await visitor.page(corrected)).length).toBeGreaterThan(0);
});

test("a size is tried both ways: «vite 4 x 40» finds nothing where the catalogue writes «4x40», and offers that", async () => {
  const visitor = new Visitor();
  const page = await visitor.page("/shop?text=vite+4+x+40");
  const offer = within(results(page));
  expect(offer.getByText("Forse cercavi:", { exact: false })).toBeTruthy();
  const written = offer.getByRole("link", { name: "vite 4x40" }).getAttribute("href")!;
  expect(written).toBe("/shop?text=vite+4x40");
  // Screws of that size, or a screw whose variants include it.
  const titles = productTitles(await visitor.page(written));
  for (const title of titles) expect(title).toMatch(/^Vite /);
  expect(titles.filter((title) => /\b4(,5)?x40 mm$/.test(title)).length).toBeGreaterThan(0);
});

test("and the other way, in English too: «screwdriver 4X100» offers «4 x 100», as the catalogue writes it there", async () => {
  const visitor = new Visitor();
  const offer = within(results(await visitor.page("/en/shop?text=screwdriver+4X100")));
  expect(offer.getByText("Did you mean:", { exact: false })).toBeTruthy();
  const written = offer.getByRole("link", { name: "screwdriver 4 x 100" }).getAttribute("href")!;
  expect(written).toBe("/en/shop?text=screwdriver+4+x+100");
  expect(productTitles(await visitor.page(written))[0]).toMatch(/4 x 100 mm/);
});

test("a malformed price range is normalised to the slider's steps, never shown as it came", async () => {
  const visitor = new Visitor();
  expect(statusAndLocation(await visitor.get("/shop?min_price=abc&max_price=5000"))).toEqual({ status: 302, location: "/shop" });
  expect(chips(await visitor.page("/shop?min_price=abc&max_price=5000", { follow: true }))).toEqual([]);
  expect(statusAndLocation(await visitor.get("/shop?min_price=500&max_price=510"))).toEqual({
    status: 302,
    location: "/shop?min_price=500&max_price=600",
  });
  const normalised = await visitor.page("/shop?min_price=500&max_price=510", { follow: true });
  expect(chips(normalised).map((chip) => chip.label)).toEqual(["Prezzo: 500–600 EUR"]);
});

test("without JavaScript a failing next page is an error panel in the shell, and its retry link loads that page", async () => {
  // Signed in, so that the listing's search is this visitor's own call (a guest's is shared with others).
  const faults = faultScope();
  const visitor = await Visitor.signedIn(DEMO_CUSTOMERS[0]!.username, { requestId: faults.requestId });
  const first = await visitor.page("/shop");
  expect(productItems(first)).toHaveLength(12);
  const pageTwo = within(first.getByRole("navigation", { name: "Pagine" }))
    .getByRole("link", { name: "Pagina 2" })
    .getAttribute("href")!;
  // Two failures: the call and the transport's one retry (the circuit breaker stays closed).
  const failed = await faults.during([{ path: "/hub/search/search", status: 503, times: 2 }], () => visitor.page(pageTwo));
  expect(failed.status).toBeGreaterThanOrEqual(500);
  expect(failed.getByRole("heading", { name: "Ops, qualcosa è andato storto" })).toBeTruthy();
  expect(failed.getByRole("navigation", { name: "Categorie" })).toBeTruthy();
  // The shop serves normally again by itself: the retry loads the page that failed.
  // The retry is a link to the page itself (href=""), which a browser resolves against the page's address.
  const retry = within(failed.getByRole("alert")).getByText("Riprova", { selector: "a" }).getAttribute("href")!;
  const again = await visitor.page(new URL(retry, failed.url).toString(), { follow: true });
  expect(again.status).toBe(200);
  expect(again.url).toMatch(/page=2/);
  expect(productItems(again)).toHaveLength(12);
});
