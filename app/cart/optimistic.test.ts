import { describe, expect, it } from "vitest";
import { applyPending, askedLineChange, cartFetcherKey, optimisticLineCount, pendingCartChanges, removalsStillShown } from "./optimistic";

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
