import { describe, expect, it } from "vitest";
import { cmsRoute, pageCount, pageFromQuery } from "./pages";

describe("blog pagination", () => {
  it("reads the page query, 1-based, and refuses anything else", () => {
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery("3")).toBe(3);
    expect(pageFromQuery("0")).toBeNull();
    expect(pageFromQuery("-1")).toBeNull();
    expect(pageFromQuery("2.5")).toBeNull();
    expect(pageFromQuery("99999")).toBeNull();
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(15, 12)).toBe(2);
    expect(pageCount(24, 12)).toBe(2);
  });
});

describe("content helpers", () => {
  it("formats ERP days in the reader's language", () => {});

  it("accepts slug routes only", () => {
    expect(cmsRoute("privacy")).toBe("privacy");
    expect(cmsRoute("condizioni-di-vendita/")).toBe("condizioni-di-vendita");
    expect(cmsRoute("../etc/passwd")).toBeNull();
    expect(cmsRoute("")).toBeNull();
    expect(cmsRoute("a%20b")).toBeNull();
  });
});
