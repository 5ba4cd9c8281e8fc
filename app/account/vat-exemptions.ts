// The rules of a declaration of intent as the buyer registers one (zod, shared by the server and
// conform in the browser): the protocol is the revenue agency's receipt number, 17 digits, a dash and
// 6 digits (spaces typed or pasted around it are dropped); the protocol's date a real day, not in
// the future; the year the declaration is for, this one or the next; the amount a positive euro
// amount written the Italian way ("10.000,00") or with a decimal point ("10000.50"). Error messages
// are translation keys.
import { z } from "zod";

export const VAT_EXEMPTIONS_PATH = "/pages/declarations";

/** The highest amount a declaration is registered for (far above any plafond). */
export const MAX_DECLARED_AMOUNT = 100_000_000;

const PROTOCOL = /^\d{17}-\d{6}$/;

/** The protocol without the spaces typed or pasted in it ("12345678901234567 - 000001" → "12345678901234567-000001"). */
export function normaliseProtocol(value: string): string {
  return value.replace(/\s+/g, "");
}

export function isValidProtocol(value: string): boolean {
  return PROTOCOL.test(normaliseProtocol(value));
}

const ITALIAN = /^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/; // "10.000,00", "10000,5", "10.000"
const DOT_DECIMAL = /^\d+\.\d{1,2}$/; // "10000.50"

/** A euro amount as typed: "10.000,00", "10000", "10000.50", "€ 1.500"; null when it is not one (or has more than two decimals). */
export function parseEuroAmount(value: string): number | null {
  const typed = value.replace(/[\s€]/g, "");
  if (DOT_DECIMAL.test(typed)) return Number(typed);
  if (ITALIAN.test(typed)) return Number(typed.replaceAll(".", "").replace(",", "."));
  return null;
}

/** "YYYY-MM-DD" (a date field) or "DD/MM/YYYY" (typed where the browser has no date field) → ISO, or null when not a real day. */
export function parseDay(value: string): string | null {
  const typed = value.trim();
  const italian = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed);
  const iso = italian ? `${italian[3]}-${italian[2]!.padStart(2, "0")}-${italian[1]!.padStart(2, "0")}` : typed;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const day = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(iso) ? iso : null;
}

const required = (max: number) =>
  z.string({ required_error: "accountForms.required" }).trim().min(1, "accountForms.required").max(max, "accountForms.tooLong");

/** The registration form's schema for `today` (ISO, the shop's day): the date may not be later, the year is today's or the next. */
export function vatExemptionSchema(today: string) {
  const thisYear = Number(today.slice(0, 4));
  return z.object({
    protocol: required(60)
      .transform(normaliseProtocol)
      .refine((value) => PROTOCOL.test(value), "vatExemptions.errors.protocol"),
    protocolDate: required(10).transform((value, context) => {
      const day = parseDay(value);
      if (day === null) context.addIssue({ code: "custom", message: "vatExemptions.errors.protocolDate" });
      else if (day > today) context.addIssue({ code: "custom", message: "vatExemptions.errors.protocolDateFuture" });
      return day ?? "";
    }),
    year: required(4)
      .refine((value) => /^\d{4}$/.test(value), "vatExemptions.errors.year")
      .transform(Number)
      .refine((year) => year === thisYear || year === thisYear + 1, "vatExemptions.errors.year"),
    amount: required(20).transform((value, context) => {
      const amount = parseEuroAmount(value);
      if (amount === null || amount <= 0 || amount > MAX_DECLARED_AMOUNT)
        context.addIssue({ code: "custom", message: "vatExemptions.errors.amount" });
      return amount ?? 0;
    }),
  });
}

export type VatExemptionInput = z.output<ReturnType<typeof vatExemptionSchema>>;

/** How full a declaration is, 0–100, for its bar; null when the amounts are unknown. */
export function usedPercent(amount: number | null, used: number | null): number | null {
  if (amount === null || used === null || amount <= 0) return null;
  return Math.min(100, Math.max(0, Math.round((used / amount) * 100)));
}

/** The ERP's states this shop names (others are shown as the ERP wrote them). */
export const KNOWN_STATES = ["ACTIVE", "EXHAUSTED", "EXPIRED", "REVOKED"] as const;

/** The translation key of a declaration's state, or null for one this shop does not know. */
export function vatExemptionStateKey(status: string): string | null {
  return (KNOWN_STATES as readonly string[]).includes(status) ? `vatExemptions.states.${status}` : null;
}
