// Product pages where they need a browser: the sidebar's barcodes and related-products links open
// real modal dialogs with JavaScript (focus inside, the address unchanged, focus back on close; a
// related article reached by client navigation closes the modal), and the gallery switches pictures
// from its thumbnails (CSS, also with JavaScript off: @no-js) and, with JavaScript, its buttons.
// Pages, variants, the modals without JavaScript, structured data, 404s, the gallery's pictures on
// both dialects: tests/http/catalogue-product.test.ts.
import { expect, test } from "./support/test";
import { type Article, findParent } from "../support/articles";

let article: Article;

test.beforeAll(() => {
  article = findParent();
});

test("the barcodes link opens a modal dialog in place, and closing it gives the focus back", async ({ page }) => {
  await page.goto(`/product/default/${article.sku}`);
  const opener = page.locator(".product-sidebar").getByRole("link", { name: "Codici a barre", exact: true });
  const dialog = page.getByRole("dialog", { name: "Codici a barre" });
  await expect(dialog).toBeHidden();
  await opener.click();
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  expect(new URL(page.url()).search).toBe("");
  await expect(dialog.locator(":focus")).toHaveCount(1);
  for (const code of article.barcodes) await expect(dialog).toContainText(code);
  await dialog.getByRole("link", { name: "Chiudi" }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // Escape closes it too.
  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("the related-products modal leads to a related article, which opens with the modal closed", async ({ page }) => {
  await page.goto(`/product/default/${article.sku}`);
  await page.locator(".product-sidebar").getByRole("link", { name: "Prodotti correlati", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Prodotti correlati" });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches(":modal"))).toBe(true);
  const link = dialog.locator(".product-dialog__list").getByRole("link").first();
  const relatedTitle = (await link.textContent())!.trim();
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(relatedTitle);
  await expect(page).toHaveURL(/\/product\/(default|child)\//);
  await expect(page.locator("#modal-related")).toBeHidden();
});

test(
  "the gallery switches pictures from the thumbnails, and with JavaScript by its buttons",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }) => {
    await page.goto(`/product/default/${article.sku}`);
    const slides = page.locator(".gallery__slide");
    await expect(slides.nth(0)).toBeVisible();
    await expect(slides.nth(1)).toBeHidden();
    await page.locator(".gallery__thumb").nth(1).click();
    await expect(slides.nth(1)).toBeVisible();
    await expect(slides.nth(0)).toBeHidden();
    await page.locator(".gallery__thumb").nth(0).click();
    await expect(slides.nth(0)).toBeVisible();
    if (!javaScriptEnabled) {
      // Without JavaScript the thumbnails do the job alone.
      await expect(page.getByRole("button", { name: "Immagine successiva" })).toHaveCount(0);
      return;
    }
    await page.getByRole("button", { name: "Immagine successiva" }).click();
    await expect(slides.nth(1)).toBeVisible();
    await expect(slides.nth(0)).toBeHidden();
    await page.getByRole("button", { name: "Immagine precedente" }).click();
    await expect(slides.nth(0)).toBeVisible();
  },
);
