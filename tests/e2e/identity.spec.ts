// Sign-in, sign-out, the delivery address switch, safe redirects, rate limits, cross-site posts and
// the guest-navigation switch. JavaScript on and off, Italian and English.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from "../../demo-erp/customers";
import { startShopProcess, type RunningProcess } from "../support/processes";

type Lang = "it" | "en";

const TEXTS = {
  it: {
    submit: "Accedi",
    logout: "Esci",
    choose: "Scegli",
    failed: "Autenticazione non riuscita!",
    tooMany: "Troppi tentativi di accesso. Attendi qualche minuto e riprova.",
    required: "Campo obbligatorio",
    forbidden: "Questo indirizzo di consegna non appartiene al tuo account.",
  },
  en: {
    submit: "Login",
    logout: "Sign out",
    choose: "Choose",
    failed: "Authentication Failed!",
    tooMany: "Too many sign-in attempts. Please wait a few minutes and try again.",
    required: "Field is required",
    forbidden: "This delivery address does not belong to your account.",
  },
} as const;

const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");
const [ROSSI, BIANCHI, ESPOSITO] = DEMO_CUSTOMERS;

async function fillLogin(page: Page, lang: Lang, username: string, password: string) {
  await page.getByLabel("Email").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: TEXTS[lang].submit, exact: true }).click();
}

/** Signs in and waits until the browser has left the login page (the session cookie is set). */
async function signIn(page: Page, lang: Lang, username: string, query = "") {
  await page.goto(`${prefix(lang)}/pages/login${query}`);
  await fillLogin(page, lang, username, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith("/pages/login"));
}

