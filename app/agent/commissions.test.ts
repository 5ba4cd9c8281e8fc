import { describe, expect, it } from "vitest";
import { parseCommissionsFilter, totalsOf } from "./commissions";

const TODAY = "2026-12-02";
const PORTFOLIO = new Set(["10001", "10004"]);
const filter = (query: string) => parseCommissionsFilter(new URLSearchParams(query), PORTFOLIO, TODAY);

describe("the commissions' filters", () => {
  it("ask for this year so far without dates, every customer and state", () => {
    expect(filter("")).toMatchObject({
      from: "2026-01-01",
      to: TODAY,
      request: { from: "2026-01-01", to: TODAY },
      onlyState: null,
      page: 1,
      errors: {},
    });
  });

  it("ask for a period, one of the agent's customers and a state", () => {
    expect(filter("from=2025-03-01&to=2025-06-30&customer=10004&state=blocked&page=2")).toMatchObject({
      request: { from: "2025-03-01", to: "2025-06-30", clientId: "10004" },
      onlyState: "BLOCKED",
      page: 2,
      errors: {},
    });
    // An open end stays open.
    expect(filter("from=2025-03-01").request).toEqual({ from: "2025-03-01", to: "" });
  });

  it("refuse a customer outside the portfolio: it is not asked for", () => {
    const refused = filter("customer=10002");
    expect(refused.errors).toEqual({ customer: "agentCommissions.errors.notYourCustomer" });
    expect(refused.request).not.toHaveProperty("clientId");
    expect(refused.customer).toBe("10002");
    expect(filter("customer=10001' OR '1'='1").errors).toEqual({ customer: "agentCommissions.errors.customer" });
  });

  it("report a bad date, a reversed period and an unknown state, keeping what was typed", () => {
    expect(filter("from=2025-02-30&to=2025-06-30&state=LOST")).toMatchObject({
      from: "2025-02-30",
      request: { from: "", to: "2025-06-30" },
      onlyState: null,
      errors: { from: "agentCommissions.errors.date", state: "agentCommissions.errors.state" },
    });
    expect(filter("from=2025-06-30&to=2025-01-01")).toMatchObject({ request: { from: "", to: "" }, errors: { to: "agentCommissions.errors.range" } });
    expect(filter("page=-3").page).toBe(1);
  });
});

describe("the commissions' totals", () => {
  it("add up each state's amounts", () => {
    expect(
      totalsOf([
        { state: "ACCRUED", amount: 10.1 },
        { state: "ACCRUED", amount: 0.2 },
        { state: "PAID", amount: 5 },
        { state: "BLOCKED", amount: null },
        { state: null, amount: 99 },
      ]),
    ).toEqual({ accrued: 10.3, paid: 5, blocked: 0 });
  });
});
