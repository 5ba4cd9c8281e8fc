// The signed-in account area, JavaScript on and off: dashboard, orders with status filter, order
// detail and reorder, document PDFs, the deadlines CSV, the price view setting, another customer's
// order and documents refused, and the accessibility audit. Signs in through /pages/login.
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { seriousViolations } from "./support/axe";
import { signIn } from "./support/sign-in";

test.use({ bypassCSP: true });

const ROSSI = "acquisti@ferramentarossi.example";
const BIANCHI = "ordini@edilcolorbianchi.example";
const ESPOSITO = "info@termoidraulicaesposito.example";

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent("download"), click()]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

/** A page of a new context signed in as the customer. */
async function customerPage(browser: Browser, javaScriptEnabled: boolean, username: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled, bypassCSP: true, baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

test("after signing in, the customer is sent back to the page they asked for", async ({ page }) => {
  await page.goto("/pages/dashboard");
  await expect(page).toHaveURL(/\/pages\/login\?redirectTo=%2Fpages%2Fdashboard/);
  await signIn(page, ROSSI);
  await expect(page).toHaveURL(/\/pages\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
});

test(
  "the dashboard shows credit position, deadlines, latest orders and documents, saved carts and quick links",
  { tag: "@dialect" },
  async ({ page }) => {
    await signIn(page, ROSSI);
    await page.goto("/en/pages/dashboard");
    for (const heading of ["Credit position", "Payment deadlines", "Latest orders", "Latest documents", "Saved carts"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText("Credit limit", { exact: true })).toBeVisible();
    await expect(page.locator("#orders-heading + .mini-list li").first()).toContainText("OC/");
    const quickLinks = page.getByRole("navigation", { name: "Quick links" });
    for (const name of ["Cart", "Orders", "Documents", "Payment deadlines", "Wishlist", "Account"]) {
      await expect(quickLinks.getByRole("link", { name })).toBeVisible();
    }
  },
);

test("the wishlist has one name everywhere and a way in from the header, on desktop and mobile", async ({ page }) => {
  await signIn(page, ESPOSITO);
  await page.goto("/pages/dashboard");
  await page.getByRole("banner").getByRole("link", { name: "Preferiti" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Preferiti" })).toBeVisible();
  await page.goto("/pages/dashboard");
  await expect(page.getByRole("main").getByRole("link", { name: "Preferiti" })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Collegamenti rapidi" }).getByRole("link", { name: "Preferiti" })).toBeVisible();
  await expect(page.getByText(/lista (dei )?desideri/i)).toHaveCount(0);
});

test("filters orders by status, opens an order and reorders it", async ({ page }) => {
  await signIn(page, BIANCHI);
  await page.goto("/pages/orders");
  await page.getByRole("navigation", { name: "Stato" }).getByRole("link", { name: "Evasi", exact: true }).click();
  await expect(page).toHaveURL(/status=fulfilled/);
  const badges = page.locator(".data-table tbody .badge");
  await expect(badges.first()).toBeVisible();
  for (const text of await badges.allTextContents()) expect(text).toBe("Evaso");

  const first = page.locator(".data-table tbody th a").first();
  const number = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ordine ${number}`);
  await expect(page.getByRole("columnheader", { name: "Ordinato" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Consegnato" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Residuo" })).toBeVisible();

  const detailUrl = page.url();
  await page.getByRole("button", { name: "Ordina di nuovo" }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByText(/aggiunt[ae] al carrello ai prezzi di oggi/)).toBeVisible();
});

test("an order's lines show their net price and net amount, adding up to the net the order list shows", { tag: "@dialect" }, async ({ page }) => {
  await signIn(page, ROSSI);
  await page.goto("/en/pages/orders");
  const row = page.locator(".data-table tbody tr").first();
  const listedNet = (await row.locator('td[data-label="Net"]').innerText()).trim();
  expect(listedNet).toMatch(/€/);
  await row.locator("th a").click();
  await expect(page.getByRole("columnheader", { name: "Net amount" })).toBeVisible();
  await expect(page.locator(".order-head dd").filter({ hasText: "€" })).toHaveText(listedNet);
  const cells = page.locator('.data-table tbody td[data-label="Net price"], .data-table tbody td[data-label="Net amount"]');
  await expect(cells.first()).toBeVisible();
  for (const text of await cells.allInnerTexts()) {
    expect(text).toMatch(/€/);
    expect(text).not.toMatch(/^€\s?0\.00$/);
  }
});

test("a refused password change shows the ERP's reason on the form", { tag: "@dialect" }, async ({ page }) => {
  await signIn(page, ESPOSITO);
  await page.goto("/pages/account");
  const form = page.locator("form:has(input[name='currentPassword'])");
  await form.locator("input[name='currentPassword']").fill("non-e-questa-1");
  await form.locator("input[name='newPassword']").fill("nuovapass1");
  await form.locator("input[name='confirmPassword']").fill("nuovapass1");
  await form.getByRole("button", { name: "Cambia password" }).click();
  await expect(form.getByRole("alert")).toHaveText("Password is wrong");
  await expect(page).toHaveURL(/\/pages\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Pagina non trovata");
});

test("filters orders by date range and reports a broken range", async ({ page }) => {
  await signIn(page, ROSSI);
  await page.goto("/en/pages/orders?from=2026-03-01&to=2026-01-01");
  await expect(page.getByRole("alert")).toHaveText("The end date comes before the start date: the dates were ignored.");
  await expect(page.getByLabel("From")).toHaveValue("2026-03-01");
});

test("downloads an invoice PDF and a transport document PDF", { tag: "@dialect" }, async ({ page }) => {
  await signIn(page, ROSSI);
  for (const kind of ["invoice", "delivery-note"]) {
    await page.goto(`/pages/documents?kind=${kind}`);
    // The link's own answer, fetched with the page's session: Chromium's PDF handling differs
    // between headless builds, the response does not.
    const href = (await page.locator(".data-table tbody a[download]").first().getAttribute("href"))!;
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  }
});

test("exports the payment deadlines as CSV", async ({ page }) => {
  await signIn(page, ROSSI);
  await page.goto("/pages/deadlines");
  await expect(page.locator("tr.is-overdue").first()).toBeVisible();
  const csv = await downloaded(page, () => page.getByRole("link", { name: "Esporta CSV" }).click());
  expect(csv.name).toBe("payment-deadlines.csv");
  const text = csv.bytes.toString("utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.slice(1).split("\r\n")[0]).toBe("Scadenza;Descrizione;Documento;Tipo pagamento;Importo;Totale documento;Stato");
});

test("changes the price view and sees prices switch on the next page", async ({ page }) => {
  await signIn(page, ESPOSITO);
  await page.goto("/en/pages/account");
  await page.getByLabel("Gross (VAT included)").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  // The radio is checked before the post lands: wait for the confirmation instead.
  await expect(page.getByText("Settings saved: they apply from the next page.")).toBeVisible();
  await page.goto("/en/shop");
  await expect(page.locator(".price__note").first()).toHaveText("VAT included");

  await page.goto("/en/pages/account");
  await page.getByLabel("Net (VAT excluded)").check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved: they apply from the next page.")).toBeVisible();
  await page.goto("/en/shop");
  await expect(page.locator(".price__note").first()).toHaveText("net of VAT");
});

test("another customer's order, document and PDF are a 404", async ({ browser, javaScriptEnabled }) => {
  const rossi = await customerPage(browser, javaScriptEnabled, ROSSI);
  await rossi.goto("/pages/orders");
  const orderHref = (await rossi.locator(".data-table tbody th a").first().getAttribute("href"))!;
  await rossi.goto("/pages/documents");
  const pdfHref = (await rossi.locator(".data-table tbody a[download]").first().getAttribute("href"))!;
  await rossi.context().close();

  const bianchi = await customerPage(browser, javaScriptEnabled, BIANCHI);
  expect((await bianchi.goto(orderHref))?.status()).toBe(404);
  expect((await bianchi.request.get(pdfHref)).status()).toBe(404);
  await bianchi.goto("/pages/documents");
  await expect(bianchi.locator(`a[href="${pdfHref}"]`)).toHaveCount(0);
  await bianchi.context().close();
});

test.describe("accessibility", () => {
  for (const path of ["/pages/dashboard", "/en/pages/orders", "/pages/documents?kind=delivery-note", "/pages/deadlines", "/en/pages/account"]) {
    test(`${path} has no serious or critical axe violations`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "axe-core runs as a script in the page");
      await signIn(page, ROSSI);
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("the order detail has no serious or critical axe violations", async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe-core runs as a script in the page");
    await signIn(page, ROSSI);
    await page.goto("/pages/orders");
    await page.locator(".data-table tbody th a").first().click();
    await expect(page.getByRole("button", { name: "Ordina di nuovo" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("orders can be filtered and opened with the keyboard alone", async ({ page }) => {
    await signIn(page, ROSSI);
    await page.goto("/en/pages/orders");
    await page.getByRole("link", { name: "To be accepted", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/status=to-be-accepted/);
    await page.locator(".data-table tbody th a").first().focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/pages\/order_detail\?/);
  });
});
