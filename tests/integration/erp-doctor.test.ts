// `npm run erp:doctor` against the demo ERP in both dialects: every call is read as is in the
// default dialect, and read (as is, or with tolerated fields) in the varying one; in both, a customer
// would see every image, flyer, CMS link and order amount the doctor checks. A broken image fails it,
// and so does a latest-order list whose codes resolve none; the proposed account calls answering 404
// are "not available on this ERP".
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS } from "../../demo-erp/customers";
import type { FaultRule } from "../../demo-erp/http";
import { doctorFailed, formatDoctorReport, runDoctor, type DoctorRow } from "~/doctor/doctor.server";
import { startAnswerProxy, unknownLatestCodes, type AnswerProxy } from "../support/answer-proxy";
import { TestErp, type TestErpOptions } from "../support/harness";

let demo: TestErp | undefined;
let answers: AnswerProxy | undefined;

afterEach(async () => {
  await demo?.stop();
  await answers?.close();
  demo = answers = undefined;
});

const A = "/api/method/mymb_ecommerce.controllers.account";
const ALTERNATIVES_RESOLVED = /^\S+: ([1-9]\d*) of \1 alternatives resolved$/;

/** The rows of the account's latest orders, last order of an article and files. */
function accountRows(rows: DoctorRow[]) {
  const row = (prefix: string) => rows.find((entry) => entry.call.startsWith(prefix));
  return {
    latest: row("hub account/get_latest_order_list"),
    lastOrder: row("A.get_latest_order_by_item"),
    csv: row("hub account/csv_invoice_document"),
    deadlines: row("A.pdf_scadenzario"),
    tracking: row("A.pdf_tracking_order"),
    jobSites: row("hub account/job_sites"),
    xml: row("hub account/invoice_xml"),
  };
}

async function doctorAgainst(dialect: "default" | "varying", faults: FaultRule[] = [], via?: TestErpOptions["via"]) {
  demo = await new TestErp({ dialect, faults, via }).start();
  const customer = DEMO_CUSTOMERS[0]!;
  const agent = DEMO_AGENTS[0]!;
  return runDoctor({
    lang: "en",
    credentials: { username: customer.username, password: customer.password },
    agentCredentials: { username: agent.username, password: agent.password },
  });
}

/** The rows that are not fine: skipped is fine only for a write it does not try or a link that is not a listing. */
function notFine(rows: DoctorRow[], fine: DoctorRow["outcome"][]): DoctorRow[] {
  return rows.filter((row) => !fine.includes(row.outcome) && !(row.outcome === "skipped" && /^(a write: |not a listing$)/.test(row.detail)));
}

/** The reorder lists' row (a scratch list made, filled, read and deleted). */
function listsRow(rows: DoctorRow[]): DoctorRow | undefined {
  return rows.find((row) => row.call.startsWith("hub lists/"));
}

/** The search settings' row (read only). */
function settingsRow(rows: DoctorRow[]): DoctorRow | undefined {
  return rows.find((row) => row.call.startsWith("U.get_search_settings"));
}

/** The declarations of intent's and the agent's commissions' rows (read only). */
function paperworkRows(rows: DoctorRow[]) {
  return {
    declarations: rows.find((row) => row.call.startsWith("hub account/vat_exemptions")),
    commissions: rows.find((row) => row.call.startsWith("hub agent/commissions")),
  };
}

/** The customer's-eye checks: media, links, amounts, /readyz. */
function customerChecks(rows: DoctorRow[]) {
  const named = (prefix: string) => rows.filter((row) => row.call.startsWith(prefix));
  return { media: named("media: "), links: named("link: "), amounts: named("order amounts"), ready: named("/readyz") };
}

