// The guest side of the account area, JavaScript on and off: registration, password reset, the
// guards of the account pages, and the accessibility audit of these pages.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { seriousViolations } from "./support/axe";

test.use({ bypassCSP: true });

/** A form field by its label's text (mandatory ones end with " *"). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));
}

/** A valid Italian VAT number (check digit computed) from a 10-digit base. */
function italianVat(base: number): string {
  const digits = String(Math.trunc(base)).padStart(10, "0").slice(-10);
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const digit = Number(digits[index]);
    sum += index % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return digits + String((10 - (sum % 10)) % 10);
}

test.describe("registration", () => {
  test("registers a new business customer", async ({ page }, testInfo) => {
    await page.goto("/en/pages/register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a business account");
    const unique = `${testInfo.project.name}-${Date.now()}`;
    await field(page, "First name").fill("Mario");
    await field(page, "Last name").fill("Verdi");
    await field(page, "Company name").fill(`Verdi Utensili ${unique}`);
    await field(page, "VAT number").fill(`IT${italianVat(Date.now() % 1e10)}`);
    await field(page, "Address").fill("Via Roma 1");
    await field(page, "City").fill("Milano");
    await field(page, "Province").fill("MI");
    await field(page, "Postal code").fill("20100");
    await field(page, "Phone").fill("+39 02 1234567");
    await field(page, "Email").fill(`mario.${unique}@verdi.example`);
    await field(page, "I consent to the processing of my personal data").check();
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("You have registered successfully.")).toBeVisible();
    await expect(page).toHaveURL(/\/en\/pages\/register\?done=1$/);
  });

  test("marks the mandatory fields and keeps what was typed", async ({ page }) => {
    await page.goto("/en/pages/register");
    await field(page, "Company name").fill("Verdi Utensili srl");
    await field(page, "Email").fill("not-an-email");
    await field(page, "VAT number").fill("00743110158");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.getByText("Field is required").first()).toBeVisible();
    await expect(page.getByText("Enter a valid email address")).toBeVisible();
    await expect(page.getByText("Enter a valid Italian VAT number (11 digits, optionally after IT)")).toBeVisible();
    await expect(page.getByText("Consent to the processing of personal data is required")).toBeVisible();
    await expect(field(page, "Company name")).toHaveValue("Verdi Utensili srl");
    await expect(field(page, "First name")).toHaveAttribute("aria-invalid", "true");
    // A field beside one with an error keeps its place and height.
    const vat = (await field(page, "VAT number").boundingBox())!;
    const taxCode = (await field(page, "Tax code").boundingBox())!;
    expect(Math.abs(taxCode.y - vat.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(taxCode.height - vat.height)).toBeLessThanOrEqual(1);
  });

  test("shows 'Registration failed!' with the ERP's reason for a known email", async ({ page }) => {
    await page.goto("/pages/register_origin");
    await expect(page.locator(".site-header")).toBeVisible();
    await field(page, "Nome").fill("Mario");
    await field(page, "Cognome").fill("Rossi");
    await field(page, "Ragione sociale").fill("Ferramenta Rossi");
    await field(page, "Partita IVA").fill("00743110157");
    await field(page, "Indirizzo").fill("Via Roma 1");
    await field(page, "Città").fill("Bologna");
    await field(page, "Provincia").fill("BO");
    await field(page, "CAP").fill("40100");
    await field(page, "Telefono").fill("051 1234567");
    await field(page, "Email").fill("acquisti@ferramentarossi.example");
    await field(page, "Acconsento al trattamento dei miei dati personali").check();
    await page.getByRole("button", { name: "Registrati" }).click();
    await expect(page.getByRole("alert")).toContainText("Registrazione non riuscita!");
    await expect(field(page, "Ragione sociale")).toHaveValue("Ferramenta Rossi");
  });
});

test.describe("password reset", () => {
  for (const username of ["ordini@edilcolorbianchi.example", "nobody@unknown.example"]) {
    test(`answers the same for ${username}`, async ({ page }) => {
      await page.goto("/en/pages/forgot-password");
      await field(page, "Email").fill(username);
      await page.getByRole("button", { name: "Send a new password" }).click();
      await expect(page.getByText("Please check your email for a new password")).toBeVisible();
    });
  }

  test("asks for the email", async ({ page }) => {
    await page.goto("/en/pages/forgot-password");
    await page.getByRole("button", { name: "Send a new password" }).click();
    await expect(page.getByText("Field is required")).toBeVisible();
  });
});

test.describe("guards", () => {
  for (const path of ["/pages/account", "/pages/dashboard", "/pages/order_detail?type=OC&number=1&year=2026", "/en/pages/documents"]) {
    test(`a guest opening ${path} is sent to the login page`, async ({ page }) => {
      await page.goto(path);
      const url = new URL(page.url());
      expect(url.pathname).toBe(path.startsWith("/en/") ? "/en/pages/login" : "/pages/login");
      expect(url.searchParams.get("redirectTo")).toBe(path);
    });
  }

  test("a guest asking for a document PDF or a CSV is sent to the login page, never given the file", async ({ request }) => {
    for (const path of ["/pages/documents/invoice/F/2026/90145.pdf", "/pages/deadlines/export.csv"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      expect(response.headers()["location"]).toContain("/pages/login");
    }
  });
});

test.describe("accessibility", () => {
  for (const path of ["/pages/register", "/en/pages/register_origin", "/pages/forgot-password"]) {
    test(`${path} has no serious or critical axe violations`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "axe-core runs as a script in the page");
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test("registration can be filled and sent with the keyboard alone", async ({ page }) => {
    await page.goto("/en/pages/forgot-password");
    await field(page, "Email").focus();
    await page.keyboard.type("nobody@unknown.example");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send a new password" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Please check your email for a new password")).toBeVisible();
  });
});
