// The page contract (app/page/page.server.ts) on its own: what every page's loader and action
// get and answer, whatever the page. Pages built on it are tested through their routes elsewhere.
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { pageAction, pageLoader, resourceLoader } from "~/page/page";
import { Browser, readSession, useTestErp } from "../support/harness";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
const erp = useTestErp();

const whoAmI = pageLoader("anyone", async (page) => ({
  locale: page.locale,
  clientId: page.customer?.clientId ?? null,
  signedIn: page.erp.signedIn,
  title: page.t("login.title"),
  home: page.localePath("/shop"),
}));
const customerOnly = pageLoader("customer", async (page) => {
  page.headers.set("X-Page", "seen");
  return { clientId: page.customer.clientId };
});
const suggestions = resourceLoader("anyone", async () => Response.json({ ok: true }, { headers: { "Cache-Control": CACHE_CONTROL.publicMinute } }));
const readsCustomer = pageLoader("customer", async (page) => page.erp.account.customer());

describe("page contract", () => {
  it("gives a guest's page the locale, texts in its language and the locale's paths", async () => {
    const guest = new Browser();
    expect(await guest.data(whoAmI, "/en/x")).toEqual({ locale: "en", clientId: null, signedIn: false, title: "Login", home: "/en/shop" });
    const italian = await guest.data<{ title: string; home: string }>(whoAmI, "/x");
    expect(italian.home).toBe("/shop");
    expect(italian.title).not.toBe("Login");
  });

  it("answers 404 for a language prefix the shop does not have", async () => {
    const answer = await new Browser().call(whoAmI, "/de/x", { params: { lang: "de" } });
    expect(answer.thrown).toBe(true);
    expect(answer.status).toBe(404);
  });

  it("sends a guest from a customer page to the login page, and back after signing in", async () => {
    const answer = await new Browser().call(customerOnly, "/en/pages/orders?status=open");
    expect(answer.status).toBe(302);
    const location = new URL(answer.location!, "http://shop.test");
    expect(location.pathname).toBe("/en/pages/login");
    expect(location.searchParams.get("redirectTo")).toBe("/en/pages/orders?status=open");
  });

  it("gives a customer's page the session's customer; page headers and a private Cache-Control go out", async () => {
    const rossi = await Browser.signIn(ROSSI);
    const answer = await rossi.call<{ clientId: string }>(customerOnly, "/x");
    expect(answer.data.clientId).toBe((await rossi.session()).get("clientId"));
    expect(answer.headers.get("X-Page")).toBe("seen");
    expect(answer.headers.get("Cache-Control")).toBe(CACHE_CONTROL.private);
  });

  it("lets the browser keep a guest's page for the back/forward cache, never a signed-in one", async () => {
    expect((await new Browser().call(whoAmI, "/x")).headers.get("Cache-Control")).toBe(CACHE_CONTROL.guestPage);
    const rossi = await Browser.signIn(ROSSI);
    expect((await rossi.call(whoAmI, "/x")).headers.get("Cache-Control")).toBe(CACHE_CONTROL.private);
  });

  it("lets a resource route answer its own Response, with its own headers", async () => {
    const answer = await new Browser().call(suggestions, "/x");
    expect(answer.headers.get("Cache-Control")).toBe(CACHE_CONTROL.publicMinute);
    expect(await answer.response!.json()).toEqual({ ok: true });
  });

  it("turns an ERP failure into the translated error panel's answer", async () => {
    const rossi = await Browser.signIn(ROSSI);
    const answer = await erp.withFaults([{ path: "/hub/account/get_customer", status: 500 }], () => rossi.call(readsCustomer, "/x"));
    expect(answer.thrown).toBe(true);
    expect(answer.status).toBe(503);
    expect(answer.data).toEqual({ kind: "server", messages: [] });
  });

  it("signs out a customer whose ERP token expired, from a loader and from an action", async () => {
    const expired = () => Browser.signIn(ROSSI, { session: { token: "expired-or-bogus-token" } });
    const act = pageAction("customer", async (page) => page.erp.account.customer());
    for (const [route, form] of [
      [readsCustomer, undefined],
      [act, { intent: "x" }],
    ] as const) {
      const answer = await (await expired()).call(route, "/en/pages/account", { form });
      expect(answer.status).toBe(302);
      expect(new URL(answer.location!, "http://shop.test").pathname).toBe("/en/pages/login");
      const session = await readSession(answer.headers.get("Set-Cookie")!);
      expect(session.get("clientId")).toBeUndefined();
      expect(session.get("toasts" as never)).toEqual([expect.objectContaining({ key: "session.expired" })]);
    }
  });
});
