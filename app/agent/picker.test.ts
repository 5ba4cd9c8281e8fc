import { describe, expect, it } from "vitest";
import { parsePickerQuery, PickerForm, PICKER_QUERY_MAX } from "~/agent/picker";

describe("parsePickerQuery", () => {
  it("reads the search and the page", () => {
    expect(parsePickerQuery(new URLSearchParams("q=%20Roma%20&page=3"))).toEqual({ q: "Roma", page: 3, tooLong: false });
  });

  it("starts at the first page of every customer", () => {
    expect(parsePickerQuery(new URLSearchParams(""))).toEqual({ q: "", page: 1, tooLong: false });
  });

  it("ignores a page that is no page", () => {
    for (const page of ["0", "-2", "abc", "1.5", "99999999"]) expect(parsePickerQuery(new URLSearchParams({ page })).page).toBe(1);
  });

  it("refuses an over-long search instead of cutting it", () => {
    const query = parsePickerQuery(new URLSearchParams({ q: "x".repeat(PICKER_QUERY_MAX + 1) }));
    expect(query).toMatchObject({ q: "", tooLong: true });
  });
});

describe("PickerForm", () => {
  it("accepts a customer code and a stop", () => {
    expect(PickerForm.safeParse({ intent: "choose", clientId: "10001" }).success).toBe(true);
    expect(PickerForm.safeParse({ intent: "stop" }).success).toBe(true);
  });

  it("refuses what is no customer code", () => {
    for (const clientId of ["", "1 OR 1=1", "x".repeat(21), "../10001"]) {
      expect(PickerForm.safeParse({ intent: "choose", clientId }).success).toBe(false);
    }
    expect(PickerForm.safeParse({ intent: "switch", clientId: "10001" }).success).toBe(false);
  });
});
