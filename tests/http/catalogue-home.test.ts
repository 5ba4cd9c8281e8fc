// The home pages and what no page shows, as a JavaScript-off browser gets them (was tests/e2e/home.spec.ts,
// the home test of tests/e2e/content.spec.ts and tests/e2e/availability.spec.ts): the Italian home on
// both dialects' shops and the English one, every CMS block and the new arrivals, the mega menu's
// markup; and, availability display being off by default (spec section 9), no availability or stock
// on the listing in any layout, on the home page or on a product page with variants and related products.
// (SHOP_SHOW_AVAILABILITY=true: tests/integration/product-page.test.ts.)
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { testShop } from "../support/shops";
import { href, productItems } from "./support/catalogue";
import { Visitor, type HtmlPage } from "./support/visitor";
import { press } from "./support/forms";
import { findParent } from "../support/articles";

const cardPrices = (root: HTMLElement) => Array.from(root.querySelectorAll(".product-card .price__current")).map((price) => price.textContent ?? "");

for (const dialect of ["default", "varying"] as const) {
  test(`the Italian home page (${dialect} dialect) shows the menu, products with prices and the footer`, async () => {
    const page = await new Visitor(testShop(dialect)).page("/");
    expect(page.status).toBe(200);
    expect(page.document.documentElement.getAttribute("lang")).toBe("it");
    expect(page.document.title).toMatch(/distributore all'ingrosso di articoli di ferramenta/);
    expect(page.getByRole("navigation", { name: "Categorie" })).toBeTruthy();
    const prices = cardPrices(page.document.body);
    expect(prices.length).toBeGreaterThanOrEqual(4);
    expect(prices[0]).toContain("€");
    expect(page.getByRole("contentinfo").textContent).toMatch(/P\.?\s?IVA|Partita IVA/i);
  });
}

test("the English home page lives under /en and names the Italian one as its alternate", async () => {
  const page = await new Visitor().page("/en");
  expect(page.document.documentElement.getAttribute("lang")).toBe("en");
  expect(page.document.title).toMatch(/wholesale distributor of hardware articles/);
  expect(page.getByRole("navigation", { name: "Categories" })).toBeTruthy();
  expect(cardPrices(page.document.body)[0]).toContain("€");
  expect(page.document.head.querySelector('link[rel="alternate"][hreflang="it"]')?.getAttribute("href")).toMatch(/\/$/);
});

test("the mega menu's categories are <details> whose panels hold their subcategories' links", async () => {
  // Opening one in a browser: tests/e2e/shell.spec.ts (the summary's click is the browser's own <details>).
  const page = await new Visitor().page("/");
  const menu = page.getByRole("navigation", { name: "Categorie" });
  const first = menu.querySelector(".mega-menu__item details") as HTMLElement;
  expect(first.querySelector(":scope > summary")?.textContent?.trim()).toBeTruthy();
  const panelLinks = Array.from(first.querySelectorAll(".mega-menu__panel a"));
  expect(panelLinks.length).toBeGreaterThan(0);
  for (const link of panelLinks) expect(href(link)).toMatch(/^\/shop\?/);
});

const HOME = {
  it: {
    prefix: "",
    slider: "In evidenza",
    promotions: "Promozioni",
    categories: "Acquista per categoria",
    brands: "I nostri marchi",
    departments: "Reparti più visitati",
    flyers: "Volantini",
    featured: "Nuovi arrivi",
  },
  en: {
    prefix: "/en",
    slider: "Highlights",
    promotions: "Promotions",
    categories: "Shop by category",
    brands: "Our brands",
    departments: "Popular departments",
    flyers: "Flyers",
    featured: "New arrivals",
  },
} as const;

for (const lang of ["it", "en"] as const) {
  const text = HOME[lang];
  test(`${lang}: the home page shows every CMS block and the new arrivals`, async () => {
    const page = await new Visitor().page(`${text.prefix}/`);
    expect(page.status).toBe(200);
    const section = (name: string) => within(page.getByRole("region", { name }));

    const slider = page.getByRole("region", { name: text.slider });
    const slides = within(slider).getAllByRole("group");
    expect(slides.length).toBeGreaterThanOrEqual(2);
    const pictures = slides.map((slide) => slide.querySelector("img")!.getAttribute("loading"));
    expect(pictures.slice(0, 2)).toEqual(["eager", "lazy"]);
    // The slider's buttons come with JavaScript (tests/e2e/content.spec.ts); without it the slides are a scrolling row.
    expect(within(slider).queryAllByRole("button")).toEqual([]);

    expect(section(text.promotions).getAllByRole("link").length).toBeGreaterThan(0);
    expect(section(text.categories).getAllByRole("link").length).toBeGreaterThanOrEqual(4);
    const brandTiles = section(text.brands)
      .getAllByRole("link")
      .filter((link) => link.classList.contains("tile"));
    expect(href(brandTiles[0]!)).toMatch(new RegExp(`^${text.prefix}/shop\\?filters-id_brand=`));
    expect(section(text.departments).getAllByRole("link").length).toBeGreaterThanOrEqual(2);
    const flyer = section(text.flyers).getAllByRole("link", { name: /PDF/ })[0]!;
    expect(href(flyer)).toMatch(/^\/media\/[^/]+\/files\/flyers\/.+\.pdf$/);
    expect(flyer.getAttribute("target")).toBe("_blank");
    expect(flyer.getAttribute("rel")).toMatch(/noopener/);
    const featured = cardPrices(page.getByRole("region", { name: text.featured }));
    expect(featured.length).toBeGreaterThanOrEqual(4);
    expect(featured[0]).toContain("€");
  });
}

describe("availability is off by default", () => {
  const AVAILABILITY = /^(Disponibile|In arrivo|Non disponibile)$/;

  function expectNoAvailability(page: HtmlPage) {
    expect(page.queryAllByText(AVAILABILITY)).toEqual([]);
    expect(page.queryAllByText(/disponibili a magazzino/)).toEqual([]);
    expect(page.queryAllByRole("columnheader", { name: "Disponibilità" })).toEqual([]);
  }

  test("no availability on the listing, in every layout, nor on the home page", async () => {
    const visitor = new Visitor();
    let listing = await visitor.page("/shop?text=trapano");
    for (const layout of ["Elenco compatto", "Griglia", "Elenco"]) {
      if (listing.getByRole("button", { name: layout }).getAttribute("aria-pressed") !== "true") {
        listing = await visitor.parse(await press(visitor, listing.getByRole("button", { name: layout }), {}, { follow: true }));
      }
      expect(listing.getByRole("button", { name: layout }).getAttribute("aria-pressed")).toBe("true");
      expect(productItems(listing)[0]!.querySelector(".price__current")?.textContent).toContain("€");
      expectNoAvailability(listing);
    }
    const home = await visitor.page("/");
    expect(cardPrices(home.document.body).length).toBeGreaterThan(0);
    expectNoAvailability(home);
  });

  test("no availability or stock on a product page with variants and related products", async () => {
    const page = await new Visitor().page(`/product/default/${findParent().sku}`);
    expect(page.document.querySelector(".buy-box .price__current")?.textContent).toContain("€");
    expect(within(page.getByRole("region", { name: "Varianti" })).getAllByRole("row").length).toBeGreaterThan(1);
    expect(page.getByRole("region", { name: "Prodotti correlati" }).querySelector(".product-card")).not.toBeNull();
    expectNoAvailability(page);
  });
});
