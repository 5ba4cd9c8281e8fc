// A page fails only when its primary data fails: with a fault rule on each secondary call, the page's
// loader still answers with its primary data and an empty section (against the demo ERP over HTTP).
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import type { FaultRule } from "../../demo-erp/http";
import { loader as rootLoader } from "~/root";
import { loader as homeLoader } from "~/routes/($lang)._index";
import { loader as dashboardLoader } from "~/routes/($lang).pages.dashboard";
import { loader as productLoader } from "~/routes/($lang).product.$type.$slug";
import { loader as shopLoader } from "~/routes/($lang).shop";
import { loader as shellMarkupLoader } from "~/routes/($lang).api.shell-markup";
import { Browser, useTestErp, type RouteFunction } from "../support/harness";

const demo = useTestErp();
let rossi: Browser;
const ROSSI = DEMO_CUSTOMERS[0]!;

beforeAll(async () => {
  rossi = await Browser.signIn(ROSSI);
});

afterEach(async () => {
  await demo.setFaults([]);
});

/** Fault rules of the demo ERP; the storefront starts afresh (a failed breaker area or a cached answer would hide the fault). */
async function setFaultsAfresh(rules: FaultRule[]) {
  await demo.setFaults(rules);
  await demo.forgetAnswers();
}

/** The data a loader answers with 200 (a redirect or an error status fails the test). */
async function loaded<T>(browser: Browser, loader: RouteFunction, path: string, params?: Record<string, string>): Promise<T> {
  const answer = await browser.call<T>(loader, path, { params });
  if (answer.response) throw new Error(`expected data, got ${answer.status}`);
  expect(answer.status).toBe(200);
  return answer.data;
}

interface ShopData {
  listing: { products: Array<{ sku: string }>; facets: unknown[]; facetsUnavailable: boolean };
}

describe("the listing", () => {
  it("answers with its products and no filters when the facet call is refused (400) or fails", async () => {
    for (const status of [400, 500]) {
      await setFaultsAfresh([{ path: "/hub/search/facet", status }]);
      const { listing } = await loaded<ShopData>(new Browser(), shopLoader, "/shop");
      expect(listing.products.length, `facet ${status}`).toBeGreaterThan(0);
      expect(listing).toMatchObject({ facets: [], facetsUnavailable: true });
    }
  });

  it("keeps its products when the wishlist marks fail", async () => {
    await setFaultsAfresh([{ path: "/hub/wishlist/list", status: 502 }]);
    const { listing } = await loaded<ShopData>(rossi, shopLoader, "/shop");
    expect(listing.products.length).toBeGreaterThan(0);
  });
});

describe("the product page", () => {
  async function anArticle(): Promise<string> {
    const { listing } = await loaded<ShopData>(new Browser(), shopLoader, "/shop");
    return listing.products[0]!.sku;
  }

  it("shows the article without accessories, prices or wishlist state when those calls fail", async () => {
    const sku = await anArticle();
    await setFaultsAfresh([
      { path: "/hub/erp/accessories", status: 500 },
      { path: "/hub/erp/get_multiple_prices", malformed: true },
      { path: "/hub/wishlist/list", status: 502 },
    ]);
    const { page } = await loaded<{ page: { product: { sku: string }; accessories: unknown[]; prices: Record<string, unknown> } }>(
      rossi,
      productLoader,
      `/product/default/${sku}`,
      {
        type: "default",
        slug: sku,
      },
    );
    expect(page.product.sku).toBe(sku);
    expect(page.accessories).toEqual([]);
    expect(page.prices).toEqual({});
  });
});

describe("the frame of every page", () => {
  it("answers without menu, promo tabs and footer when their calls fail and nothing is cached", async () => {
    await setFaultsAfresh([
      { path: "/cms/b2b-menu-items", status: 500 },
      { path: "/cms/b2b-promo-slider", status: 400 },
      { path: "/api/method/omnicommerce.controllers.html.get_footers", status: 503 },
    ]);
    const shell = await loaded<{ promoTabs: unknown[]; siteName: string }>(new Browser(), rootLoader, "/en/shop");
    expect(shell.promoTabs).toEqual([]);
    expect(shell.siteName).toBe("Ferramenta Pro");
    // The menu's and footer's markup (not loader data): placeholders, a line saying so, the shop's name.
    const answer = await new Browser().call(shellMarkupLoader, "/en/api/shell-markup");
    const markup = (await answer.response!.json()) as { megaMenu: string; mobileMenu: string; footer: string };
    expect(markup.megaMenu.match(/mega-menu__placeholder/g)).toHaveLength(25);
    expect(markup.mobileMenu).toBe("<p>The categories are not available right now.</p>");
    expect(markup.footer).toContain("Ferramenta Pro");
  });
});

describe("the home page", () => {
  it("shows its products without the CMS blocks when the home data fails", async () => {
    await setFaultsAfresh([{ path: "/cms/b2b-home-data", status: 500 }]);
    const home = await loaded<{ home: { slides: unknown[]; categories: unknown[] }; newArrivals: unknown }>(new Browser(), homeLoader, "/");
    expect(home.home).toMatchObject({ slides: [], categories: [] });
    expect(home.newArrivals).toBeTruthy();
  });
});

describe("the dashboard", () => {
  it("empties only the panel whose call failed", async () => {
    await setFaultsAfresh([
      { path: "/hub/account/exposition", status: 500 },
      { path: "/hub/cart/list", malformed: true },
    ]);
    const dashboard = await loaded<{ credit: unknown; savedCarts: unknown; orders: unknown[]; deadlines: unknown }>(
      rossi,
      dashboardLoader,
      "/pages/dashboard",
    );
    expect(dashboard.credit).toBeNull();
    expect(dashboard.savedCarts).toBeNull();
    expect(dashboard.orders.length).toBeGreaterThan(0);
    expect(dashboard.deadlines).not.toBeNull();
  });
});
