import { describe, expect, it } from "vitest";
import {
  applyPending,
  askedLineChange,
  canCheckOut,
  cartFetcherKey,
  findLine,
  missingForMinimumOrder,
  nextLineQuantity,
  NO_VALID_QUANTITY,
  optimisticLineCount,
  pendingCartChanges,
  planAdd,
  removalsStillShown,
  renderedForOther,
  roundUpToPackaging,
  shippingInfo,
  stockShortage,
} from "./cart";

const line = (over: Partial<{ rowId: string; sku: string; quantity: number; promoCode: string; promoRow: string }> = {}) => ({
  rowId: "1",
  sku: "FE100",
  quantity: 6,
  promoCode: "0",
  promoRow: "0",
  ...over,
});

describe("nextLineQuantity", () => {
  it("moves by whole packs with the buttons, removes at 0 or less", () => {
    expect(nextLineQuantity(12, 6, { step: 1 })).toEqual({ quantity: 18, rounded: false });
    expect(nextLineQuantity(12, 6, { step: -1 })).toEqual({ quantity: 6, rounded: false });
    expect(nextLineQuantity(6, 6, { step: -1 })).toEqual({ quantity: 0, rounded: false });
  });

  it("rounds a typed quantity up to packs, keeps the line for nothing typed", () => {
    expect(nextLineQuantity(12, 6, { typed: 13 })).toEqual({ quantity: 18, rounded: true });
    expect(nextLineQuantity(12, 6, { typed: 0 })).toEqual({ quantity: 0, rounded: false });
    expect(nextLineQuantity(12, 6, { typed: null })).toEqual({ quantity: 12, rounded: false });
  });
});

describe("roundUpToPackaging", () => {
  it("keeps multiples and rounds the rest up", () => {
    expect(roundUpToPackaging(12, 6)).toEqual({ quantity: 12, rounded: false });
    expect(roundUpToPackaging(7, 6)).toEqual({ quantity: 12, rounded: true });
    expect(roundUpToPackaging(1, 1)).toEqual({ quantity: 1, rounded: false });
    expect(roundUpToPackaging(2.5, 1)).toEqual({ quantity: 3, rounded: true });
    expect(roundUpToPackaging(3, 0)).toEqual({ quantity: 3, rounded: false });
  });
});

describe("findLine", () => {
  it("matches article, promo code and promo row", () => {
    const lines = [line(), line({ rowId: "2", promoCode: "P1", promoRow: "1" }), line({ rowId: "3", promoCode: "P1", promoRow: "2" })];
    expect(findLine(lines, { sku: "FE100" })?.rowId).toBe("1");
    expect(findLine(lines, { sku: "FE100", promoCode: "P1", promoRow: "2" })?.rowId).toBe("3");
    expect(findLine(lines, { sku: "FE100", promoCode: "P2", promoRow: "1" })).toBeUndefined();
    expect(findLine(lines, { sku: "FE101" })).toBeUndefined();
  });
});

describe("planAdd", () => {
  it("answers no-valid-quantity for a quantity ≤ 0 of an article not in the cart", () => {
    expect(planAdd([], { sku: "FE100", quantity: 0, packagingMultiple: 1 })).toEqual({ kind: "invalid", reason: NO_VALID_QUANTITY });
    expect(planAdd([], { sku: "FE100", quantity: -3, packagingMultiple: 1 })).toEqual({ kind: "invalid", reason: NO_VALID_QUANTITY });
  });
  it("adds a new article rounded up to its packaging", () => {
    expect(planAdd([], { sku: "FE100", quantity: 4, packagingMultiple: 6 })).toEqual({ kind: "add", quantity: 6, rounded: true });
  });
  it("updates an existing line instead of adding it twice", () => {
    expect(planAdd([line()], { sku: "FE100", quantity: 6, packagingMultiple: 6 })).toEqual({
      kind: "update",
      rowId: "1",
      quantity: 12,
      rounded: false,
    });
  });
  it("adds a second line for the same article under a promotion", () => {
    expect(planAdd([line()], { sku: "FE100", quantity: 6, promoCode: "P1", promoRow: "1", packagingMultiple: 6 }).kind).toBe("add");
  });
  it("removes an existing line when the result is not positive", () => {
    expect(planAdd([line()], { sku: "FE100", quantity: -6, packagingMultiple: 6 })).toEqual({ kind: "remove", rowId: "1" });
  });
});

