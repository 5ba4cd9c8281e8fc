import { describe, expect, it } from "vitest";
import { activityReferenceKey, oneRowPerCheck } from "./activity";

describe("activityReferenceKey", () => {
  it("names the delivery an order was checked for as the checkout does", () => {
    expect(activityReferenceKey("prepare_order", "SHIPPING_GOOD")).toBe("checkout.shipping");
    expect(activityReferenceKey("prepare_order", "PICKUP_HEADQUARTER")).toBe("checkout.pickup");
  });

  it("leaves other references as the ERP wrote them", () => {
    expect(activityReferenceKey("prepare_order", "DRONE")).toBeNull();
    expect(activityReferenceKey("add_to_cart", "SHIPPING_GOOD")).toBeNull();
    expect(activityReferenceKey("send_order", "OC/2026/1")).toBeNull();
  });
});

describe("oneRowPerCheck", () => {
  const entry = (clientId: string, action: string, reference = "") => ({ clientId, action, reference });

  it("keeps the newest of the checks of a customer in a row", () => {
    const sent = entry("C1", "send_order", "OC/2026/7");
    const lastCheck = entry("C1", "prepare_order", "PICKUP_HEADQUARTER");
    const entries = [sent, lastCheck, entry("C1", "prepare_order", "PICKUP_HEADQUARTER"), entry("C1", "prepare_order", "SHIPPING_GOOD")];
    expect(oneRowPerCheck(entries)).toEqual([sent, lastCheck]);
  });

  it("keeps checks apart when the cart changed between them", () => {
    const entries = [entry("C1", "prepare_order"), entry("C1", "add_to_cart", "SKU1"), entry("C1", "prepare_order")];
    expect(oneRowPerCheck(entries)).toEqual(entries);
  });

  it("counts another customer's changes between checks as nothing", () => {
    const newest = entry("C1", "prepare_order");
    const other = entry("C2", "add_to_cart", "SKU1");
    expect(oneRowPerCheck([newest, other, entry("C1", "prepare_order")])).toEqual([newest, other]);
  });
});
