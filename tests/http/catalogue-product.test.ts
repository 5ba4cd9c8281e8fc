// Product pages as a JavaScript-off browser gets them, in Italian and English (was most of
// tests/e2e/product.spec.ts): a parent with its variants and the way to a child and back, the
// barcodes and related-products modals rendered open by ?modal=, no related documents for a guest,
// the 404 of an unknown article, the general product address, structured data without prices, the
// sidebar's search form, and the gallery's pictures (on both dialects' shops).
import { within } from "@testing-library/dom";
import { beforeAll, describe, expect, test } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { testShop } from "../support/shops";
import { href } from "./support/catalogue";
import { Visitor, type HtmlPage } from "./support/visitor";
import { getFormAddress, press, redirectOf } from "./support/forms";
import { type Article, findParent, soldOutArticle } from "../support/articles";

const TEXTS = {
  it: {
    prefix: "",
    variants: "Varianti",
    barcodes: "Codici a barre",
    related: "Prodotti correlati",
    documents: "Documenti correlati",
    variantOf: "Variante dell'articolo",
    close: "Chiudi",
    addToCart: "Aggiungi al carrello",
    notFound: "Pagina non trovata",
  },
  en: {
    prefix: "/en",
    variants: "Variants",
    barcodes: "Barcodes",
    related: "Related products",
    documents: "Related documents",
    variantOf: "Variant of article",
    close: "Close",
    addToCart: "Add to cart",
    notFound: "This page could not be found",
  },
} as const;

let article: Article;

beforeAll(() => {
  article = findParent();
});

/** The product's facts (code, brand, model) as the page lists them. */
const facts = (page: HtmlPage) => page.getByRole("heading", { level: 1 }).parentElement!.querySelector("dl")!.textContent ?? "";
/** A modal dialog by its id (a closed one has no accessible name: its title is not rendered). */
const dialog = (page: HtmlPage, id: "modal-barcodes" | "modal-related") => page.document.getElementById(id) as HTMLElement;

for (const lang of ["it", "en"] as const) {
  const texts = TEXTS[lang];

  describe(`product pages (${lang})`, () => {
    test("a parent shows its variants with prices and links to a child, which links back", async () => {
      const visitor = new Visitor();
      const page = await visitor.page(`${texts.prefix}/product/default/${article.sku}`);
      expect(page.status).toBe(200);
      expect(page.document.documentElement.getAttribute("lang")).toBe(lang);
      const title = page.getByRole("heading", { level: 1 }).textContent!.trim();
      expect(page.document.title).toBe(`${title} – Ferramenta Pro`);
      expect(facts(page)).toContain(article.sku);
      expect(page.document.querySelector(".buy-box .price__current")?.textContent).toContain("€");

      const variants = page.getByRole("region", { name: texts.variants });
      const rows = within(within(variants).getByRole("table")).getAllByRole("row").slice(1);
      expect(rows).toHaveLength(article.children.length);
      expect(rows[0]!.querySelector(".price__current")?.textContent).toContain("€");
      expect(within(rows[0]!).getByRole("button", { name: texts.addToCart })).toBeTruthy();

      const childSku = article.children[0]!;
      const childLink = href(within(variants).getByRole("link", { name: childSku }));
      expect(childLink).toBe(`${texts.prefix}/product/child/${childSku}`);
      const child = await visitor.page(childLink);
      expect(child.status).toBe(200);
      expect(facts(child)).toContain(childSku);
      expect(child.queryByRole("region", { name: texts.variants })).toBeNull();
      expect(within(child.document.querySelector(".buy-box") as HTMLElement).getByRole("button", { name: texts.addToCart })).toBeTruthy();
      const parentLink = child.getByRole("link", { name: new RegExp(`${texts.variantOf} ${article.sku}`) });
      expect(href(parentLink)).toBe(`${texts.prefix}/product/default/${article.sku}`);
    });

    test("the barcodes modal is a link to ?modal=barcodes, whose page renders it open with the codes and a way out", async () => {
      const visitor = new Visitor();
      const path = `${texts.prefix}/product/default/${article.sku}`;
      const page = await visitor.page(path);
      expect(dialog(page, "modal-barcodes").hasAttribute("open")).toBe(false);
      const sidebar = within(page.getByRole("complementary", { name: lang === "it" ? "Dettagli articolo" : "Article details" }));
      const link = href(sidebar.getByRole("link", { name: texts.barcodes }));
      expect(link).toBe(`${path}?modal=barcodes#modal-barcodes`);
      const open = await visitor.page(link);
      const barcodes = open.getByRole("dialog", { name: texts.barcodes });
      expect(barcodes.hasAttribute("open")).toBe(true);
      expect(within(barcodes).getByRole("heading", { name: texts.barcodes })).toBeTruthy();
      for (const code of article.barcodes) expect(within(barcodes).getByText(code)).toBeTruthy();
      expect(href(within(barcodes).getByRole("link", { name: texts.close }))).toBe(path);
    });

    test("the related-products modal rendered open leads to a related article", async () => {
      const visitor = new Visitor();
      const page = await visitor.page(`${texts.prefix}/product/default/${article.sku}?modal=related`);
      expect(page.getByRole("region", { name: texts.related }).querySelector(".product-card")).not.toBeNull();
      const related = page.getByRole("dialog", { name: texts.related });
      expect(related.hasAttribute("open")).toBe(true);
      const link = within(related)
        .getAllByRole("link")
        .find((candidate) => candidate.getAttribute("aria-label") !== texts.close)!;
      expect(href(link)).toMatch(new RegExp(`^${texts.prefix}/product/(default|child)/`));
      const next = await visitor.page(href(link));
      expect(next.getByRole("heading", { level: 1 }).textContent).toBe(link.textContent);
      expect(dialog(next, "modal-related").hasAttribute("open")).toBe(false);
    });

    test("a guest sees no related documents", async () => {
      const page = await new Visitor().page(`${texts.prefix}/product/default/${article.sku}`);
      expect(page.getByRole("heading", { name: texts.barcodes, hidden: true })).toBeTruthy();
      expect(page.queryByRole("heading", { name: texts.documents, hidden: true })).toBeNull();
    });

    test("an unknown article is a 404 inside the shell", async () => {
      const page = await new Visitor().page(`${texts.prefix}/product/default/ZZ00000`);
      expect(page.status).toBe(404);
      expect(page.getByRole("heading", { name: texts.notFound })).toBeTruthy();
      expect(page.getByRole("navigation", { name: lang === "it" ? "Categorie" : "Categories" })).toBeTruthy();
    });
  });
}

