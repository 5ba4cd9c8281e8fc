// Sessions a server can end: the cookie holds only an id (no ERP token to read), sign-out ends the
// session so a cookie captured before it opens nothing after it, sign-in always starts a new session,
// and both forget the previous person's search tabs.
import { describe, expect, it } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { serialiseTabs } from "~/catalog/shop-state.server";
import { visitListing } from "~/catalog/tabs";
import { agentContextOf, customerContextOf } from "~/page/request.server";
import * as cartRoute from "~/routes/($lang).cart";
import * as dashboardRoute from "~/routes/($lang).pages.dashboard";
import * as documentsRoute from "~/routes/($lang).pages.documents";
import * as loginRoute from "~/routes/($lang).pages.login";
import * as logoutRoute from "~/routes/($lang).logout";
import { Browser, cookieHeader, readSession, useTestErp } from "../support/harness";

const [ROSSI, BIANCHI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer];

useTestErp();

/** Signs in through the login action, as a browser without JavaScript does; the Cookie header after it. */
async function signIn(customer: DemoCustomer, cookie = ""): Promise<{ cookie: string; headers: Headers }> {
  const browser = new Browser(cookie);
  const answer = await browser.call(loginRoute.action, "/en/pages/login", {
    form: { username: customer.username, password: customer.password, name__confirm: "" },
    context: { clientIp: "192.0.2.1" },
  });
  expect(answer.status).toBe(303);
  return { cookie: browser.cookie, headers: answer.headers };
}

function sessionCookieValue(cookie: string): string {
  return /(?:^|; )__session=([^;]*)/.exec(cookie)![1]!;
}

function setCookieNamed(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
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
    const before = await new Browser(captured).call(dashboardRoute.loader, "/en/pages/dashboard");
    expect(before.response).toBeNull();

    const out = await new Browser(captured).call(logoutRoute.action, "/en/logout", { form: {} });
    expect(out.status).toBe(303);
    expect(out.location).toBe("/en/pages/login");

    // The attacker replays the captured cookie.
    const replays = [
      await new Browser(captured).call(dashboardRoute.loader, "/en/pages/dashboard"),
      await new Browser(captured).call(documentsRoute.loader, "/en/pages/documents"),
    ];
    for (const replayed of replays) {
      expect(replayed.status).toBe(302);
      expect(replayed.location).toMatch(/^\/en\/pages\/login/);
    }
    const add = await new Browser(captured).call(cartRoute.action, "/en/cart", {
      form: { intent: "add", sku: "FE10001", quantity: "1", js: "0", redirectTo: "/en/shop" },
    });
    expect(add.location).toMatch(/^\/en\/pages\/login/);
    expect(customerContextOf(await readSession(captured))).toBeNull();
  });

  it("forgets the search tabs", async () => {
    const { cookie } = await signIn(ROSSI);
    const withTabs = `${cookie}; ${cookieHeader(await serialiseTabs(visitListing(null, "/shop?text=vite", "vite")))}`;
    const out = await new Browser(withTabs).call(logoutRoute.action, "/en/logout", { form: {} });
    expect(setCookieNamed(out.headers, "shop_tabs")).toMatch(/Max-Age=0/);
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
    const { headers } = await signIn(BIANCHI, tabs);
    expect(setCookieNamed(headers, "shop_tabs")).toMatch(/Max-Age=0/);
  });
});

describe("a sales agent's account", () => {
  it("starts an agent session with no customer and lands on the customer picker", async () => {
    const [agent] = DEMO_AGENTS;
    const browser = new Browser();
    const answer = await browser.call(loginRoute.action, "/en/pages/login", {
      form: { username: agent!.username, password: agent!.password, name__confirm: "", redirectTo: "/en/pages/orders" },
      context: { clientIp: "192.0.2.2" },
    });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/en/pages/agent/customers?${new URLSearchParams({ redirectTo: "/en/pages/orders" })}`);
    const session = await browser.session();
    expect(customerContextOf(session)).toBeNull();
    expect(agentContextOf(session)).toMatchObject({ agentCode: agent!.code });
    expect(session.get("agentName")).toBe(agent!.name);
  });
});