describe("shippingInfo", () => {
  it("charges 9.90 below 250 net and tells what is missing", () => {
    expect(shippingInfo(200, 2, 250)).toEqual({ cost: 9.9, missing: 50, free: false });
    expect(shippingInfo(249.99, 1, 250)).toEqual({ cost: 9.9, missing: 0.01, free: false });
  });
  it("is free from 250 net", () => {
    expect(shippingInfo(250, 1, 250)).toEqual({ cost: 0, missing: 0, free: true });
  });
  it("is nothing for an empty cart", () => {
    expect(shippingInfo(0, 0, 250)).toEqual({ cost: 0, missing: 250, free: false });
  });
});

describe("missingForMinimumOrder", () => {
  it("says what is left to the minimum, exact to the cent, and 0 once reached", () => {
    expect(missingForMinimumOrder(123.45, 300)).toBe(176.55);
    expect(missingForMinimumOrder(0.1 + 0.2, 1)).toBe(0.7);
    expect(missingForMinimumOrder(300, 300)).toBe(0);
    expect(missingForMinimumOrder(450, 300)).toBe(0);
  });
});

describe("canCheckOut", () => {
  const cart = { canCheckout: true, lines: [line()], minOrder: { compliant: true } };
  it("lets a cart with lines, the ERP's consent and the minimum order reached go to checkout", () => {
    expect(canCheckOut(cart)).toBe(true);
  });
  it("refuses an empty cart, a cart the ERP blocks and one below the minimum order", () => {
    expect(canCheckOut({ ...cart, lines: [] })).toBe(false);
    expect(canCheckOut({ ...cart, canCheckout: false })).toBe(false);
    expect(canCheckOut({ ...cart, minOrder: { compliant: false } })).toBe(false);
  });
});