test.each(["default", "varying"] as const)(
  "a sold-out article's page offers its alternatives with the customer's prices, and one goes to the cart without JavaScript (%s dialect)",
  async (dialect) => {
    const { visitor } = await Visitor.ownCustomer(DEMO_CUSTOMERS[0]!.username, { shop: testShop(dialect) });
    const soldOut = soldOutArticle();
    const page = await visitor.page(`/en/product/default/${soldOut.sku}`);
    const cards = Array.from(page.getByRole("region", { name: /^Alternatives?$/ }).querySelectorAll<HTMLElement>(".product-card"));
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(within(card).getAllByText(/€/).length).toBeGreaterThan(0);
    const orderable = cards.find((card) => !within(card).getByRole<HTMLButtonElement>("button", { name: "Add to cart" }).disabled)!;
    expect(redirectOf(await press(visitor, within(orderable).getByRole("button", { name: "Add to cart" })))).toBe(
      `/en/product/default/${soldOut.sku}`,
    );
  },
);

test("the general product address leads to the article's own page", async () => {
  const visitor = new Visitor();
  const general = await visitor.get(`/product/${article.sku}`);
  expect(general.status).toBeGreaterThanOrEqual(301);
  expect(general.headers.get("location")).toBe(`/product/default/${article.sku}`);
  const child = await visitor.page(`/en/product/default/${article.children[0]}`, { follow: true });
  expect(child.url).toMatch(new RegExp(`/en/product/child/${article.children[0]}$`));
});

test("structured data describes the article without any price, under the page's nonce", async () => {
  const visitor = new Visitor();
  const response = await visitor.get(`/en/product/default/${article.sku}`);
  expect(response.headers.get("cache-control")).toBe("private, no-cache");
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const page = await visitor.parse(response);
  const scripts = Array.from(page.document.querySelectorAll('script[type="application/ld+json"]'));
  expect(scripts).toHaveLength(1);
  expect(scripts[0]!.getAttribute("nonce")).toBe(nonce);
  const text = scripts[0]!.textContent ?? "";
  const json = JSON.parse(text) as { image: string[] };
  expect(json).toMatchObject({ "@type": "Product", sku: article.sku, gtin13: article.barcodes[0] });
  expect(json.image[0]).toMatch(/^http:\/\/.+\/media\/[^/]+\/files\/images\//);
  expect(text).not.toMatch(/price|offers/i);
});

test("the sidebar's search box is a GET form that searches the shop", async () => {
  const page = await new Visitor().page(`/en/product/default/${article.sku}`);
  const search = within(page.getByRole("search", { name: "Search the catalogue" }));
  expect(search.getByRole("searchbox", { name: "Search the catalogue" })).toBeTruthy();
  expect(getFormAddress(search.getByRole("button", { name: "Search" }), { text: "hammer" })).toBe("/en/shop?text=hammer");
});

for (const dialect of ["default", "varying"] as const) {
  test(`the gallery's pictures (${dialect} dialect) are the shop's own, the first eager, each with a thumbnail that chooses it`, async () => {
    const visitor = new Visitor(testShop(dialect));
    const page = await visitor.page(`/product/default/${article.sku}`);
    const gallery = within(page.getByRole("region", { name: "Immagini del prodotto" }));
    const choices = gallery.getAllByRole("radio");
    expect(choices.length).toBeGreaterThanOrEqual(2);
    expect((choices[0] as HTMLInputElement).checked).toBe(true);
    const images = Array.from(page.getByRole("region", { name: "Immagini del prodotto" }).querySelectorAll(".gallery__stage img"));
    expect(images).toHaveLength(choices.length);
    expect(images.map((image) => image.getAttribute("loading"))).toEqual(["eager", ...images.slice(1).map(() => "lazy")]);
    // Without JavaScript a thumbnail is the label of its picture's radio: CSS shows the checked one.
    const thumbs = Array.from(page.document.querySelectorAll(".gallery__thumbs label"));
    expect(thumbs.map((thumb) => thumb.getAttribute("for"))).toEqual(choices.map((choice) => choice.id));
    for (const image of images) {
      const source = image.getAttribute("src")!;
      expect(source).toMatch(/^\/media\/[^/]+\//);
      const answer = await visitor.get(source);
      expect(answer.status, source).toBe(200);
      expect(answer.headers.get("content-type"), source).toMatch(/^image\//);
      await answer.body?.cancel();
    }
  });
}
