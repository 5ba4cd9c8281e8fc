import { describe, expect, it } from "vitest";
import { activityActionKey, parseCustomerFilter } from "./dashboard";

describe("parseCustomerFilter", () => {
  const parse = (value?: string) => parseCustomerFilter(new URLSearchParams(value === undefined ? "" : { customer: value }));

  it("sends no customer when the filter is empty", () => {
    expect(parse()).toEqual({ customer: "", clientId: undefined, invalid: false });
    expect(parse("   ")).toEqual({ customer: "", clientId: undefined, invalid: false });
  });

  it("sends a code of letters, digits, - and _ up to 20 characters", () => {
    expect(parse(" C-000_12 ")).toEqual({ customer: "C-000_12", clientId: "C-000_12", invalid: false });
    expect(parse("A".repeat(20)).clientId).toBe("A".repeat(20));
  });

  it("reports and does not send a malformed or over-long code", () => {
    for (const value of ["A".repeat(21), "C1; DROP", "C1'", "../C1", "C 1", "çodice"]) {
      expect(parse(value)).toMatchObject({ clientId: undefined, invalid: true });
    }
  });
});

describe("activityActionKey", () => {
  it("names the changes the ERP records", () => {
    expect(activityActionKey("add_to_cart", "SKU1")).toBe("agentDashboard.actions.add_to_cart");
    expect(activityActionKey("send_order", "OC/2025/1")).toBe("agentDashboard.actions.send_order");
    expect(activityActionKey("wishlist_remove", "SKU1")).toBe("agentDashboard.actions.wishlist_remove");
  });

  it("tells a coupon applied from one removed", () => {
    expect(activityActionKey("apply_coupon", "WELCOME10")).toBe("agentDashboard.actions.apply_coupon");
    expect(activityActionKey("apply_coupon", "")).toBe("agentDashboard.actions.remove_coupon");
  });

  it("leaves an action it does not know unnamed (shown as the ERP sent it)", () => {
    expect(activityActionKey("merge_carts", "x")).toBeNull();
    expect(activityActionKey("toString", "")).toBeNull();
  });
});