describe("erp doctor", () => {
  it("finds every call usable as is on the demo ERP's default dialect, and everything a customer sees", async () => {
    const rows = await doctorAgainst("default");
    expect(notFine(rows, ["ok"]), formatDoctorReport(rows)).toEqual([]);
    expect(listsRow(rows)).toMatchObject({ outcome: "ok", detail: "a scratch list was made, filled, read and deleted" });
    expect(settingsRow(rows)).toMatchObject({ outcome: "ok", detail: "net prices, autocomplete on" });
    // An article the ERP cannot deliver, whose alternatives are named and resolved.
    expect(rows.find((row) => row.call === "hub erp/alternatives")).toMatchObject({ outcome: "ok", detail: ALTERNATIVES_RESOLVED });
    expect(paperworkRows(rows)).toMatchObject({
      declarations: { outcome: "ok", detail: "2 declarations" },
      commissions: { outcome: "ok", detail: expect.stringMatching(/^\d+ commissions this year, \d+ blocked$/) },
    });
    expect(rows.find((row) => row.call === "K.check_cart_anomalies")).toMatchObject({
      outcome: "ok",
      detail: expect.stringMatching(/findings on \d+ lines$/),
    });
    expect(doctorFailed(rows)).toBe(false);
  });

  it("reads every call of the varying dialect, and a customer sees every image, flyer, link and amount", async () => {
    const rows = await doctorAgainst("varying");
    const report = formatDoctorReport(rows);
    expect(notFine(rows, ["ok", "tolerated"]), report).toEqual([]);
    // The defaults one level deeper, and the flags as "0"/"1"; declarations and commissions as maps.
    expect(settingsRow(rows)).toMatchObject({ detail: "net prices, autocomplete on" });
    // Named by id, not sku: resolved all the same.
    expect(rows.find((row) => row.call === "hub erp/alternatives")).toMatchObject({ detail: ALTERNATIVES_RESOLVED });
    expect(paperworkRows(rows)).toMatchObject({
      declarations: { detail: "2 declarations" },
      commissions: { detail: expect.stringMatching(/ blocked$/) },
    });
    const { media, links, amounts, ready } = customerChecks(rows);
    // One image of each answer that carries media, and one flyer.
    expect(media.map((row) => row.call).sort(), report).toEqual(
      [
        "media: a flyer of cms b2b-home-data",
        "media: an image of cms b2b-home-data",
        "media: an image of cms b2b-menu-items",
        "media: an image of cms b2b-promo-slider",
        "media: an image of hub search/search",
        "media: an image of mymb_ecommerce.controllers.wrapper.autocomplete",
        "media: an image of mymb_ecommerce.controllers.wrapper.get_item",
      ].sort(),
    );
    expect(media.every((row) => row.outcome === "ok" && row.status === 200)).toBe(true);
    expect(links.filter((row) => row.call.startsWith("link: promo tab")).length).toBeGreaterThan(3);
    expect(links.filter((row) => row.outcome === "ok").every((row) => /^\d+ products$/.test(row.detail))).toBe(true);
    // Every order of the period, the one sent with a coupon among them; and a saved cart's own rows.
    expect(amounts).toMatchObject([
      { outcome: "ok", detail: expect.stringMatching(/^\d+ orders: .*, 1 with a difference \(a coupon, an adjustment\)/) },
    ]);
    expect(rows.find((row) => row.call.startsWith("hub erp/get_multiple_prices (a barcode"))).toMatchObject({
      outcome: "ok",
      detail: expect.stringMatching(/^\d{13} → \S+ «.+»$/),
    });
    expect(rows.find((row) => row.call.startsWith("K.get_cart_rows_by_id_cart"))).toMatchObject({
      outcome: "ok",
      detail: expect.stringMatching(/^«Riordino mensile»: \d+ rows, as the saved carts' list says$/),
    });
    expect(rows.find((row) => row.call.startsWith("K.check_info_availability_for_item"))).toMatchObject({
      outcome: "ok",
      detail: expect.stringMatching(/^3 articles: \d with a delivery date$/),
    });
    expect(ready).toMatchObject([{ outcome: "ok" }]);
    expect(rows.filter((row) => row.detail.startsWith("a write: ")).length).toBeGreaterThan(5);
    expect(doctorFailed(rows)).toBe(false);
  });

  it("says reorder lists, search settings, delivery dates, alternatives, cart anomalies, returns, declarations of intent and commissions are not available where the ERP answers them 404, without failing", async () => {
    const rows = await doctorAgainst("default", [
      { path: "/hub/lists/", status: 404 },
      { path: "/api/method/mymb_ecommerce.controllers.customer.get_search_settings", status: 404 },
      { path: "/api/method/mymb_ecommerce.controllers.cart.check_info_availability_for_item", status: 404 },
      { path: "/hub/erp/alternatives", status: 404 },
      { path: "/api/method/mymb_ecommerce.controllers.cart.check_cart_anomalies", status: 404 },
      { path: "/hub/account/returns", status: 404 },
      { path: "/hub/account/ddt_lines", status: 404 },
      { path: "/hub/account/vat_exemptions", status: 404 },
      { path: "/hub/agent/commissions", status: 404 },
    ]);
    expect(paperworkRows(rows)).toMatchObject({
      declarations: { outcome: "skipped", detail: "declarations of intent: not available on this ERP" },
      commissions: { outcome: "skipped", detail: "agent commissions: not available on this ERP" },
    });
    expect(listsRow(rows)).toMatchObject({ outcome: "skipped", detail: "reorder lists: not available on this ERP" });
    expect(settingsRow(rows)).toMatchObject({ outcome: "skipped", detail: "search settings: not available on this ERP" });
    expect(formatDoctorReport(rows)).toContain("skipped: reorder lists: not available on this ERP");
    expect(formatDoctorReport(rows)).toContain("skipped: delivery dates: not available on this ERP");
    expect(rows.find((row) => row.call === "hub erp/alternatives")).toMatchObject({
      outcome: "skipped",
      detail: "erp/alternatives: not available on this ERP",
    });
    expect(rows.find((row) => row.call === "K.check_cart_anomalies")).toMatchObject({
      outcome: "skipped",
      detail: "K.check_cart_anomalies: not available on this ERP",
    });
    const returnsRows = rows.filter((row) => row.call.startsWith("hub account/returns") || row.call.startsWith("hub account/ddt_lines"));
    expect(returnsRows.map((row) => [row.outcome, row.detail])).toEqual([
      ["skipped", "returns: not available on this ERP"],
      ["skipped", "returns: not available on this ERP"],
    ]);
    expect(doctorFailed(rows)).toBe(false);
  });

  it.each(["default", "varying"] as const)(
    "checks the latest orders by internal code, an article's last order and every account file (%s dialect)",
    async (dialect) => {
      const rows = await doctorAgainst(dialect);
      const found = accountRows(rows);
      expect(found.latest, formatDoctorReport(rows)).toMatchObject({
        outcome: "ok",
        detail: expect.stringMatching(/^\d+ articles on the first page, \d+ in all$/),
      });
      expect(found.lastOrder).toMatchObject({ outcome: "ok", detail: expect.stringMatching(/^OC\/\d{4}\/\d+, quantity \d+/) });
      for (const file of [found.csv, found.deadlines, found.tracking, found.xml])
        expect(file).toMatchObject({ outcome: "ok", detail: expect.stringMatching(/ bytes$/) });
      expect(found.jobSites).toMatchObject({ outcome: "ok", detail: "3 job sites, 2 with a CIG or CUP" });
    },
  );

  it.each(["default", "varying"] as const)(
    "says the proposed account calls are not available where they answer 404, without failing (%s dialect)",
    async (dialect) => {
      const notThere = [
        "/hub/account/csv_invoice_document",
        `${A}.pdf_scadenzario`,
        `${A}.pdf_tracking_order`,
        `${A}.get_latest_order_by_item`,
        "/hub/account/job_sites",
        "/hub/account/invoice_xml",
      ];
      const rows = await doctorAgainst(
        dialect,
        notThere.map((path) => ({ path, status: 404 })),
      );
      const found = accountRows(rows);
      for (const row of [found.lastOrder, found.csv, found.deadlines, found.tracking, found.jobSites, found.xml]) {
        expect(row, formatDoctorReport(rows)).toMatchObject({ outcome: "skipped", detail: "not available on this ERP" });
      }
      expect(doctorFailed(rows)).toBe(false);
    },
  );

  it.each(["default", "varying"] as const)("fails a latest-order list that names codes and resolves none (%s dialect)", async (dialect) => {
    const rows = await doctorAgainst(dialect, [], async (target) => {
      answers = await startAnswerProxy(target);
      answers.rewrite = unknownLatestCodes;
      return answers.url;
    });
    expect(accountRows(rows).latest).toMatchObject({ outcome: "failed", detail: expect.stringContaining("none of them is in the catalogue") });
    expect(formatDoctorReport(rows)).toMatch(/get_latest_order_list.* failed: the list names articles and none of them is in the catalogue/);
    expect(doctorFailed(rows)).toBe(true);
  });

  it("fails when the ERP's images answer 404, naming the answer whose image it is", async () => {
    const rows = await doctorAgainst("varying", [{ path: "/images/", status: 404 }]);
    const broken = customerChecks(rows).media.filter((row) => row.outcome === "failed");
    expect(
      broken.map((row) => row.call),
      formatDoctorReport(rows),
    ).toContain("media: an image of hub search/search");
    expect(broken[0]!.detail).toMatch(/HTTP 404, ERP media answered an error \(\/images\/: HTTP 404/);
    expect(doctorFailed(rows)).toBe(true);
  });

  it("fails when a primary call cannot be used, and skips the customer calls without credentials", async () => {
    demo = await new TestErp({ faults: [{ path: "/hub/search/search", malformed: true }] }).start();
    const rows = await runDoctor({ lang: "en" });
    expect(rows.find((row) => row.call === "hub search/search")).toMatchObject({ primary: true, outcome: "malformed" });
    expect(rows.find((row) => row.call === "hub wrapper/login")).toMatchObject({ outcome: "skipped", detail: "no test customer given" });
    expect(doctorFailed(rows)).toBe(true);
  });
});
