// Sign-in and sign-out as a JavaScript-off browser works them, Italian and English, on the run's
// shops (both dialects where the ERP's answer shapes matter): each demo customer signs in through
// the login form and sees name and company, signs out from the header or the account navigation;
// a wrong password and an unknown user get the same ERP message and the username back (never the
// password); empty fields; the account's back-off with its message and Retry-After; the way back to
// the page asked for; the delivery address switch and a forged address code; forged redirectTo
// values, cross-site posts, the honeypot and a GET to /logout. The login form's client-side side
// (JavaScript on) is tests/e2e/identity.spec.ts; the per-client limit and GUEST_NAVIGATION=false,
// which need a shop configured otherwise, are tests/http/identity-own-shop.test.ts.
import { randomUUID } from "node:crypto";
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { DEMO_CUSTOMERS, DEMO_PASSWORD, type DemoCustomer } from "../../demo-erp/customers";
import { cloneCustomer, testShop } from "../support/shops";
import { faultScope } from "./support/faults";
import { Visitor, type HtmlPage } from "./support/visitor";
import { press, redirectOf } from "./support/forms";

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
    accountNav: "Il tuo account",
    address: "Indirizzo di consegna",
  },
  en: {
    submit: "Login",
    logout: "Sign out",
    choose: "Choose",
    failed: "Authentication Failed!",
    tooMany: "Too many sign-in attempts. Please wait a few minutes and try again.",
    required: "Field is required",
    forbidden: "This delivery address does not belong to your account.",
    accountNav: "Your account",
    address: "Delivery address",
  },
} as const;

