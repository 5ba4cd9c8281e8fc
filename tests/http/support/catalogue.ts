// The catalogue as a JavaScript-off browser reads it: the listing's parts (its results, count, chips,
// facets, pagination) found by role and text, and its forms submitted with every field the browser
// would send (GET forms become the address the browser goes to; POST forms are posted with Origin).
import { within } from "@testing-library/dom";
import { getFormAddress } from "./forms";
import type { HtmlPage, Visitor } from "./visitor";

/** An element's href, which must be there. */
export function href(element: Element): string {
  const value = element.getAttribute("href");
  if (value === null) throw new Error(`${element.outerHTML.slice(0, 120)} has no href`);
  return value;
}

/** The listing's results: the region named by the page's h1 (title, count, products, pages). */
export function results(page: HtmlPage): HTMLElement {
  const title = page.getByRole("heading", { level: 1 }).textContent ?? "";
  return page.getByRole("region", { name: title });
}

/** The products the listing shows: each one's list item, in order. */
export function productItems(page: HtmlPage): HTMLElement[] {
  const list = results(page).querySelector(":scope ul.product-rows, :scope ul.product-grid");
  return list
    ? within(list as HTMLElement)
        .queryAllByRole("listitem")
        .filter((item) => item.parentElement === list)
    : [];
}

/** The titles of the products the listing shows, in order. */
export function productTitles(page: HtmlPage): string[] {
  return productItems(page).map((item) => (within(item).getByRole("heading", { level: 2 }).textContent ?? "").trim());
}

/** The links to the products the listing shows, in order. */
export function productLinks(page: HtmlPage): string[] {
  return productItems(page).map((item) => href(within(item).getByRole("heading", { level: 2 }).querySelector("a")!));
}

/** The number of products the listing counts ("52 prodotti"). */
export function resultCount(page: HtmlPage): number {
  return Number((within(results(page)).getByRole("status").textContent ?? "").replace(/\D/g, ""));
}

/** The active-filter chips (links that remove their filter), by their visible label. */
export function chips(page: HtmlPage): { label: string; href: string }[] {
  const region = page.queryByRole("region", { name: /^(Filtri attivi|Active filters)$/ });
  if (!region) return [];
  return within(region)
    .queryAllByRole("link")
    .filter((link) => link.classList.contains("chip"))
    .map((link) => ({ label: (link.querySelector("span")?.textContent ?? "").trim(), href: href(link) }));
}

/** The chip whose label is `label`. */
export function chip(page: HtmlPage, label: string | RegExp): { label: string; href: string } {
  const found = chips(page).find((candidate) => (typeof label === "string" ? candidate.label === label : label.test(candidate.label)));
  if (!found) throw new Error(`no chip ${String(label)} among ${JSON.stringify(chips(page).map((candidate) => candidate.label))}`);
  return found;
}

/** The filter sidebar (chips, shortcuts, facets, price range). */
export function filters(page: HtmlPage): HTMLElement {
  return page.getByRole("complementary", { name: /^(Filtri|Filters)$/ });
}

/** The value links of the facet group whose summary reads `group`: each one's label and address. */
export function facetValues(page: HtmlPage, group: string | RegExp): { label: string; href: string }[] {
  const summary = within(filters(page)).getByText(group, { selector: "summary" });
  return within(summary.closest("details") as HTMLElement)
    .getAllByRole("link")
    .filter((link) => link.classList.contains("facet__value"))
    .map((link) => ({ label: (link.querySelector(".facet__label")?.textContent ?? "").trim(), href: href(link) }));
}

/** The facet groups' summaries, in order. */
export function facetGroups(page: HtmlPage): string[] {
  return Array.from(filters(page).querySelectorAll("details > summary")).map((summary) => (summary.textContent ?? "").trim());
}

/** Submits `button`'s GET form as a JavaScript-off browser does and reads the page it lands on (redirects followed). */
export async function submitGet(visitor: Visitor, button: Element, changes: Record<string, string> = {}): Promise<HtmlPage> {
  return visitor.parse(await visitor.get(getFormAddress(button, changes), { follow: true }));
}
