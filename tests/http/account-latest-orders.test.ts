// The promo tab "Reorder your items" (its url has latest-order-list=true) as the server answers it,
// in both dialects: for a signed-in customer the tab is marked as opening a dialog and links to the
// full list, /shop?latest-order-list=true (what a browser without JavaScript opens), whose articles
// are those of the modal's JSON (/api/latest-orders) with their last order; a guest's tab opens no
// dialog and leads to the shop, and the JSON is not theirs. A list that names codes the catalogue
// cannot find is a fault the page says, never "N products" above an empty list. The modal itself is
// tests/e2e/latest-orders.spec.ts.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { testShop } from "../support/shops";
import { faultScope } from "./support/faults";
import { Visitor, type HtmlPage } from "./support/visitor";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
const TITLE = "Ordered in the last 90 days";

const reorderTab = (page: HtmlPage) => within(page.getByRole("navigation", { name: "Promotions" })).getByRole("link", { name: "Reorder your items" });

interface LatestOrders {
  kind: string;
  products: Array<{ sku: string; title: string }>;
  lastOrdered: Record<string, { on: string; quantity: number }>;
}

describe.each(["default", "varying"] as const)("%s dialect", (dialect) => {
  const shop = testShop(dialect);

  test("a signed-in customer's tab opens a dialog; its link is the full list, with the modal's articles and their last order", async () => {
    const visitor = await Visitor.signedIn(ROSSI.username, { shop });
    const tab = reorderTab(await visitor.page("/en/pages/about-us"));
    expect(tab.getAttribute("aria-haspopup")).toBe("dialog");
    expect(tab.getAttribute("href")).toBe("/en/shop?latest-order-list=true");

    const list = await visitor.page(tab.getAttribute("href")!);
    expect(list.status).toBe(200);
    expect(list.getByRole("heading", { level: 1 }).textContent).toBe(TITLE);
    const articles = list.getAllByRole("heading", { level: 2 }).filter((heading) => heading.closest(".shop__body"));
    expect(articles.length).toBeGreaterThan(0);
    expect(list.getAllByRole("button", { name: /Add to cart/ }).length).toBeGreaterThan(0);

    const answer = await visitor.get("/en/api/latest-orders", { headers: { Accept: "application/json" } });
    expect(answer.status).toBe(200);
    const modal = (await answer.json()) as LatestOrders;
    expect(modal.kind).toBe("list");
    expect(modal.products[0]!.title).toBe(articles[0]!.textContent!.trim());
    for (const product of modal.products) {
      expect(modal.lastOrdered[product.sku]?.on, product.sku).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(modal.lastOrdered[product.sku]?.quantity, product.sku).toBeGreaterThan(0);
    }
  });
});

test("a list whose codes resolve none is the translated fault, with no count and no articles", async () => {
  const scope = faultScope();
  const visitor = await Visitor.signedIn(ROSSI.username, { requestId: scope.requestId });
  // Two internal codes no article has: what an ERP naming skus, or a catalogue behind it, gives.
  const answer = {
    orders: [
      { CodiceArticolo: "ZZ-GONE-1", CodiceInternoArticolo: "999999", DataUltimoOrdine: "02/11/2026", QuantitaUltimoOrdine: 5 },
      { CodiceArticolo: "ZZ-GONE-2", CodiceInternoArticolo: "999998", DataUltimoOrdine: "01/11/2026", QuantitaUltimoOrdine: 2 },
    ],
    total_results: 2,
    total_pages: 1,
    current_page: 1,
    art_codes: ["999999", "999998"],
  };
  const page = await scope.during([{ path: "/hub/account/get_latest_order_list", answer }], () => visitor.page("/shop?latest-order-list=true"));
  expect(page.status).toBe(200);
  const fault = page.getByText(
    "I tuoi ultimi ordini nominano articoli che il catalogo non trova: l'elenco non si può mostrare. Segnalalo al tuo referente.",
  );
  expect(fault.getAttribute("role")).toBe("alert");
  expect(page.queryByText(/^\d+ prodott[oi]$/)).toBeNull();
  expect(page.document.querySelectorAll(".shop__body .product-card, .shop__body .product-row")).toHaveLength(0);
});

test("a guest's tab opens no dialog and leads to the shop; the modal's list is not theirs", async () => {
  const guest = new Visitor();
  const tab = reorderTab(await guest.page("/en/pages/about-us"));
  expect(tab.hasAttribute("aria-haspopup")).toBe(false);
  const followed = await guest.get(tab.getAttribute("href")!);
  expect(followed.status).toBe(302);
  expect(followed.headers.get("Location")).toBe("/en/shop");
  const answer = await guest.get("/en/api/latest-orders", { headers: { Accept: "application/json" } });
  expect(answer.status).toBe(401);
  expect(await answer.json()).toEqual({ kind: "failed" });
});
