import { describe, expect, it } from "vitest";
import { renderedForOther } from "~/cart/rendered-for";

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
