// Product pages with JavaScript on and off, in Italian and English: a parent with its variants, a
// child, the barcodes and related-products modals (dialogs with JavaScript, links without), the
// gallery, structured data without prices, and the 404 of an unknown article.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { findParent, type Article } from "./support/catalog";

const TEXTS = {
  it: {
    prefix: "",
    variants: "Varianti",
    barcodes: "Codici a barre",
    related: "Prodotti correlati",
    documents: "Documenti correlati",
    variantOf: "Variante dell'articolo",
    close: "Chiudi",
    addToCart: /Aggiungi al carrello/,
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
    addToCart: /Add to cart/,
    notFound: "This page could not be found",
  },
} as const;

let article: Article;

test.beforeAll(() => {
  article = findParent();
});

async function openSidebarModal(page: Page, name: string, dialogId: string, javaScriptEnabled: boolean) {
  // With JavaScript the link opens a <dialog> once the page is hydrated; a click before that navigates.
  if (javaScriptEnabled) await page.waitForLoadState("networkidle");
  await page.locator(".product-sidebar").getByRole("link", { name, exact: true }).click();
  const dialog = page.locator(`#${dialogId}`);
  await expect(dialog).toBeVisible();
  if (javaScriptEnabled) {
    // A real modal: the page's address does not change.
    expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
    expect(new URL(page.url()).search).toBe("");
  } else {
    expect(new URL(page.url()).searchParams.get("modal")).toBe(dialogId.replace("modal-", ""));
  }
  return dialog;
}

for (const lang of ["it", "en"] as const) {
  const texts = TEXTS[lang];

  test.describe(`product pages (${lang})`, () => {
    test("a parent shows its variants with prices and leads to a child and back", async ({ page }) => {
      const response = await page.goto(`${texts.prefix}/product/default/${article.sku}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
      await expect(page).toHaveTitle(`${title} – Ferramenta Pro`);
      await expect(page.locator(".product-summary__facts")).toContainText(article.sku);
      await expect(page.locator(".buy-box .price__current")).toContainText("€");

      const variants = page.locator(".product-children");
      await expect(variants.getByRole("heading", { name: texts.variants })).toBeVisible();
      await expect(variants.locator("tbody tr")).toHaveCount(article.children.length);
      const firstRow = variants.locator("tbody tr").first();
      await expect(firstRow.locator(".price__current")).toContainText("€");
      await expect(firstRow.getByRole("button", { name: texts.addToCart })).toBeVisible();

      const childSku = article.children[0]!;
      await variants.getByRole("link", { name: childSku, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/product/child/${childSku}$`));
      await expect(page.locator(".product-summary__facts")).toContainText(childSku);
      await expect(page.locator(".product-children")).toHaveCount(0);
      await expect(page.locator(".buy-box").getByRole("button", { name: texts.addToCart })).toBeVisible();
      await page.getByRole("link", { name: new RegExp(`${texts.variantOf} ${article.sku}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/product/default/${article.sku}$`));
    });

    test("the barcodes modal lists the article's barcodes", async ({ page, javaScriptEnabled }) => {
      await page.goto(`${texts.prefix}/product/default/${article.sku}`);
      await expect(page.locator("#modal-barcodes")).toBeHidden();
      const dialog = await openSidebarModal(page, texts.barcodes, "modal-barcodes", javaScriptEnabled);
      await expect(dialog.getByRole("heading", { name: texts.barcodes })).toBeVisible();
      for (const code of article.barcodes) await expect(dialog).toContainText(code);
      await dialog.getByRole("link", { name: texts.close }).click();
      await expect(page.locator("#modal-barcodes")).toBeHidden();
    });

    test("the related-products modal leads to a related article", async ({ page, javaScriptEnabled }) => {
      await page.goto(`${texts.prefix}/product/default/${article.sku}`);
      await expect(page.locator(".product-linked").first().locator(".product-card").first()).toBeVisible();
      const dialog = await openSidebarModal(page, texts.related, "modal-related", javaScriptEnabled);
      const link = dialog.locator(".product-dialog__list").getByRole("link").first();
      const relatedTitle = (await link.textContent())!.trim();
      await link.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(relatedTitle);
      await expect(page).toHaveURL(new RegExp(`${texts.prefix}/product/(default|child)/`));
      await expect(page.locator("#modal-related")).toBeHidden();
    });

    test("a guest sees no related documents", async ({ page }) => {
      await page.goto(`${texts.prefix}/product/default/${article.sku}`);
      await expect(page.locator(".product-sidebar")).toBeVisible();
      await expect(page.getByRole("heading", { name: texts.documents })).toHaveCount(0);
    });

    test("an unknown article is a 404 inside the shell", async ({ page }) => {
      const response = await page.goto(`${texts.prefix}/product/default/ZZ00000`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: texts.notFound })).toBeVisible();
      await expect(page.locator(".site-header")).toBeVisible();
    });
  });
}

test("the gallery switches pictures from the thumbnails", { tag: "@dialect" }, async ({ page }) => {
  await page.goto(`/product/default/${article.sku}`);
  const slides = page.locator(".gallery__slide");
  await expect(slides.nth(0)).toBeVisible();
  await expect(slides.nth(1)).toBeHidden();
  await expect(slides.nth(0).locator("img")).toHaveAttribute("loading", "eager");
  await page.locator(".gallery__thumb").nth(1).click();
  await expect(slides.nth(1)).toBeVisible();
  await expect(slides.nth(0)).toBeHidden();
});

test("the gallery's previous and next buttons need JavaScript", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the buttons are an enhancement; without JavaScript the thumbnails do the job");
  await page.goto(`/product/default/${article.sku}`);
  await page.getByRole("button", { name: "Immagine successiva" }).click();
  await expect(page.locator(".gallery__slide").nth(1)).toBeVisible();
  await page.getByRole("button", { name: "Immagine precedente" }).click();
  await expect(page.locator(".gallery__slide").nth(0)).toBeVisible();
});

test("the general product address leads to the right page", async ({ page }) => {
  await page.goto(`/product/${article.sku}`);
  await expect(page).toHaveURL(new RegExp(`/product/default/${article.sku}$`));
  await page.goto(`/en/product/default/${article.children[0]}`);
  await expect(page).toHaveURL(new RegExp(`/en/product/child/${article.children[0]}$`));
});

test("structured data describes the article without any price", async ({ request }) => {
  const response = await request.get(`/en/product/default/${article.sku}`);
  const html = await response.text();
  const csp = response.headers()["content-security-policy"] ?? "";
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  const match = /<script type="application\/ld\+json" nonce="([^"]*)">([^<]*)<\/script>/.exec(html);
  expect(match?.[1]).toBe(nonce);
  const json = JSON.parse(match![2]!);
  expect(json).toMatchObject({ "@type": "Product", sku: article.sku, gtin13: article.barcodes[0] });
  expect(json.image[0]).toMatch(/^http:\/\/.+\/media\/[^/]+\/files\/images\//);
  expect(match![2]).not.toMatch(/price|offers/i);
  expect(response.headers()["cache-control"]).toBe("private, no-cache");
});

test("the sidebar's search box searches the shop", async ({ page }) => {
  await page.goto(`/en/product/default/${article.sku}`);
  await page.getByRole("searchbox", { name: "Search the catalogue" }).fill("hammer");
  await page.locator(".product-sidebar").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/en\/shop\?text=hammer$/);
});