for (const lang of ["it", "en"] as const) {
  test.describe(`identity (${lang})`, () => {
    for (const customer of DEMO_CUSTOMERS) {
      test(`${customer.username} signs in, sees name and company, and signs out`, { tag: "@dialect" }, async ({ page, baseURL }) => {
        await signIn(page, lang, customer.username);
        await expect(page).toHaveURL(`${baseURL}${prefix(lang) || "/"}`);
        const header = page.getByRole("banner");
        await expect(header).toContainText(`${customer.firstName} ${customer.lastName}`);
        await expect(header).toContainText(customer.company);
        await expect(header.locator(`a[href="${prefix(lang)}/pages/login"]`)).toHaveCount(0);

        await header.getByRole("button", { name: TEXTS[lang].logout }).click();
        await expect(page).toHaveURL(`${baseURL}${prefix(lang)}/pages/login`);
        await expect(page.getByLabel("Email")).toBeVisible();

        await page.goto(prefix(lang) || "/");
        await expect(header).not.toContainText(customer.company);
        await expect(header.locator(`a[href="${prefix(lang)}/pages/login"]`)).toBeVisible();
      });
    }

    test("sign-out is one click away on every page, on desktop and mobile", async ({ page, baseURL }) => {
      const customer = lang === "it" ? ROSSI! : BIANCHI!;
      await signIn(page, lang, customer.username);
      // The header is the same on every page: one of each kind (home, listing, cart, checkout, account).
      const pages = ["/", "/shop", "/pages/cart", "/pages/checkout", "/pages/dashboard"];
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of pages) {
          await page.goto(`${prefix(lang)}${path}`);
          await expect(page.getByRole("banner").getByRole("button", { name: TEXTS[lang].logout }), `${path} at ${width} px`).toBeInViewport();
        }
      }
      // The account pages also offer it in their own navigation.
      await page.goto(`${prefix(lang)}/pages/dashboard`);
      await page
        .getByRole("navigation", { name: lang === "it" ? "Il tuo account" : "Your account", exact: true })
        .getByRole("button", { name: TEXTS[lang].logout })
        .click();
      await expect(page).toHaveURL(`${baseURL}${prefix(lang)}/pages/login`);
      await page.goto(`${prefix(lang)}/pages/dashboard`);
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/pages/login`));
    });

    test("a wrong password and an unknown user get the same ERP message, the username is kept", async ({ page, javaScriptEnabled }) => {
      // One customer per language: the failures from this client stay below the back-off (five).
      const customer = lang === "it" ? BIANCHI! : ESPOSITO!;
      await page.goto(`${prefix(lang)}/pages/login`);
      await fillLogin(page, lang, customer.username, "not-the-password");
      await expect(page.getByRole("alert")).toHaveText(TEXTS[lang].failed);
      await expect(page.getByLabel("Email")).toHaveValue(customer.username);
      // The server never sends a password back (with JavaScript the field is simply left as typed).
      if (!javaScriptEnabled) await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");

      await fillLogin(page, lang, `nobody-${lang}@unknown.example`, "whatever");
      await expect(page.getByRole("alert")).toHaveText(TEXTS[lang].failed);
    });

    test("empty fields get 'Field is required'", async ({ page }) => {
      await page.goto(`${prefix(lang)}/pages/login`);
      // Spaces pass the browser's own `required` check; the server trims them away.
      await fillLogin(page, lang, "   ", "x");
      await expect(page.getByText(TEXTS[lang].required)).toBeVisible();
    });

    test("after five wrong passwords this client must wait: the rate-limit message", async ({ page }, info) => {
      const username = `ratelimit-${info.project.name}-${lang}@unknown.example`;
      await page.goto(`${prefix(lang)}/pages/login`);
      let answer;
      for (let attempt = 1; attempt <= 6; attempt++) {
        const response = page.waitForResponse((r) => r.request().method() === "POST");
        await fillLogin(page, lang, username, `wrong-${attempt}`);
        answer = await response;
        await page.waitForLoadState();
        if (attempt === 5) await expect(page.getByRole("alert")).toHaveText(TEXTS[lang].failed);
      }
      await expect(page.getByRole("alert")).toHaveText(TEXTS[lang].tooMany);
      await expect(page.getByLabel("Email")).toHaveValue(username);
      if (!info.project.use.javaScriptEnabled) {
        expect(answer!.status()).toBe(429);
        expect(Number(answer!.headers()["retry-after"])).toBeGreaterThan(0);
      }
    });

    test("switching the delivery address comes back to the page; a forged code is refused", async ({ page, javaScriptEnabled }) => {
      await signIn(page, lang, ROSSI!.username);
      await page.goto(`${prefix(lang)}/pages/login?redirectTo=%2Fshop`);
      const select = page.getByRole("combobox");
      await expect(select).toHaveValue(ROSSI!.addresses[0]!.code);
      await select.selectOption(ROSSI!.addresses[1]!.code);
      // With JavaScript, choosing submits at once; without it, the button does.
      if (!javaScriptEnabled) await page.getByRole("button", { name: TEXTS[lang].choose }).click();
      await expect(page).toHaveURL(/\/pages\/login\?redirectTo=%2Fshop$/);
      await expect(page.getByRole("combobox")).toHaveValue(ROSSI!.addresses[1]!.code);

      const forged = await page.request.post(`${prefix(lang)}/address`, {
        form: { addressCode: "999", redirectTo: `${prefix(lang)}/pages/login` },
        maxRedirects: 0,
      });
      expect(forged.status()).toBe(403);
      expect(await forged.text()).toContain(TEXTS[lang].forbidden);
      await page.reload();
      await expect(page.getByRole("combobox")).toHaveValue(ROSSI!.addresses[1]!.code);
    });

    test("a forged redirectTo lands on a page of this site", async ({ page, request, baseURL }) => {
      await signIn(page, lang, ESPOSITO!.username, "?redirectTo=%2F%2Fevil.example");
      await expect(page).toHaveURL(`${baseURL}${prefix(lang) || "/"}`);

      for (const forged of ["//evil.example", "/\\evil.example", "%2F%2Fevil.example", "https://evil.example", "/%5Cevil.example"]) {
        const response = await request.post(`${prefix(lang)}/pages/login`, {
          form: { username: ESPOSITO!.username, password: DEMO_PASSWORD, name__confirm: "", redirectTo: forged },
          maxRedirects: 0,
        });
        expect(response.status(), forged).toBe(303);
        const target = new URL(response.headers()["location"]!, baseURL);
        expect(target.origin, forged).toBe(new URL(baseURL!).origin);
        expect(target.pathname, forged).toBe(prefix(lang) || "/");
      }
    });
  });
}

test.describe("requests without a browser form", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "plain HTTP: one browser mode is enough");

  test("cross-site POSTs are refused, same-site ones are not", async ({ request, baseURL }) => {
    for (const url of ["/pages/login", "/en/logout", "/address"]) {
      const response = await request.post(url, {
        form: { username: ROSSI!.username, password: DEMO_PASSWORD, name__confirm: "" },
        headers: { Origin: "https://evil.example" },
        maxRedirects: 0,
      });
      expect(response.status(), url).toBe(403);
    }
    const sameSite = await request.post("/pages/login", {
      form: { username: ROSSI!.username, password: DEMO_PASSWORD, name__confirm: "" },
      headers: { Origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    });
    expect(sameSite.status()).toBe(303);
  });

  test("a filled honeypot is refused without asking the ERP", async ({ request }) => {
    const response = await request.post("/en/pages/login", {
      form: { username: ROSSI!.username, password: DEMO_PASSWORD, name__confirm: "https://spam.example" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(TEXTS.en.failed);
  });

  test("a GET to /logout signs nobody out", async ({ page }) => {
    await signIn(page, "en", ESPOSITO!.username);
    const response = await page.request.get("/en/logout", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    await page.goto("/en");
    await expect(page.getByRole("banner")).toContainText(ESPOSITO!.company);
  });
});

// A shop of our own: the default per-client limit (10 a minute), one trusted proxy (so each test can
// be its own client through X-Forwarded-For) and GUEST_NAVIGATION=false.
test.describe("own shop: per-client limit and guest navigation off", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "starts its own shop: one browser mode is enough");
  test.describe.configure({ mode: "serial" });

  let shop: RunningProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-identity-"));
    shop = await startShopProcess({
      ERP_API_URL: "",
      ERP_HUB_URL: "",
      CMS_URL: "",
      TRACKING_URL: "",
      DEMO_ERP_DB: path.join(dataDir, "demo-erp.sqlite"),
      DEMO_ERP_ITEMS: "400",
      GUEST_NAVIGATION: "false",
      TRUST_PROXY_HOPS: "1",
      LOGIN_RATE_LIMIT_PER_MINUTE: "",
    });
  });

  test.afterAll(async () => {
    await shop?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("the 11th sign-in post a minute from one client gets 429; another client still signs in", async ({ browser, request }) => {
    const post = (client: string, username: string) =>
      request.post(`${shop.url}/en/pages/login`, {
        form: { username, password: "wrong", name__confirm: "" },
        headers: { "X-Forwarded-For": client },
        maxRedirects: 0,
      });
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await post("198.51.100.10", `client-limit-${attempt}@unknown.example`)).status()).toBe(400);
    }
    const limited = await post("198.51.100.10", "client-limit-11@unknown.example");
    expect(limited.status()).toBe(429);
    expect(await limited.text()).toContain(TEXTS.en.tooMany);

    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.10" } });
    const page = await context.newPage();
    await page.goto(`${shop.url}/pages/login`);
    await fillLogin(page, "it", ROSSI!.username, DEMO_PASSWORD);
    await expect(page.getByRole("alert")).toHaveText(TEXTS.it.tooMany);
    await context.close();

    const other = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.11" } });
    const otherPage = await other.newPage();
    await otherPage.goto(`${shop.url}/pages/login`);
    await fillLogin(otherPage, "it", ROSSI!.username, DEMO_PASSWORD);
    await expect(otherPage).toHaveURL(`${shop.url}/`);
    await other.close();
  });

  test("wrong passwords from elsewhere never lock the customer out of a browser they signed in with before", async ({ browser, request }) => {
    const customer = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.31" } });
    const page = await customer.newPage();
    await page.goto(`${shop.url}/pages/login`);
    await fillLogin(page, "it", BIANCHI!.username, DEMO_PASSWORD);
    await expect(page).toHaveURL(`${shop.url}/`);
    await customer.clearCookies({ name: "__session" });

    // Someone guesses from two other addresses: the account's back-off starts after five failures.
    const attempt = (client: string, password: string) =>
      request.post(`${shop.url}/en/pages/login`, {
        form: { username: BIANCHI!.username, password, name__confirm: "" },
        headers: { "X-Forwarded-For": client },
        maxRedirects: 0,
      });
    for (let i = 1; i <= 5; i++) expect((await attempt(`198.51.100.${30 + (i % 2) * 10}`, `wrong-${i}`)).status()).toBe(400);
    const waiting = await attempt("198.51.100.30", DEMO_PASSWORD);
    expect(waiting.status()).toBe(429);
    expect(Number(waiting.headers()["retry-after"])).toBeGreaterThan(50);
    expect(await waiting.text()).toContain(TEXTS.en.tooMany);

    // The customer's own browser (its device cookie) still signs in.
    await page.goto(`${shop.url}/pages/login`);
    await fillLogin(page, "it", BIANCHI!.username, DEMO_PASSWORD);
    await expect(page).toHaveURL(`${shop.url}/`);
    await customer.close();
  });

  test("GUEST_NAVIGATION=false: a guest sees only the sign-in pages, and comes back after signing in", async ({ browser, request }) => {
    for (const [path, login] of [
      ["/", "/pages/login?redirectTo=%2F"],
      ["/en/shop?text=vite", "/en/pages/login?redirectTo=%2Fen%2Fshop%3Ftext%3Dvite"],
      ["/pages/about-us", "/pages/login?redirectTo=%2Fpages%2Fabout-us"],
    ] as const) {
      const response = await request.get(`${shop.url}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers()["location"], path).toBe(login);
    }
    for (const path of ["/pages/login", "/en/pages/login_origin", "/pages/register", "/en/pages/forgot-password", "/healthz"]) {
      const response = await request.get(`${shop.url}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).not.toBe(302);
    }

    const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.20" } });
    const page = await context.newPage();
    await page.goto(`${shop.url}/en/shop?text=vite`);
    await expect(page).toHaveURL(`${shop.url}/en/pages/login?redirectTo=%2Fen%2Fshop%3Ftext%3Dvite`);
    await fillLogin(page, "en", ESPOSITO!.username, DEMO_PASSWORD);
    await expect(page).toHaveURL(`${shop.url}/en/shop?text=vite`);
    await page.goto(`${shop.url}/en`);
    await expect(page.getByRole("banner")).toContainText(ESPOSITO!.company);
    await context.close();
  });
});
