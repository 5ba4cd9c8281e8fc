// Sessions a server can end: the cookie holds only an id (no ERP token to read), sign-out ends the
// session so a cookie captured before it opens nothing after it, sign-in always starts a new session,
// and both forget the previous person's search tabs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { serialiseTabs } from "~/catalog/shop-state.server";
import { visitListing } from "~/catalog/tabs";
import { customerContextOf } from "~/platform/session.server";
import * as cartRoute from "~/routes/($lang).cart";
import * as dashboardRoute from "~/routes/($lang).pages.dashboard";
import * as documentsRoute from "~/routes/($lang).pages.documents";
import * as loginRoute from "~/routes/($lang).pages.login";
import * as logoutRoute from "~/routes/($lang).logout";
import { cookieHeader, get, mergeCookies, post, readSession, routeArgs, run, startTestErp, type DemoErpForTests } from "../support/session";

const [ROSSI, BIANCHI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer];

let erp: DemoErpForTests;

beforeAll(async () => {
  erp = await startTestErp();
});

afterAll(async () => {
  await erp?.stop();
});

/** Signs in through the login action, as a browser without JavaScript does; the Cookie header after it. */
async function signIn(customer: DemoCustomer, cookie = ""): Promise<{ cookie: string; response: Response }> {
  const request = post("/en/pages/login", { username: customer.username, password: customer.password, website: "" }, cookie || undefined);
  const args = { ...routeArgs(request), context: { cspNonce: "", clientIp: "192.0.2.1" } };
  const response = (await run(() => loginRoute.action(args))) as Response;
  expect(response.status).toBe(303);
  return { cookie: mergeCookies(cookie, response), response };
}

function sessionCookieValue(cookie: string): string {
  return /(?:^|; )__session=([^;]*)/.exec(cookie)![1]!;
}

function setCookieNamed(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
}

describe("the session cookie", () => {
  it("carries a random id only: neither the ERP token nor the customer can be read from it", async () => {
    const { cookie } = await signIn(ROSSI);
    const session = await readSession(cookie);
    const token = customerContextOf(session)!.token;
    const value = decodeURIComponent(sessionCookieValue(cookie));
    const readable = Buffer.from(value.split(".")[0]!, "base64").toString("utf8");
    for (const secret of [token, ROSSI.username, session.get("clientId")!]) {
      expect(value).not.toContain(secret);
      expect(readable).not.toContain(secret);
    }
    expect(value.length).toBeLessThan(200);
  });
});

describe("sign-out", () => {
  it("ends the session: a cookie captured before it opens nothing after it", async () => {
    const { cookie: captured } = await signIn(ROSSI);
    const before = await run(() => dashboardRoute.loader(routeArgs(get("/en/pages/dashboard", captured))));
    expect(before).not.toBeInstanceOf(Response);

    const out = (await run(() => logoutRoute.action(routeArgs(post("/en/logout", {}, captured))))) as Response;
    expect(out.status).toBe(303);
    expect(out.headers.get("Location")).toBe("/en/pages/login");

    // The attacker replays the captured cookie.
    const replays = [
      await run(() => dashboardRoute.loader(routeArgs(get("/en/pages/dashboard", captured)))),
      await run(() => documentsRoute.loader(routeArgs(get("/en/pages/documents", captured)))),
    ];
    for (const replayed of replays as Response[]) {
      expect(replayed.status).toBe(302);
      expect(replayed.headers.get("Location")).toMatch(/^\/en\/pages\/login/);
    }
    const add = (await run(() =>
      cartRoute.action(routeArgs(post("/en/cart", { intent: "add", sku: "FE10001", quantity: "1", js: "0", redirectTo: "/en/shop" }, captured))),
    )) as Response;
    expect(add.headers.get("Location")).toMatch(/^\/en\/pages\/login/);
    expect(customerContextOf(await readSession(captured))).toBeNull();
  });

  it("forgets the search tabs", async () => {
    const { cookie } = await signIn(ROSSI);
    const withTabs = `${cookie}; ${cookieHeader(await serialiseTabs(visitListing(null, "/shop?text=vite", "vite")))}`;
    const out = (await run(() => logoutRoute.action(routeArgs(post("/en/logout", {}, withTabs))))) as Response;
    expect(setCookieNamed(out, "shop_tabs")).toMatch(/Max-Age=0/);
  });
});

describe("sign-in", () => {
  it("starts a new session every time and ends the one before (no fixation)", async () => {
    const first = await signIn(ROSSI);
    const second = await signIn(BIANCHI, first.cookie);
    expect(sessionCookieValue(second.cookie)).not.toBe(sessionCookieValue(first.cookie));
    expect(customerContextOf(await readSession(first.cookie))).toBeNull();
    expect((await readSession(second.cookie)).get("username")).toBe(BIANCHI.username);
  });

  it("forgets the previous person's search tabs", async () => {
    const tabs = cookieHeader(await serialiseTabs(visitListing(null, "/shop?text=vite", "vite")));
    const { response } = await signIn(BIANCHI, tabs);
    expect(setCookieNamed(response, "shop_tabs")).toMatch(/Max-Age=0/);
  });
});
