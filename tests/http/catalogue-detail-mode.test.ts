// Detail mode (the listing's "product detail" layout) with the search tabs, as a JavaScript-off
// browser uses it (was tests/e2e/detail-mode.spec.ts): the product pages opened in detail mode become
// the tab's content, "back to the results" returns to the tab's listing, choosing detail mode again
// reopens the product last seen there, and each tab keeps its own search and product.
import { within } from "@testing-library/dom";
import { expect, test } from "vitest";
import { productItems } from "./support/catalogue";
import { Visitor, type HtmlPage } from "./support/visitor";
import { getFormAddress, press } from "./support/forms";

const strip = (page: HtmlPage) => within(page.getByRole("navigation", { name: "Schede di ricerca" }));
const activeTab = (page: HtmlPage) =>
  strip(page)
    .getAllByRole("link")
    .find((link) => link.getAttribute("aria-current") === "page");
const productTitle = (page: HtmlPage) => (page.getByRole("heading", { level: 1 }).textContent ?? "").trim();
const tabText = (title: string) => (title.length > 15 ? `${title.slice(0, 12)}…` : title);

/** Presses "Dettaglio prodotto" on a listing and follows the answer to the product page. */
async function chooseDetailMode(visitor: Visitor, listing: HtmlPage): Promise<{ page: HtmlPage; location: string }> {
  const answer = await press(visitor, listing.getByRole("button", { name: "Dettaglio prodotto" }));
  expect(answer.status).toBe(303);
  const location = answer.headers.get("location")!;
  expect(location).toMatch(/^\/product\/(default|child)\//);
  return { page: await visitor.page(location), location };
}

async function follow(visitor: Visitor, link: HTMLElement | undefined): Promise<HtmlPage> {
  return visitor.page(link!.getAttribute("href")!, { follow: true });
}

test("product pages become the tab's content and detail mode reopens the product last seen", async () => {
  const visitor = new Visitor();
  const { page: firstProduct } = await chooseDetailMode(visitor, await visitor.page("/shop?text=trapano"));
  expect(strip(firstProduct).getAllByRole("listitem")).toHaveLength(1);
  expect(activeTab(firstProduct)?.textContent).toBe(tabText(productTitle(firstProduct)));

  // Back to the tab's listing, now in the detail layout; open the second product from there.
  const listing = await follow(visitor, strip(firstProduct).getByRole("link", { name: "Torna ai risultati" }));
  expect(listing.url).toMatch(/\/shop\?text=trapano$/);
  expect(activeTab(listing)?.textContent).toBe("trapano");
  expect(listing.getByRole("button", { name: "Dettaglio prodotto" }).getAttribute("aria-pressed")).toBe("true");
  const second = productItems(listing)[1]!;
  const secondTitle = (within(second).getByRole("heading", { level: 2 }).textContent ?? "").trim();
  const secondLink = within(second).getByRole("link", { name: "Apri il dettaglio del prodotto" }).getAttribute("href")!;
  const secondProduct = await visitor.page(secondLink);
  expect(productTitle(secondProduct)).toBe(secondTitle);
  expect(activeTab(secondProduct)?.textContent).toBe(tabText(secondTitle));

  // Detail mode on the same listing goes back to that product, not to the first one.
  const again = await follow(visitor, strip(secondProduct).getByRole("link", { name: "Torna ai risultati" }));
  expect(again.url).toMatch(/\/shop\?text=trapano$/);
  const reopened = await chooseDetailMode(visitor, again);
  expect(reopened.location).toBe(secondLink);
  expect(productTitle(reopened.page)).toBe(secondTitle);
});

test("each tab keeps its own search and its own product; another layout shows the listings again", async () => {
  const visitor = new Visitor();
  const drills = await visitor.page("/shop?text=trapano");
  const added = await visitor.parse(await press(visitor, strip(drills).getByRole("button", { name: "Nuova ricerca" }), {}, { follow: true }));
  expect(strip(added).getAllByRole("listitem")).toHaveLength(2);
  const search = within(added.getAllByRole("search")[0]!).getByRole("button", { name: "Cerca" });
  const hammers = await visitor.page(getFormAddress(search, { text: "martello" }));
  const { page: hammer } = await chooseDetailMode(visitor, hammers);
  const hammerTitle = productTitle(hammer);

  // On the product page: the first tab is still the drill search, the second shows the hammer.
  expect(strip(hammer).getAllByRole("listitem")).toHaveLength(2);
  expect(strip(hammer).getByRole("link", { name: "trapano" }).getAttribute("href")).toBe("/shop?text=trapano");
  expect(activeTab(hammer)?.textContent).toBe(tabText(hammerTitle));

  const backToDrills = await follow(visitor, strip(hammer).getByRole("link", { name: "trapano" }));
  expect(backToDrills.url).toMatch(/\/shop\?text=trapano$/);
  expect(
    strip(backToDrills)
      .getByRole("link", { name: tabText(hammerTitle) })
      .getAttribute("href"),
  ).toMatch(/^\/product\//);

  // Leaving detail mode: the hammer's tab shows its search again.
  const grid = await visitor.parse(await press(visitor, backToDrills.getByRole("button", { name: "Griglia" }), {}, { follow: true }));
  expect(grid.getByRole("button", { name: "Griglia" }).getAttribute("aria-pressed")).toBe("true");
  expect(strip(grid).getByRole("link", { name: "martello" }).getAttribute("href")).toBe("/shop?text=martello");
});