const [ROSSI, BIANCHI, ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
const LANGS = ["it", "en"] as const;
const prefix = (lang: Lang) => (lang === "en" ? "/en" : "");
const home = (lang: Lang) => prefix(lang) || "/";
const loginPath = (lang: Lang) => `${prefix(lang)}/pages/login`;

/** Sends the login page's form with these fields, as a browser without JavaScript does. */
async function postLogin(visitor: Visitor, lang: Lang, username: string, password: string, query = ""): Promise<Response> {
  const page = await visitor.page(`${loginPath(lang)}${query}`);
  expect(page.status).toBe(200);
  return press(visitor, page.getByRole("button", { name: TEXTS[lang].submit }), { username, password });
}

/** The login form's answer to a refused sign-in, with its alert. */
async function refusedLogin(visitor: Visitor, lang: Lang, username: string, password: string): Promise<{ response: Response; page: HtmlPage }> {
  const response = await postLogin(visitor, lang, username, password);
  return { response, page: await visitor.parse(response) };
}

/** The site's header: the banner outside the main content (a listing has a header of its own in it). */
function siteHeader(page: HtmlPage): HTMLElement {
  const [header, ...others] = page.getAllByRole("banner").filter((element) => !element.closest("main"));
  expect(others).toEqual([]);
  return header!;
}

const banner = (page: HtmlPage) => within(siteHeader(page));

describe.each(["default", "varying"] as const)("each demo customer, %s dialect", (dialect) => {
  describe.each(LANGS)("(%s)", (lang) => {
    test.each(DEMO_CUSTOMERS.map((customer) => [customer.username, customer] as const))(
      "%s signs in through the form, sees name and company in the header, and signs out",
      async (_, customer) => {
        const visitor = new Visitor(testShop(dialect));
        expect(redirectOf(await postLogin(visitor, lang, customer.username, DEMO_PASSWORD))).toBe(home(lang));

        const signedIn = await visitor.page(home(lang));
        const header = banner(signedIn);
        expect(header.getByText(`${customer.firstName} ${customer.lastName}`)).toBeTruthy();
        expect(header.getByText(customer.company)).toBeTruthy();
        expect(siteHeader(signedIn).querySelector(`a[href="${loginPath(lang)}"]`)).toBeNull();

        expect(redirectOf(await press(visitor, header.getByRole("button", { name: TEXTS[lang].logout })))).toBe(loginPath(lang));
        const login = await visitor.page(loginPath(lang));
        expect(login.getByLabelText("Email")).toBeTruthy();

        const signedOut = await visitor.page(home(lang));
        expect(banner(signedOut).queryByText(customer.company)).toBeNull();
        expect(siteHeader(signedOut).querySelector(`a[href="${loginPath(lang)}"]`)).not.toBeNull();
      },
    );
  });
});

describe.each(LANGS)("sign-in and sign-out (%s)", (lang) => {
  const t = TEXTS[lang];

  test("every kind of page offers sign-out in its header; the account pages also in their navigation, which signs out", async () => {
    const visitor = await Visitor.signedIn(lang === "it" ? ROSSI.username : BIANCHI.username);
    for (const path of ["/", "/shop", "/pages/cart", "/pages/checkout", "/pages/dashboard"]) {
      const page = await visitor.page(`${prefix(lang)}${path}`);
      expect(page.status, path).toBe(200);
      expect(banner(page).getByRole("button", { name: t.logout }), path).toBeTruthy();
    }
    const dashboard = await visitor.page(`${prefix(lang)}/pages/dashboard`);
    const nav = within(dashboard.getByRole("navigation", { name: t.accountNav }));
    expect(redirectOf(await press(visitor, nav.getByRole("button", { name: t.logout })))).toBe(loginPath(lang));
    const after = await visitor.get(`${prefix(lang)}/pages/dashboard`);
    expect(after.status).toBe(302);
    expect(new URL(after.headers.get("Location")!, visitor.shop.url).pathname).toBe(loginPath(lang));
  });

  test("a wrong password and an unknown user get the same ERP message; the username comes back, the password never", async () => {
    // A customer of the test's own: a seeded account's failures would count towards its back-off for every other test.
    const customer = await cloneCustomer(testShop(), (lang === "it" ? BIANCHI : ESPOSITO).username);
    const visitor = new Visitor();
    const wrong = await refusedLogin(visitor, lang, customer.username, "not-the-password");
    expect(wrong.response.status).toBe(400);
    expect(wrong.page.getByRole("alert").textContent).toBe(t.failed);
    expect(wrong.page.getByLabelText("Email")).toHaveProperty("value", customer.username);
    expect(wrong.page.getByLabelText("Password", { exact: true })).toHaveProperty("value", "");

    const unknown = await refusedLogin(visitor, lang, `nobody-${randomUUID()}@unknown.example`, "whatever");
    expect(unknown.response.status).toBe(400);
    expect(unknown.page.getByRole("alert").textContent).toBe(t.failed);
  });

  test("empty fields (spaces pass the browser's own check; the server trims them) get 'Field is required'", async () => {
    const { response, page } = await refusedLogin(new Visitor(), lang, "   ", "x");
    expect(response.status).toBe(400);
    expect(page.getByText(t.required)).toBeTruthy();
  });

  test("after five wrong passwords the account must wait: 429 with Retry-After and the message, the username kept", async () => {
    const username = `ratelimit-${lang}-${randomUUID()}@unknown.example`;
    const visitor = new Visitor();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { response, page } = await refusedLogin(visitor, lang, username, `wrong-${attempt}`);
      expect(response.status, `attempt ${attempt}`).toBe(400);
      expect(page.getByRole("alert").textContent).toBe(t.failed);
    }
    const { response, page } = await refusedLogin(visitor, lang, username, "wrong-6");
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(page.getByRole("alert").textContent).toBe(t.tooMany);
    expect(page.getByLabelText("Email")).toHaveProperty("value", username);
  });

  test("switching the delivery address with the Choose button comes back to the page; a forged code is refused", async () => {
    const { visitor } = await Visitor.ownCustomer(ROSSI.username);
    const path = `${loginPath(lang)}?redirectTo=%2Fshop`;
    const page = await visitor.page(path);
    const selected = (answer: HtmlPage) => (answer.getByRole("combobox", { name: t.address }) as HTMLSelectElement).value;
    expect(selected(page)).toBe(ROSSI.addresses[0]!.code);
    expect(redirectOf(await press(visitor, page.getByRole("button", { name: t.choose }), { addressCode: ROSSI.addresses[1]!.code }))).toBe(path);
    const chosen = async () => selected(await visitor.page(path));
    expect(await chosen()).toBe(ROSSI.addresses[1]!.code);

    const forged = await visitor.post(`${prefix(lang)}/address`, { addressCode: "999", redirectTo: loginPath(lang) });
    expect(forged.status).toBe(403);
    expect((await visitor.parse(forged)).getByText(t.forbidden)).toBeTruthy();
    expect(await chosen()).toBe(ROSSI.addresses[1]!.code);
  });

  test("a forged redirectTo, on the form or posted, lands on a page of this site", async () => {
    const visitor = new Visitor();
    expect(redirectOf(await postLogin(visitor, lang, ESPOSITO.username, DEMO_PASSWORD, "?redirectTo=%2F%2Fevil.example"))).toBe(home(lang));
    for (const forged of ["//evil.example", "/\\evil.example", "%2F%2Fevil.example", "https://evil.example", "/%5Cevil.example"]) {
      const response = await new Visitor().post(loginPath(lang), {
        username: ESPOSITO.username,
        password: DEMO_PASSWORD,
        name__confirm: "",
        redirectTo: forged,
      });
      const target = new URL(redirectOf(response), visitor.shop.url);
      expect(target.origin, forged).toBe(new URL(visitor.shop.url).origin);
      expect(target.pathname, forged).toBe(home(lang));
    }
  });

  test("a guest sent to sign in from an account page comes back to it: the login form carries the way back", async () => {
    const visitor = new Visitor();
    const guarded = await visitor.get(`${prefix(lang)}/pages/dashboard`);
    expect(guarded.status).toBe(302);
    const login = guarded.headers.get("Location")!;
    expect(login).toBe(`${loginPath(lang)}?redirectTo=${encodeURIComponent(`${prefix(lang)}/pages/dashboard`)}`);
    const page = await visitor.page(login);
    const response = await press(visitor, page.getByRole("button", { name: t.submit }), {
      username: ROSSI.username,
      password: DEMO_PASSWORD,
    });
    expect(redirectOf(response)).toBe(`${prefix(lang)}/pages/dashboard`);
    expect((await visitor.page(`${prefix(lang)}/pages/dashboard`)).getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
  });
});

describe("wrong passwords sent at once", () => {
  test("40 for one account reach the ERP at most 5 times: each try is reserved before the ERP is asked", async () => {
    const customer = await cloneCustomer(testShop(), ROSSI.username);
    const faults = faultScope();
    // The first five login calls take half a second, so that all 40 posts are in flight together; a
    // sixth call would get the ERP's 500, which the form would show as the server's error.
    const rules = [
      { path: "/hub/wrapper/login", delayMs: 500, times: 5 },
      { path: "/hub/wrapper/login", status: 500 },
    ];
    const statuses = await faults.during(rules, () =>
      Promise.all(
        Array.from({ length: 40 }, async (_, guess) => {
          const form = { username: customer.username, password: `wrong-${guess}`, name__confirm: "" };
          // A post the shop had no slot for ("busy, retry") never reached the sign-in: it is sent again.
          for (;;) {
            const response = await new Visitor(testShop(), faults.requestId).post("/en/pages/login", form);
            await response.body?.cancel();
            if (response.status !== 503 || response.headers.get("Retry-After") !== "2") return response.status;
          }
        }),
      ),
    );
    expect(statuses.sort()).toEqual([...Array(5).fill(400), ...Array(35).fill(429)]);
    // The rules are gone: another account signs in through the same scope.
    expect(
      redirectOf(await new Visitor(testShop(), faults.requestId).post("/en/pages/login", { username: ESPOSITO.username, password: DEMO_PASSWORD })),
    ).toBe("/en");
  });
});

describe("requests without a browser form", () => {
  test("cross-site POSTs are refused, same-site ones are not", async () => {
    const form = { username: ROSSI.username, password: DEMO_PASSWORD, name__confirm: "" };
    for (const path of ["/pages/login", "/en/logout", "/address"]) {
      const response = await new Visitor().post(path, form, { headers: { Origin: "https://evil.example" } });
      expect(response.status, path).toBe(403);
    }
    expect(redirectOf(await new Visitor().post("/pages/login", form))).toBe("/");
  });

  test("a filled honeypot is refused without asking the ERP", async () => {
    const response = await new Visitor().post("/en/pages/login", {
      username: ROSSI.username,
      password: DEMO_PASSWORD,
      name__confirm: "https://spam.example",
    });
    expect(response.status).toBe(400);
    expect((await new Visitor().parse(response)).getByRole("alert").textContent).toBe(TEXTS.en.failed);
  });

  test("a GET to /logout signs nobody out", async () => {
    const visitor = await Visitor.signedIn(ESPOSITO.username);
    const response = await visitor.get("/en/logout");
    expect(response.status).toBe(302);
    expect(banner(await visitor.page("/en")).getByText(ESPOSITO.company)).toBeTruthy();
  });
});
