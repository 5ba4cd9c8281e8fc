// The shop listing as a JavaScript-off browser gets it (was most of tests/e2e/shop.spec.ts): search,
// facets and their chips, family levels, pages, the price range, the layout kept in a cookie, the
// barcode jump, the search tabs, the tablet rule of /shop/list, the pictures through /media, the
// English listing and an oversized query; the dialect-dependent ones on both dialects' shops.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { testShop } from "../support/shops";
import {
  chip,
  chips,
  facetGroups,
  facetValues,
  filters,
  productItems,
  productLinks,
  productTitles,
  resultCount,
  results,
  submitGet,
} from "./support/catalogue";
import { Visitor, type HtmlPage } from "./support/visitor";
import { getFormAddress, press } from "./support/forms";

/** A redirect answer's status and Location. */
const statusAndLocation = (response: Response) => ({ status: response.status, location: response.headers.get("location") });

/** The header's search box (the desktop one), submitted with `text`. */
function searchFor(visitor: Visitor, page: HtmlPage, text: string): Promise<HtmlPage> {
  const box = page.getAllByRole("searchbox", { name: "Cerca prodotti" })[0]!;
  return submitGet(visitor, within(box.closest("form") as HTMLElement).getByRole("button", { name: "Cerca" }), { text });
}

