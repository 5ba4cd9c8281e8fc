// Checkout settings an operator may change: the pickup windows and whether order notes are shown.
// Defaults are CART's (each language's hours, docs/rules.md rule 103); the environment sets one truth for both.
//   CHECKOUT_PICKUP_WINDOWS="10:00 same 13:00-16:00; 16:00 next 10:00-13:00"
//   ORDER_NOTES_ENABLED=1
import { CART } from "~/platform/config";
import { parsePickupWindows, type PickupWindow } from "~/platform/pickup-windows";

export interface CheckoutSettings {
  pickupWindows: Record<"it" | "en", PickupWindow[]>;
  orderNotesEnabled: boolean;
}

/** A clock time as each language writes it: "14:00" in Italian, "1.00 pm" in English. */
export function clockTime(time: string, locale: "it" | "en"): string {
  if (locale === "it") return time;
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 === 0 ? 12 : hours % 12}.${String(minutes).padStart(2, "0")} ${suffix}`;
}

let cached: CheckoutSettings | undefined;

export function checkoutSettings(source: Record<string, string | undefined> = process.env): CheckoutSettings {
  if (source === process.env && cached) return cached;
  const configured = source.CHECKOUT_PICKUP_WINDOWS ? parsePickupWindows(source.CHECKOUT_PICKUP_WINDOWS) : null;
  const windows = { it: configured ?? [...CART.pickupWindows.it], en: configured ?? [...CART.pickupWindows.en] };
  const notes = source.ORDER_NOTES_ENABLED;
  const settings = {
    pickupWindows: windows,
    orderNotesEnabled: notes ? ["1", "true", "on", "yes"].includes(notes) : CART.orderNotesEnabled,
  };
  if (source === process.env) cached = settings;
  return settings;
}
