import { describe, expect, it } from "vitest";
import type { AccountDocument, OrderSummary } from "~/erp/types";
import { documentMatches, erpOrderFilter, jobSiteMatches, listHref, orderMatches, paginate, parseListQuery } from "./list-query";

function order(status: OrderSummary["status"], deliveryOn: string | null = "2026-01-10"): OrderSummary {
  return {
    key: { type: "OC", number: "1", year: "2026" },
    registeredOn: "2026-01-01",
    deliveryOn,
    address: "",
    city: "",
    totals: { net: 0, vat: 0, total: 0, quantity: 0 },
    status,
    cartId: 0,
  };
}

describe("order status filters", () => {
  it("asks the ERP for its own filter where one exists", () => {
    expect(erpOrderFilter("to-be-accepted")).toBe("to-be-accepted");
    expect(erpOrderFilter("to-checkout")).toBe("to-checkout");
    expect(erpOrderFilter("fulfilled")).toBe("fulfilled");
    expect(erpOrderFilter("delivered")).toBe("fulfilled");
    expect(erpOrderFilter("not-fulfilled")).toBe("all");
    expect(erpOrderFilter("checked-out")).toBe("all");
  });

  it("narrows the combined filters by status", () => {
    const today = "2026-02-01";
    expect(orderMatches(order("partly-fulfilled"), "not-fulfilled", today)).toBe(true);
    expect(orderMatches(order("to-be-accepted"), "not-fulfilled", today)).toBe(true);
    expect(orderMatches(order("fulfilled"), "not-fulfilled", today)).toBe(false);
    expect(orderMatches(order("cancelled"), "not-fulfilled", today)).toBe(false);
    expect(orderMatches(order("partly-fulfilled"), "checked-out", today)).toBe(true);
    expect(orderMatches(order("to-checkout"), "checked-out", today)).toBe(false);
  });

  it("counts as delivered only fulfilled orders whose delivery date has passed", () => {
    expect(orderMatches(order("fulfilled", "2026-01-31"), "delivered", "2026-02-01")).toBe(true);
    expect(orderMatches(order("fulfilled", "2026-02-02"), "delivered", "2026-02-01")).toBe(false);
    expect(orderMatches(order("fulfilled", null), "delivered", "2026-02-01")).toBe(false);
  });
});

describe("documentMatches", () => {
  const doc = (billing: AccountDocument["billing"]) => ({ billing }) as AccountDocument;
  it("keeps accompanying (immediate) or deferred documents", () => {
    expect(documentMatches(doc("immediate"), "accompanying")).toBe(true);
    expect(documentMatches(doc("deferred"), "accompanying")).toBe(false);
    expect(documentMatches(doc("deferred"), "deferred")).toBe(true);
    expect(documentMatches(doc("immediate"), "all")).toBe(true);
  });
});

describe("paginate", () => {
  const items = Array.from({ length: 30 }, (_, index) => index);
  it("cuts pages of the given size and clamps the page", () => {
    expect(paginate(items, 1, 12)).toMatchObject({ page: 1, pages: 3, total: 30, items: items.slice(0, 12) });
    expect(paginate(items, 3, 12).items).toEqual(items.slice(24));
    expect(paginate(items, 99, 12).page).toBe(3);
    expect(paginate([], 1, 12)).toMatchObject({ page: 1, pages: 1, total: 0 });
  });
});

describe("parseListQuery", () => {
  it("reads valid values", () => {
    const query = parseListQuery(new URLSearchParams("status=delivered&kind=credit-note&billing=deferred&page=2&from=2026-01-01&to=2026-01-31"));
    expect(query).toMatchObject({
      status: "delivered",
      kind: "credit-note",
      billing: "deferred",
      page: 2,
      range: { from: "2026-01-01", to: "2026-01-31" },
      errors: [],
    });
  });

  it("falls back on forged values and reports bad dates, keeping what was typed", () => {
    const query = parseListQuery(new URLSearchParams("status=hacked&kind=x&billing=y&page=-4&from=2026-02-30&to=yesterday"));
    expect(query).toMatchObject({ status: "all", kind: "invoice", billing: "all", page: 1, range: {}, from: "2026-02-30", to: "yesterday" });
    expect(query.errors).toEqual(["accountLists.invalidDate"]);
  });

  it("reads a job site's name, and drops an overlong one", () => {
    expect(parseListQuery(new URLSearchParams("jobSite=+Ponte+SP12+")).jobSite).toBe("Ponte SP12");
    expect(parseListQuery(new URLSearchParams(`jobSite=${"x".repeat(201)}`)).jobSite).toBe("");
    expect(jobSiteMatches({ jobSite: { name: "Ponte SP12" } }, "Ponte SP12")).toBe(true);
    expect(jobSiteMatches({ jobSite: null }, "Ponte SP12")).toBe(false);
    expect(jobSiteMatches({ jobSite: null }, "")).toBe(true);
  });

  it("refuses a range that ends before it starts", () => {
    const query = parseListQuery(new URLSearchParams("from=2026-03-01&to=2026-01-01"));
    expect(query.range).toEqual({});
    expect(query.errors).toEqual(["accountLists.invalidRange"]);
  });
});

describe("listHref", () => {
  it("leaves out empty values and page 1", () => {
    expect(listHref("/pages/orders", { status: "all", from: "", page: 1 })).toBe("/pages/orders?status=all");
    expect(listHref("/en/pages/orders", { page: 2 })).toBe("/en/pages/orders?page=2");
  });
});