for (const dialect of ["default", "varying"] as const) {
  describe(`the ${dialect} dialect's listing`, () => {
    const shop = testShop(dialect);

    test("the offers tab lists the articles in promotion, under a removable chip with its name", async () => {
      const visitor = new Visitor(shop);
      const all = await visitor.page("/shop");
      const offersLink = within(all.getByRole("navigation", { name: "Promozioni" })).getByRole("link", { name: "Offerte in corso" });
      // The varying dialect's promo tab says promo_list=1: the shop answers with its own address for it.
      const offers = await visitor.page(offersLink.getAttribute("href")!, { follow: true });
      expect(offers.status).toBe(200);
      expect(offers.url).toMatch(/\/shop\?promo_list=true$/);
      expect(chip(offers, "Offerte in corso").href).toBe("/shop");
      expect(productItems(offers).length).toBeGreaterThan(0);
      expect(resultCount(offers)).toBeGreaterThan(0);
      expect(resultCount(offers)).toBeLessThan(resultCount(all));
      const back = await visitor.page(chip(offers, "Offerte in corso").href);
      expect(resultCount(back)).toBe(resultCount(all));
      expect(chips(back)).toEqual([]);
    });

    test("a brand facet narrows a search to the brand under its chip; the chip's link takes it away", async () => {
      const visitor = new Visitor(shop);
      const found = await searchFor(visitor, await visitor.page("/"), "trapano");
      expect(found.url).toMatch(/\/shop\?text=trapano$/);
      expect(found.getByRole("heading", { level: 1 }).textContent).toContain("trapano");
      const brand = facetValues(found, "Marca")[0]!;
      expect(brand.href).toMatch(/filters-id_brand=/);
      const narrowed = await visitor.page(brand.href);
      const brandChip = chip(narrowed, `Marca: ${brand.label}`);
      expect(resultCount(narrowed)).toBeLessThan(resultCount(found));
      for (const item of productItems(narrowed)) expect(within(item).getByText(`Marca: ${brand.label}`, { exact: false })).toBeTruthy();
      const back = await visitor.page(brandChip.href);
      expect(back.url).not.toMatch(/filters-id_brand/);
      expect(chips(back).map((each) => each.label)).toEqual(["Ricerca: trapano"]);
      expect(resultCount(back)).toBe(resultCount(found));
    });

    test("family level 1 then level 2; removing level 1 removes level 2 too", async () => {
      const visitor = new Visitor(shop);
      const all = await visitor.page("/shop");
      const level1 = facetValues(all, facetGroups(all)[0]!)[0]!;
      expect(level1.href).toMatch(/family_lev1=/);
      const inLevel1 = await visitor.page(level1.href);
      const level2 = facetValues(inLevel1, facetGroups(inLevel1)[1]!)[0]!;
      expect(level2.href).toMatch(/family_lev1=.*family_lev2=/);
      const inLevel2 = await visitor.page(level2.href);
      expect(chips(inLevel2)).toHaveLength(2);
      expect(resultCount(inLevel2)).toBeLessThan(resultCount(inLevel1));
      const cleared = await visitor.page(chips(inLevel2)[0]!.href);
      expect(cleared.url).not.toMatch(/family_lev/);
      expect(chips(cleared)).toEqual([]);
    });

    test("every product card's picture is the shop's own /media address, and loads", async () => {
      const visitor = new Visitor(shop);
      const page = await visitor.page("/shop");
      const sources = productItems(page).flatMap((item) => Array.from(item.querySelectorAll("img")).map((image) => image.getAttribute("src") ?? ""));
      expect(sources.length).toBeGreaterThanOrEqual(12);
      for (const source of sources) {
        // The browser never meets an ERP host: every picture is the shop's own /media address.
        expect(source).toMatch(/^\/media\/[^/]+\//);
        const answer = await visitor.get(source);
        expect(answer.status, source).toBe(200);
        expect(answer.headers.get("content-type"), source).toMatch(/^image\//);
        await answer.body?.cancel();
      }
    });
  });
}

test("searching 'vite' (screw) shows screws first, not articles that merely mention a screw", async () => {
  const page = await new Visitor().page("/shop?text=vite");
  const titles = productTitles(page);
  expect(titles).toHaveLength(12);
  expect(titles[0]).toMatch(/^Vite /);
  expect(titles).not.toContain("Cutter professionale con blocco a vite");
});

test("page 2 through the pagination links; an impossible search says there are no products", async () => {
  const visitor = new Visitor();
  const first = await visitor.page("/shop?text=vite");
  const pageTwo = within(first.getByRole("navigation", { name: "Pagine" })).getByRole("link", { name: "Pagina 2" });
  const second = await visitor.page(pageTwo.getAttribute("href")!);
  expect(second.url).toMatch(/page=2/);
  expect(productLinks(second)[0]).not.toBe(productLinks(first)[0]);
  expect(
    within(second.getByRole("navigation", { name: "Pagine" }))
      .getByRole("link", { name: "Pagina 2" })
      .getAttribute("aria-current"),
  ).toBe("page");

  const none = await visitor.page("/shop?text=zzzqqqxxx");
  expect(within(results(none)).getByText("Nessun prodotto corrisponde alla tua selezione.")).toBeTruthy();
  expect(within(filters(none)).getByText("Nessun risultato")).toBeTruthy();
  expect(productItems(none)).toEqual([]);
});

test("the price range is a GET form that bounds the listing", async () => {
  const visitor = new Visitor();
  const page = await visitor.page("/shop?text=trapano");
  const apply = within(page.getByRole("group", { name: "Prezzo (EUR)" })).getByRole("button", { name: "Applica" });
  const bounded = await submitGet(visitor, apply, { min_price: "100", max_price: "200" });
  expect(bounded.url).toMatch(/\/shop\?text=trapano&min_price=100&max_price=200$/);
  expect(chip(bounded, "Prezzo: 100–200 EUR")).toBeTruthy();
  expect(resultCount(bounded)).toBeLessThan(resultCount(page));
  // The ERP filters on the list price; what is shown is the customer's price after discounts.
  const prices = productItems(bounded).map((item) =>
    Number((item.querySelector(".price__current")?.textContent ?? "").replace(/[^\d,]/g, "").replace(",", ".")),
  );
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(price).toBeLessThanOrEqual(200);
});

test("a layout chosen is kept in a cookie for the next listings; /shop/list forces the list", async () => {
  const visitor = new Visitor();
  const page = await visitor.page("/shop?text=vite");
  expect(page.getByRole("button", { name: "Elenco compatto" }).getAttribute("aria-pressed")).toBe("true");
  const chosen = await press(visitor, page.getByRole("button", { name: "Griglia" }));
  expect(statusAndLocation(chosen)).toEqual({ status: 303, location: "/shop?text=vite" });
  expect(visitor.cookieValue("shop_layout")).toBeTruthy();
  const again = await visitor.page("/shop?text=vite");
  expect(again.getByRole("button", { name: "Griglia" }).getAttribute("aria-pressed")).toBe("true");
  expect(results(again).querySelector("ul.product-grid")).not.toBeNull();
  const list = await visitor.page("/shop/list?text=vite");
  expect(list.getByRole("button", { name: "Elenco" }).getAttribute("aria-pressed")).toBe("true");
  expect(results(list).querySelector("ul.product-rows--list")).not.toBeNull();
});

test("product-detail mode goes to the listing's first product", async () => {
  const visitor = new Visitor();
  const page = await visitor.page("/shop?text=trapano");
  const detail = await press(visitor, page.getByRole("button", { name: "Dettaglio prodotto" }));
  expect(detail.status).toBe(303);
  expect(detail.headers.get("location")).toBe(productLinks(page)[0]);
});

test("an article code typed in the search box goes straight to the product", async () => {
  const visitor = new Visitor();
  const page = await visitor.page("/shop");
  const sku = within(productItems(page)[0]!)
    .getByText(/^Codice:/)
    .textContent!.split(":")[1]!
    .trim();
  const address = getFormAddress(within(page.getAllByRole("search")[0]!).getByRole("button", { name: "Cerca" }), { text: sku });
  const answer = await visitor.get(address);
  expect(answer.status).toBe(302);
  expect(answer.headers.get("location")).toBe(`/product/default/${sku}`);
});

test("the English listing lives under /en with English texts and English links", async () => {
  const visitor = new Visitor();
  const page = await visitor.page("/en/shop?text=drill");
  expect(page.document.documentElement.getAttribute("lang")).toBe("en");
  expect(page.getByRole("heading", { level: 1 }).textContent).toBe("Results for “drill”");
  expect(page.document.title).toBe("Search: drill – Ferramenta Pro");
  expect(page.getByRole("button", { name: "Grid" })).toBeTruthy();
  expect(productItems(page).length).toBeGreaterThan(0);
  const brand = facetValues(page, "Brand")[0]!;
  expect(brand.href).toMatch(/^\/en\/shop\?text=drill&filters-id_brand=/);
  expect(chips(await visitor.page(brand.href))).toHaveLength(2);
});

test("an oversized query is a 400 panel inside the shell", async () => {
  const page = await new Visitor().page(`/shop?text=${"a".repeat(2100)}`);
  expect(page.status).toBe(400);
  expect(page.getByRole("heading", { level: 1 }).textContent).toBe("Abbiamo un piccolo problema");
  expect(page.getByRole("navigation", { name: "Categorie" })).toBeTruthy();
});

test("search tabs: a new search tab, a second search in it, switch back, close it", async () => {
  const visitor = new Visitor();
  const tabs = (page: HtmlPage) => within(page.getByRole("navigation", { name: "Schede di ricerca" }));
  const first = await visitor.page("/shop?text=trapano");
  expect(tabs(first).getAllByRole("listitem")).toHaveLength(1);
  const added = await press(visitor, tabs(first).getByRole("button", { name: "Nuova ricerca" }), {}, { follow: true });
  const fresh = await visitor.parse(added);
  expect(fresh.url).toMatch(/is_new_tab=true/);
  expect(tabs(fresh).getAllByRole("listitem")).toHaveLength(2);
  expect(tabs(fresh).getAllByRole("link")[1]!.getAttribute("aria-current")).toBe("page");

  const second = await searchFor(visitor, fresh, "martello pneumatico");
  const [trapano, martello] = tabs(second).getAllByRole("link");
  expect(martello!.textContent).toBe("martello pne…");
  expect(martello!.getAttribute("aria-current")).toBe("page");
  const back = await visitor.page(trapano!.getAttribute("href")!);
  expect(back.url).toMatch(/text=trapano$/);
  expect(tabs(back).getByRole("link", { name: "trapano" }).getAttribute("aria-current")).toBe("page");

  const closed = await visitor.parse(
    await press(visitor, tabs(back).getByRole("button", { name: "Chiudi la scheda martello pne…" }), {}, { follow: true }),
  );
  expect(closed.url).toMatch(/text=trapano$/);
  expect(tabs(closed).getAllByRole("listitem")).toHaveLength(1);
  expect(tabs(closed).queryAllByRole("button", { name: /^Chiudi la scheda/ })).toEqual([]);
});

test("on a tablet /shop/list and /shop/small-list go to /shop keeping the query", async () => {
  const visitor = new Visitor();
  const tablet = await visitor.get("/shop/small-list?text=vite", { headers: { Cookie: "vw=800" } });
  expect(statusAndLocation(tablet)).toEqual({ status: 302, location: "/shop?text=vite" });
  const hinted = await visitor.get("/en/shop/list?text=vite", { headers: { "Sec-CH-Viewport-Width": "900" } });
  expect(hinted.headers.get("location")).toBe("/en/shop?text=vite");
  expect((await visitor.get("/shop/list?text=vite", { headers: { Cookie: "vw=1280" } })).status).toBe(200);
  expect((await visitor.get("/shop/list?text=vite")).status).toBe(200);
});
