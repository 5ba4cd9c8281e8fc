import { describe, expect, it } from "vitest";
import { renderedForAnotherCustomer } from "~/cart/rendered-for";

describe("renderedForAnotherCustomer", () => {
  it("accepts a form rendered for the customer served now", () => {
    expect(renderedForAnotherCustomer("10001", "10001")).toBe(false);
    expect(renderedForAnotherCustomer("", null)).toBe(false);
  });

  it("refuses a form rendered for another customer, or for nobody while someone is served", () => {
    expect(renderedForAnotherCustomer("10001", "11002")).toBe(true);
    expect(renderedForAnotherCustomer("", "11002")).toBe(true);
    expect(renderedForAnotherCustomer("10001", null)).toBe(true);
    expect(renderedForAnotherCustomer(new File(["10001"], "x"), "10001")).toBe(true);
  });

  it("leaves a post without the field to the session", () => {
    expect(renderedForAnotherCustomer(null, "10001")).toBe(false);
  });
});
