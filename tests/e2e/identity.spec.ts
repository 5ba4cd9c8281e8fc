// Sign-in and sign-out in a real browser: the login form itself, JavaScript on and off (its checks run
// in the page with JavaScript, on the server without; the page it lands on is a new document, styled
// from its first paint, either way), sign-out in view on every kind of page on a
// desktop and a 375 px phone, and the delivery address menu that submits itself with JavaScript.
// Everything the server answers (each demo customer in both languages and dialects, the back-off,
// redirects, forged posts, the address refused) is tests/http/identity-sign-in.test.ts; the default
// per-client limit and GUEST_NAVIGATION=false are tests/http/identity-own-shop.test.ts.
import type { Page } from "@playwright/test";
import { expect, ownCustomer, signInAs, test } from "./support/test";
import { DEMO_CUSTOMERS, DEMO_PASSWORD, type DemoCustomer } from "../../demo-erp/customers";
import { cloneCustomer } from "../support/shops";

const [ROSSI, , ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel("Email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test(
  "the login form refuses empty fields and a wrong password, then signs in to a first page styled from its first paint; sign-out leaves nothing of the customer",
  { tag: "@no-js" },
  async ({ page, shop, baseURL, javaScriptEnabled }) => {
    // A customer of the test's own: a seeded account's failures would count towards its back-off for every other test.
    const customer = await cloneCustomer(shop, ESPOSITO.username);
    // What each document looks like when its parser is done, before anything runs after it.
    await page.addInitScript(() =>
      document.addEventListener("DOMContentLoaded", () => {
        const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
        Object.assign(window, {
          firstPaint: {
            path: location.pathname,
            sheetsInBody: sheets.filter((sheet) => document.body.contains(sheet)).length,
            sheetsNotApplied: sheets.filter((sheet) => !sheet.sheet).map((sheet) => sheet.href),
            headerBackground: getComputedStyle(document.querySelector(".site-header") ?? document.body).backgroundColor,
            menuPlaceholders: document.querySelectorAll(".mega-menu__placeholder").length,
            menuHeight: document.querySelector(".mega-menu")?.getBoundingClientRect().height,
          },
        });
      }),
    );
    await page.goto("/en/pages/login");
    // Spaces pass the browser's own `required` check; the form's checks (in the page, or on the server) trim them away.
    await fillLogin(page, "   ", "x");
    await expect(page.getByText("Field is required")).toBeVisible();

    await fillLogin(page, customer.username, "not-the-password");
    await expect(page.getByRole("alert")).toHaveText("Authentication Failed!");
    await expect(page.getByLabel("Email")).toHaveValue(customer.username);

    await fillLogin(page, customer.username, DEMO_PASSWORD);
    await expect(page).toHaveURL(`${baseURL}/en`);
    if (javaScriptEnabled) {
      // With JavaScript too the first page after signing in is a document of its own, styled from its
      // first paint: its stylesheets in the head and loaded, the header in its colours and the menu
      // there at its height (a client navigation from the bare login page painted placeholders first).
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const hydrated = await page.evaluate(() => ({
        headerBackground: getComputedStyle(document.querySelector(".site-header")!).backgroundColor,
        menuHeight: document.querySelector(".mega-menu")!.getBoundingClientRect().height,
      }));
      expect(await page.evaluate(() => (window as unknown as { firstPaint?: unknown }).firstPaint)).toEqual({
        path: "/en",
        sheetsInBody: 0,
        sheetsNotApplied: [],
        menuPlaceholders: 0,
        ...hydrated,
      });
    }
    // The slide under the pointer, where the button was, keeps its white text.
    await page.locator(".slide__body").first().hover();
    await expect(page.locator(".slide__title").first()).toHaveCSS("color", "rgb(255, 255, 255)");
    const header = page.getByRole("banner").first();
    await expect(header).toContainText(`${ESPOSITO.firstName} ${ESPOSITO.lastName}`);
    await expect(header).toContainText(customer.company);

    await header.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${baseURL}/en/pages/login`);
    await page.goto("/en");
    await expect(header).not.toContainText(customer.company);
    await expect(header.locator('a[href="/en/pages/login"]')).toBeVisible();
  },
);

test("sign-out is in view in the header of every kind of page, on a desktop and a 375 px phone", async ({ page, context, shop }) => {
  await signInAs(context, shop, ROSSI.username);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/", "/shop", "/pages/cart", "/pages/checkout", "/pages/dashboard"]) {
      await page.goto(path);
      await expect(page.getByRole("banner").first().getByRole("button", { name: "Esci" }), `${path} at ${width} px`).toBeInViewport();
    }
  }
});

test("with JavaScript, choosing a delivery address submits it at once and comes back to the page", async ({ page, context, shop }) => {
  await ownCustomer(context, shop, ROSSI.username);
  await page.goto("/pages/login?redirectTo=%2Fshop");
  const select = page.getByRole("combobox", { name: "Indirizzo di consegna" });
  await expect(select).toHaveValue(ROSSI.addresses[0]!.code);
  const answered = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/address"),
  );
  await select.selectOption(ROSSI.addresses[1]!.code);
  await answered;
  await expect(page).toHaveURL(/\/pages\/login\?redirectTo=%2Fshop$/);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Indirizzo di consegna" })).toHaveValue(ROSSI.addresses[1]!.code);
});