describe("stockShortage", () => {
  it("tells what the ERP can deliver of a line it cannot deliver in full", () => {
    expect(stockShortage({ quantity: 100, stock: 0 })).toEqual({ available: 0, requested: 100 });
    expect(stockShortage({ quantity: 12, stock: 5 })).toEqual({ available: 5, requested: 12 });
    expect(stockShortage({ quantity: 12, stock: -3 })).toEqual({ available: 0, requested: 12 });
  });

  it("says nothing when the stock covers the line or the ERP did not give it", () => {
    expect(stockShortage({ quantity: 12, stock: 12 })).toBeNull();
    expect(stockShortage({ quantity: 12, stock: null })).toBeNull();
  });
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("askedLineChange", () => {
  it("reads a removal, a typed quantity (rounded up to the packaging) and a step; 0 or less removes", () => {
    expect(askedLineChange(form({ intent: "remove", rowId: "3" }))).toEqual({ rowId: "3", quantity: 0 });
    expect(askedLineChange(form({ intent: "update", rowId: "1", quantity: "10", current: "6", multiple: "6" }))).toEqual({
      rowId: "1",
      quantity: 12,
    });
    expect(askedLineChange(form({ intent: "update", rowId: "2", step: "-1", current: "6", multiple: "6" }))).toEqual({ rowId: "2", quantity: 0 });
    expect(askedLineChange(form({ intent: "update", rowId: "2", quantity: "0", current: "6", multiple: "6" }))).toEqual({ rowId: "2", quantity: 0 });
    expect(askedLineChange(form({ intent: "add", sku: "FE1", quantity: "1" }))).toBeNull();
  });
});

describe("pendingCartChanges", () => {
  it("collects added articles, updates, steps and removals of cart fetchers only", () => {
    const changes = pendingCartChanges([
      { key: cartFetcherKey("add-FE1"), formData: form({ intent: "add", sku: "fe1", quantity: "4", multiple: "6" }) },
      { key: cartFetcherKey("add-FE2"), formData: form({ intent: "add", sku: "FE2", quantity: "0" }) },
      { key: cartFetcherKey("line-1"), formData: form({ intent: "update", rowId: "1", quantity: "10", current: "2", multiple: "1" }) },
      { key: cartFetcherKey("line-2"), formData: form({ intent: "update", rowId: "2", step: "-1", current: "12", multiple: "6" }) },
      { key: cartFetcherKey("line-3"), formData: form({ intent: "remove", rowId: "3" }) },
      { key: "search", formData: form({ intent: "add", sku: "FE9", quantity: "100" }) },
      { key: cartFetcherKey("idle") },
    ]);
    expect([...changes.addedSkus]).toEqual(["FE1"]);
    expect([...changes.lineQuantities]).toEqual([
      ["1", 10],
      ["2", 6],
      ["3", 0],
    ]);
  });
});

describe("applyPending", () => {
  const lines = [
    { rowId: "1", quantity: 2, unitPrice: 1.5, lineTotal: 3 },
    { rowId: "3", quantity: 1, unitPrice: 4, lineTotal: 4 },
    { rowId: "4", quantity: 1, unitPrice: 5, lineTotal: 5 },
  ];

  it("shows asked quantities and marks lines being removed, by a pending form or an answered removal", () => {
    const pending = {
      addedSkus: new Set<string>(),
      lineQuantities: new Map([
        ["1", 10],
        ["3", 0],
      ]),
    };
    expect(applyPending(lines, pending, new Set(["4"]))).toEqual([
      { rowId: "1", quantity: 10, unitPrice: 1.5, lineTotal: 15, removing: false },
      { rowId: "3", quantity: 1, unitPrice: 4, lineTotal: 4, removing: true },
      { rowId: "4", quantity: 1, unitPrice: 5, lineTotal: 5, removing: true },
    ]);
  });

  it("keeps an answered removal hidden after its form settled (no line comes back for a moment)", () => {
    const settled = { addedSkus: new Set<string>(), lineQuantities: new Map<string, number>() };
    expect(
      applyPending(lines, settled, new Set(["3"]))
        .filter((line) => !line.removing)
        .map((line) => line.rowId),
    ).toEqual(["1", "4"]);
  });
});

describe("removalsStillShown", () => {
  it("keeps a removal while one reader's cart still has the line, though another's no longer does", () => {
    const removed = new Set(["r1", "r2"]);
    const header = new Set(["r2", "r3"]);
    const page = new Set(["r3"]);
    expect([...removalsStillShown(removed, [header, page])]).toEqual(["r2"]);
  });

  it("forgets a removal once no reader's cart has the line, and keeps the same set when nothing is through", () => {
    const removed = new Set(["r1"]);
    expect(removalsStillShown(removed, [new Set(["r1"]), new Set()])).toBe(removed);
    expect(removalsStillShown(removed, [new Set(["r2"]), new Set()]).size).toBe(0);
    expect(removalsStillShown(removed, []).size).toBe(0);
  });
});

describe("optimisticLineCount", () => {
  const rows = [
    { rowId: "1", sku: "FE1" },
    { rowId: "2", sku: "FE2" },
  ];

  it("counts lines, not pieces: a new article adds one, an article already there none, a removal takes one", () => {
    const pending = {
      addedSkus: new Set(["FE1", "FE3"]),
      lineQuantities: new Map([
        ["2", 0],
        ["1", 50],
      ]),
    };
    expect(optimisticLineCount(rows, pending)).toBe(2);
    expect(optimisticLineCount(rows, { addedSkus: new Set(), lineQuantities: new Map() })).toBe(2);
  });

  it("does not count a removal twice once the cart read again lacks the line", () => {
    expect(optimisticLineCount([{ rowId: "1", sku: "FE1" }], { addedSkus: new Set(), lineQuantities: new Map([["2", 0]]) })).toBe(1);
  });
});

const served = { clientId: "10001", addressCode: "1" };

describe("renderedForOther", () => {
  it("accepts a form rendered for the customer and address served now", () => {
    expect(renderedForOther({ customer: "10001", address: "1" }, served)).toBeNull();
    expect(renderedForOther({ customer: "", address: "" }, null)).toBeNull();
  });

  it("refuses a form rendered for another customer, or for nobody while someone is served", () => {
    expect(renderedForOther({ customer: "10001", address: "1" }, { clientId: "11002", addressCode: "1" })).toBe("customer");
    expect(renderedForOther({ customer: "", address: "" }, served)).toBe("customer");
    expect(renderedForOther({ customer: "10001", address: "1" }, null)).toBe("customer");
    expect(renderedForOther({ customer: new File(["10001"], "x"), address: "1" }, served)).toBe("customer");
  });

  it("refuses a form rendered for another delivery address of the same customer", () => {
    expect(renderedForOther({ customer: "10001", address: "2" }, served)).toBe("address");
    expect(renderedForOther({ customer: "10001", address: "" }, served)).toBe("address");
  });

  it("leaves a post without the customer field to the session, and checks one without the address field for the customer", () => {
    expect(renderedForOther({ customer: null, address: "2" }, served)).toBeNull();
    expect(renderedForOther({ customer: "10001", address: null }, served)).toBeNull();
    expect(renderedForOther({ customer: "11002", address: null }, served)).toBe("customer");
  });
});
