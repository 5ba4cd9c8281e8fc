// The listing never leaves a customer stuck (issue 29): a failing "load more" keeps what is shown
// and offers a retry in place; a search with no results offers a corrected or relaxed query, the
// matching categories, the quick order and the contact page; on a 375 x 667 phone the first
// product starts in the upper half of the screen, the filters are an off-canvas panel, nothing
// scrolls sideways and the quick order's report fits; a malformed price range is normalised.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { signIn } from "./support/sign-in";
import { startShopWithErp, type ShopWithErp } from "../support/processes";

const products = (page: Page) => page.locator(".shop__body .product-row, .shop__body .product-card");
const PHONE = { width: 375, height: 667 };

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test("a misspelt search offers the corrected word, its category, the quick order and the contact page", async ({ page }) => {
  await page.goto("/shop?text=martelo");
  await expect(page.getByText("Nessun prodotto corrisponde alla tua selezione.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Martelli" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Conosci il codice? Usa l'ordine rapido" })).toHaveAttribute(
    "href",
    /\/pages\/cart\?tab=active#quick-order-title$/,
  );
  await expect(page.getByRole("link", { name: "Contattaci: ti aiutiamo a trovare l'articolo" })).toHaveAttribute("href", "/pages/contact-us");
  await page.getByRole("link", { name: "martello", exact: true }).click();
  await expect(page).toHaveURL(/\/shop\?text=martello$/);
  await expect(products(page).first()).toBeVisible();
});

test("a size written 4x40 is offered as the catalogue writes it, in English too", async ({ page }) => {
  await page.goto("/en/shop?text=vite+4X40");
  await expect(page.getByText("Did you mean:")).toBeVisible();
  await page.getByRole("link", { name: "vite 4 x 40", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/shop\?text=vite\+4\+x\+40$/);
  await expect(products(page).first()).toContainText(/4(,5)? x 40/);
});

test("a malformed price range is normalised to the slider's steps, never shown as it came", async ({ page }) => {
  await page.goto("/shop?min_price=abc&max_price=5000");
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.locator(".filters__active .chip")).toHaveCount(0);
  await page.goto("/shop?min_price=500&max_price=510");
  await expect(page).toHaveURL(/\/shop\?min_price=500&max_price=600$/);
  await expect(page.locator(".filters__active .chip")).toHaveText(/Prezzo: 500–600 EUR/);
});

test("on a phone the first product starts in the upper half and the filters open off-canvas", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/shop");
  const first = await products(page).first().boundingBox();
  expect(first!.y).toBeLessThan(PHONE.height / 2);
  await noSidewaysScroll(page);
  const panel = page.getByRole("complementary", { name: "Filtri" }).locator(".filters__panel");
  await expect(panel).toBeHidden();
  await page.locator(".shop__header").getByText("Filtri", { exact: true }).click();
  await expect(panel).toBeVisible();
  await expect(panel.getByText("Reparto")).toBeVisible();
  expect((await panel.boundingBox())!.width).toBe(300);
  await panel.locator("label", { hasText: "Chiudi i filtri" }).click();
  await expect(panel).toBeHidden();
  await noSidewaysScroll(page);
});

test.describe("with its own demo ERP", () => {
  test.describe.configure({ mode: "serial" });
  test.setTimeout(120_000);
  let pair: ShopWithErp;

  test.beforeAll(async () => {
    pair = await startShopWithErp("shop-ways-on");
  });

  test.afterAll(async () => {
    await pair?.stop();
  });

  test("a failing next page keeps the listing and offers a retry in place", async ({ page, javaScriptEnabled }) => {
    await page.goto(`${pair.shop.url}/shop`);
    await expect(products(page)).toHaveCount(12);
    const first = await products(page).first().locator("h2").innerText();
    await pair.setFaults([{ path: "/hub/search/search", status: 503 }]);
    try {
      if (javaScriptEnabled) {
        await page.getByRole("button", { name: "Carica altri" }).click();
        await expect(page.getByRole("alert")).toHaveText(/Non è stato possibile caricare altri prodotti/);
        await expect(products(page)).toHaveCount(12);
        await expect(products(page).first().locator("h2")).toHaveText(first);
      } else {
        await page.getByRole("navigation", { name: "Pagine" }).getByRole("link", { name: "Pagina 2", exact: true }).click();
        await expect(page.getByRole("heading", { name: "Ops, qualcosa è andato storto" })).toBeVisible();
        await expect(page.locator(".site-header")).toBeVisible();
      }
    } finally {
      await pair.setFaults([]);
    }
    // The shop serves normally again by itself: the retry loads the page that failed.
    if (javaScriptEnabled) {
      await page.getByRole("button", { name: "Riprova" }).click();
      await expect(products(page)).toHaveCount(24);
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Carica altri" })).toBeVisible();
    } else {
      await page.getByRole("link", { name: "Riprova" }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(products(page)).toHaveCount(12);
    }
  });

  test("the quick order's report shows every column on a phone", async ({ page }) => {
    await signIn(page, "info@termoidraulicaesposito.example", { baseUrl: pair.shop.url });
    await page.setViewportSize(PHONE);
    await page.goto(`${pair.shop.url}/pages/cart?tab=active`);
    await page.getByLabel("Righe da aggiungere").fill("XX99999;3\nUT10001;abc");
    await page.getByRole("button", { name: "Aggiungi tutto al carrello" }).click();
    const report = page.getByRole("table");
    await expect(report.getByRole("cell", { name: "Codice sconosciuto" })).toBeVisible();
    for (const name of ["Riga", "Codice", "Quantità", "Esito"]) {
      const box = (await report.getByRole("columnheader", { name }).boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width);
    }
    const wrap = page.locator(".quick-order__table-wrap");
    expect(await wrap.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await noSidewaysScroll(page);
  });
});
