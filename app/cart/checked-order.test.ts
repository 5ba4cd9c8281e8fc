import { describe, expect, it } from "vitest";
import { cartFingerprint, checkStateOf, type CartContents, type CheckedOrder } from "./checked-order";

const cart: CartContents = {
  id: 41,
  lines: [
    { rowId: "7", sku: "FE100", quantity: 6, unitPrice: 2.5, promoCode: "0", promoRow: "0" },
    { rowId: "9", sku: "VI200", quantity: 100, unitPrice: 0.12, promoCode: "PR1", promoRow: "2" },
  ],
  totals: { net: 27, total: 45.02 },
  coupon: null,
};
const customer = { clientId: "C1", addressCode: "1" };
const preview = {
  deliveryType: "PICKUP_HEADQUARTER" as const,
  totals: { net: 27, transport: 0, vat: 5.94, total: 32.94 },
  shippingDate: "2026-11-30",
  paymentMethod: "Ri.Ba. 60 gg",
  anomalies: [],
};
const kept: CheckedOrder = { ...customer, cartId: 41, cart: cartFingerprint(cart), preview };

describe("checkStateOf", () => {
  it("keeps the check while the cart is the one checked, whatever order its lines come in", () => {
    expect(checkStateOf(kept, customer, { ...cart, lines: [...cart.lines].reverse() })).toEqual({ kind: "valid", preview });
  });

  it.each([
    ["a quantity", { ...cart, lines: [{ ...cart.lines[0]!, quantity: 12 }, cart.lines[1]!] }],
    ["a line", { ...cart, lines: [cart.lines[0]!] }],
    ["a price", { ...cart, totals: { net: 26.5, total: 44.4 } }],
    ["the coupon", { ...cart, coupon: { code: "BENVENUTO10" } }],
  ])("makes it void when %s changed", (_, changed) => {
    expect(checkStateOf(kept, customer, changed)).toEqual({ kind: "changed" });
  });

  it("has nothing to say about another cart, address or customer, or without a check", () => {
    expect(checkStateOf(kept, customer, { ...cart, id: 42 })).toEqual({ kind: "none" });
    expect(checkStateOf(kept, { ...customer, addressCode: "2" }, cart)).toEqual({ kind: "none" });
    expect(checkStateOf(kept, { ...customer, clientId: "C2" }, cart)).toEqual({ kind: "none" });
    expect(checkStateOf(undefined, customer, cart)).toEqual({ kind: "none" });
  });
});
