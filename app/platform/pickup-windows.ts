// The format of the CHECKOUT_PICKUP_WINDOWS setting: env.server.ts refuses a malformed one at boot,
// app/checkout/settings.server.ts reads it.

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
