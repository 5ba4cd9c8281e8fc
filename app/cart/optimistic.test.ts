import { describe, expect, it } from "vitest";
import { applyPending, cartFetcherKey, pendingCartChanges } from "./optimistic";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

describe("pendingCartChanges", () => {
  it("counts adds (rounded to packaging), updates, steps and removals of cart fetchers only", () => {
    const changes = pendingCartChanges([
      { key: cartFetcherKey("add-FE1"), formData: form({ intent: "add", sku: "FE1", quantity: "4", multiple: "6" }) },
      { key: cartFetcherKey("line-1"), formData: form({ intent: "update", rowId: "1", quantity: "10", current: "2", multiple: "1" }) },
      { key: cartFetcherKey("line-2"), formData: form({ intent: "update", rowId: "2", step: "-1", current: "12", multiple: "6" }) },
      { key: cartFetcherKey("line-3"), formData: form({ intent: "remove", rowId: "3" }) },
      { key: "search", formData: form({ intent: "add", quantity: "100" }) },
      { key: cartFetcherKey("idle") },
    ]);
    expect(changes.addedUnits).toBe(6);
    expect([...changes.lineQuantities]).toEqual([
      ["1", 10],
      ["2", 6],
      ["3", 0],
    ]);
  });
});

describe("applyPending", () => {
  it("shows asked quantities and hides lines being removed", () => {
    const lines = [
      { rowId: "1", quantity: 2, unitPrice: 1.5, lineTotal: 3 },
      { rowId: "3", quantity: 1, unitPrice: 4, lineTotal: 4 },
    ];
    const pending = { addedUnits: 0, lineQuantities: new Map([["1", 10], ["3", 0]]) };
    expect(applyPending(lines, pending)).toEqual([{ rowId: "1", quantity: 10, unitPrice: 1.5, lineTotal: 15 }]);
  });
});
