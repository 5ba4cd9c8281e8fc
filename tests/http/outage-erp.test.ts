// The ERP failing for every visitor, on a shop of its own (its answers kept fresh for 200 ms only,
// its metrics on a port of their own): while the CMS's menu and footer calls fail, the shell renders
// from the last good copy (or, in a language never loaded, placeholders and the shop's name); when
// the ERP stops, a page explains it in the customer's language inside the shell, without a stack,
// and the shop recovers by itself when the ERP is back. (The cache's rules: app/erp/cache.server.test.ts;
// an ERP answering 500 to one visitor: outage-erp-error.test.ts.)
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort, startDemoErpProcess, startShopWithErp, type RunningProcess, type ShopWithErp } from "../support/processes";
import { Visitor, type HtmlPage } from "./support/visitor";

const MENU_CALL = "/cms/b2b-menu-items";
const FOOTER_CALL = "/api/method/omnicommerce.controllers.html.get_footers";

let pair: ShopWithErp;
let metricsUrl: string;
let restartedErp: RunningProcess | undefined;

beforeAll(async () => {
  const metricsPort = await freePort();
  metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  pair = await startShopWithErp("erp-outage", { shopEnv: { ERP_CACHE_TTL_MS: "200", METRICS_PORT: String(metricsPort) } });
});

afterAll(async () => {
  await restartedErp?.stop();
  await pair?.stop();
});

function visitor(): Visitor {
  return new Visitor({ url: pair.shop.url, erpUrl: pair.erp.url, appToken: pair.appToken });
}

/** The sum of a Prometheus counter's samples whose labels match `labels` (the text format, read as text). */
async function counted(name: string, labels: RegExp): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith(`${name}{`) && labels.test(line.slice(name.length, line.lastIndexOf(" "))))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
}

/** The mega menu's entries that are not placeholders. */
function menuEntries(page: HtmlPage): Element[] {
  const menu = page.getByRole("navigation", { name: /^(Categories|Categorie)$/ });
  return [...menu.querySelectorAll(".mega-menu__item")].filter((item) => !item.classList.contains("mega-menu__placeholder"));
}

function expectWholeShell(page: HtmlPage, entries: number): void {
  expect(page.status).toBe(200);
  expect(menuEntries(page)).toHaveLength(entries);
  expect(within(page.getByRole("contentinfo")).getByText(/IT03318920374/)).toBeTruthy();
}

test("with the menu and footer calls failing, the shell renders from the last good copy", async () => {
  const guest = visitor();
  const before = await guest.page("/en");
  const entries = menuEntries(before).length;
  expect(entries).toBeGreaterThan(3);
  expectWholeShell(before, entries);

  await pair.setFaults([MENU_CALL, FOOTER_CALL].map((path) => ({ path, status: 503, times: null })));
  try {
    expect((await fetch(`${pair.erp.url}${MENU_CALL}`)).status).toBe(503);
    const expiredBefore = await counted("public_cache_lookups_total", /outcome="expired"/);
    // Pages until the shop has found its copy expired and failed to refresh both (no waiting for
    // time: its metrics say when); every page meanwhile, and the one after, is whole.
    const deadline = Date.now() + 20_000;
    for (;;) {
      expectWholeShell(await guest.page("/en"), entries);
      const failedMenu = await counted("erp_call_duration_seconds_count", /call="[^"]*b2b-menu-items",outcome="(?!ok")/);
      const failedFooter = await counted("erp_call_duration_seconds_count", /call="[^"]*get_footers",outcome="(?!ok")/);
      const expired = await counted("public_cache_lookups_total", /outcome="expired"/);
      if (failedMenu > 0 && failedFooter > 0 && expired > expiredBefore) break;
      expect(Date.now(), "the shop never tried to refresh its menu and footer").toBeLessThan(deadline);
    }
    expectWholeShell(await guest.page("/en"), entries);

    // Italian was never loaded on this shop: no copy to fall back on, so the placeholders show.
    const italian = await visitor().page("/");
    expect(italian.status).toBe(200);
    expect(italian.document.documentElement.lang).toBe("it");
    expect(menuEntries(italian)).toHaveLength(0);
    expect(italian.getByRole("navigation", { name: "Categorie" }).querySelectorAll(".mega-menu__placeholder")).toHaveLength(25);
    expect(within(italian.getByRole("contentinfo")).getAllByText(/Ferramenta Pro/).length).toBeGreaterThan(0);
  } finally {
    await pair.setFaults([]);
  }
});

test("when the ERP stops, the page explains the problem in the customer's language, in the shell, without a stack", async () => {
  await pair.erp.stop();
  const english = await visitor().page("/en");
  expect(english.status).toBe(503);
  expect(english.getByRole("heading", { name: "Oops, something went wrong" })).toBeTruthy();
  expect(english.getByText("Our management system cannot be reached right now.", { exact: false })).toBeTruthy();
  // The shell still renders from the last good copy of the menu.
  expect(menuEntries(english).length).toBeGreaterThan(3);
  expect(english.document.body.textContent).not.toMatch(/at .*\.js:\d+|ECONNREFUSED|ErpError/);

  const italian = await visitor().page("/");
  expect(italian.status).toBe(503);
  expect(italian.getByRole("heading", { name: "Ops, qualcosa è andato storto" })).toBeTruthy();
});

test("when the ERP is back, the shop recovers by itself", async () => {
  restartedErp = await startDemoErpProcess({ dbPath: pair.dbPath, appToken: pair.appToken, items: 400, port: Number(new URL(pair.erp.url).port) });
  const guest = visitor();
  await expect
    .poll(async () => await guest.get("/en").then(async (answer) => (await answer.text(), answer.status)), { timeout: 30_000, interval: 1_000 })
    .toBe(200);
  const home = await guest.page("/en");
  expect(home.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("/en/product/")).length).toBeGreaterThan(0);
});
