// Checkout settings an operator may change: the pickup windows and whether order notes are shown.
// Defaults are CART's (each language's hours, docs/rules.md rule 103); the environment sets one truth for both.
//   CHECKOUT_PICKUP_WINDOWS="10:00 same 13:00-16:00; 16:00 next 10:00-13:00"
//   ORDER_NOTES_ENABLED=1
import { CART } from "~/platform/config";

export interface PickupWindow {
  orderBefore: string;
  day: "same" | "next";
  from: string;
  to: string;
}

const WINDOW = /^([01]\d|2[0-3]):([0-5]\d)\s+(same|next)\s+([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d)$/;

/** Parses the windows setting; throws naming the bad part (a bad setting must stop the boot, not mislead customers). */
export function parsePickupWindows(value: string): PickupWindow[] {
  return value
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((part) => {
      const match = WINDOW.exec(part);
      if (!match) throw new Error(`Invalid CHECKOUT_PICKUP_WINDOWS entry "${part}" (expected "HH:MM same|next HH:MM-HH:MM")`);
      return {
        orderBefore: `${match[1]}:${match[2]}`,
        day: match[3] as "same" | "next",
        from: `${match[4]}:${match[5]}`,
        to: `${match[6]}:${match[7]}`,
      };
    });
}

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
