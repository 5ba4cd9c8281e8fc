// What only a shop configured otherwise than the run's shows, on one shop of this file's own (with its
// embedded demo ERP): the default per-client sign-in limit (10 posts a minute; the run's shops lift it,
// every test signing in from 127.0.0.1), one trusted proxy hop (so each test is its own client through
// X-Forwarded-For), and GUEST_NAVIGATION=false. The account's back-off across addresses and the
// device cookie that keeps the customer's own browser signing in are tests/integration/login-guessing.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DEMO_CUSTOMERS, DEMO_PASSWORD, type DemoCustomer } from "../../demo-erp/customers";
import { startShopProcess, type RunningProcess } from "../support/processes";
import type { ShopAddress } from "../support/shops";
import { Visitor } from "./support/visitor";
import { formFields, formOf, redirectOf } from "./support/forms";

const [ROSSI, , ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
const TOO_MANY = {
  it: "Troppi tentativi di accesso. Attendi qualche minuto e riprova.",
  en: "Too many sign-in attempts. Please wait a few minutes and try again.",
};

let shop: RunningProcess;
let address: ShopAddress;
let dataDir: string;

beforeAll(async () => {
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
  // Fault rules are never set here: the embedded ERP needs no address of its own.
  address = { url: shop.url, erpUrl: "", appToken: "" };
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What the trusted proxy adds to a request of the client at `ip`. */
const from = (ip: string) => ({ headers: { "X-Forwarded-For": ip } });

/** The login page's form sent by the client at `ip` with these credentials, as its browser sends it without JavaScript. */
async function signInFrom(visitor: Visitor, ip: string, loginPath: string, username: string): Promise<Response> {
  const page = await visitor.page(loginPath, from(ip));
  const button = page.getByRole("button", { name: loginPath.startsWith("/en/") ? "Login" : "Accedi" });
  const form = formOf(button);
  (form.querySelector('[name="username"]') as HTMLInputElement).value = username;
  (form.querySelector('[name="password"]') as HTMLInputElement).value = DEMO_PASSWORD;
  return visitor.post(form.getAttribute("action")!, formFields(form, button), from(ip));
}

describe("the default per-client limit", () => {
  test("the 11th sign-in post a minute from one client gets 429 and the message on the form; another client still signs in", async () => {
    const limited = "198.51.100.10";
    const guesser = new Visitor(address);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await guesser.post(
        "/en/pages/login",
        { username: `client-limit-${attempt}@unknown.example`, password: "wrong", name__confirm: "" },
        from(limited),
      );
      expect(response.status, `attempt ${attempt}`).toBe(400);
    }
    const eleventh = await guesser.post(
      "/en/pages/login",
      { username: "client-limit-11@unknown.example", password: "wrong", name__confirm: "" },
      from(limited),
    );
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await guesser.parse(eleventh)).getByRole("alert").textContent).toBe(TOO_MANY.en);

    // The right password from the same client, through the form: refused with the message.
    const sameClient = new Visitor(address);
    const refused = await signInFrom(sameClient, limited, "/pages/login", ROSSI.username);
    expect(refused.status).toBe(429);
    expect((await sameClient.parse(refused)).getByRole("alert").textContent).toBe(TOO_MANY.it);

    // Another client signs in.
    expect(redirectOf(await signInFrom(new Visitor(address), "198.51.100.11", "/pages/login", ROSSI.username))).toBe("/");
  });
});

describe("a sign-in whose cookie the browser would drop", () => {
  const NEEDS_HTTPS = {
    it: "A questo indirizzo l'accesso non può funzionare: il browser conserva l'accesso solo in HTTPS. Apri il negozio al suo indirizzo https://, oppure sul computer che lo esegue all'indirizzo http://localhost.",
    en: "Signing in cannot work at this address: your browser keeps the sign-in only over HTTPS. Open the shop at its https:// address, or on the computer that runs it at http://localhost.",
  };
  /** A request of the client at `ip` that the proxy got for `origin` (a phone on the shop's network: plain http at the machine's address). */
  const at = (origin: string, ip: string) => {
    const { protocol, host } = new URL(origin);
    return { headers: { "X-Forwarded-For": ip, "X-Forwarded-Host": host, "X-Forwarded-Proto": protocol.slice(0, -1), Origin: origin } };
  };
  const signIn = async (visitor: Visitor, loginPath: string, request: ReturnType<typeof at>) => {
    const page = await visitor.page(loginPath, request);
    const button = page.getByRole("button", { name: loginPath.startsWith("/en/") ? "Login" : "Accedi" });
    const form = formOf(button);
    (form.querySelector('[name="username"]') as HTMLInputElement).value = ESPOSITO.username;
    (form.querySelector('[name="password"]') as HTMLInputElement).value = DEMO_PASSWORD;
    return { page, response: await visitor.post(form.getAttribute("action")!, formFields(form, button), request) };
  };

  test("over plain http at a network address, the login page says to use HTTPS or localhost, and signing in answers that, not a redirect; over HTTPS it signs in", async () => {
    for (const [lang, loginPath] of [
      ["it", "/pages/login"],
      ["en", "/en/pages/login"],
    ] as const) {
      const visitor = new Visitor(address);
      const { page, response } = await signIn(visitor, loginPath, at("http://192.168.1.20:3000", "198.51.100.30"));
      expect(page.getByText(NEEDS_HTTPS[lang], { selector: "p:not([role])" })).toBeTruthy();
      expect(response.status).toBe(400);
      expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith("__session="))).toEqual([]);
      expect((await visitor.parse(response)).getByRole("alert").textContent).toBe(NEEDS_HTTPS[lang]);
    }
    // Over HTTPS (a proxy in front) the same sign-in goes through, without the message.
    const secure = await signIn(new Visitor(address), "/en/pages/login", at("https://192.168.1.20", "198.51.100.31"));
    expect(secure.page.queryByText(NEEDS_HTTPS.en)).toBeNull();
    expect(redirectOf(secure.response)).toBe("/en");
  });
});

describe("GUEST_NAVIGATION=false", () => {
  test("a guest sees only the sign-in pages, and comes back to the page asked for after signing in", async () => {
    const guest = new Visitor(address);
    for (const [asked, login] of [
      ["/", "/pages/login?redirectTo=%2F"],
      ["/en/shop?text=vite", "/en/pages/login?redirectTo=%2Fen%2Fshop%3Ftext%3Dvite"],
      ["/pages/about-us", "/pages/login?redirectTo=%2Fpages%2Fabout-us"],
    ] as const) {
      const response = await guest.get(asked);
      expect(response.status, asked).toBe(302);
      expect(response.headers.get("Location"), asked).toBe(login);
    }
    for (const open of ["/pages/login", "/en/pages/login_origin", "/pages/register", "/en/pages/forgot-password", "/healthz"]) {
      expect((await guest.get(open)).status, open).toBe(200);
    }

    const visitor = new Visitor(address);
    const asked = await visitor.get("/en/shop?text=vite", from("198.51.100.20"));
    expect(redirectOf(await signInFrom(visitor, "198.51.100.20", asked.headers.get("Location")!, ESPOSITO.username))).toBe("/en/shop?text=vite");
    const shopPage = await visitor.page("/en/shop?text=vite");
    expect(shopPage.status).toBe(200);
    expect(shopPage.getAllByText(ESPOSITO.company).length).toBeGreaterThan(0);
  });
});
