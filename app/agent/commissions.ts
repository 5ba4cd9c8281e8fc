// The agent's commissions page's rules: the filters of its GET form (period, one customer of the
// agent's portfolio, a state), read with zod from the URL (a bad value is reported on its field and
// ignored; a customer outside the portfolio is refused and never sent to the ERP), the default period
// (this year so far), and the totals by state.
import { z } from "zod";
import { COMMISSION_STATES, type Commission, type CommissionState } from "~/erp/types";

/** Rows per page (the CSV has them all). */
export const COMMISSIONS_PAGE_SIZE = 25;

/** Each state's text: "Maturata", "Liquidata", "Bloccata per insoluto". */
export const COMMISSION_STATE_KEYS: Record<CommissionState, string> = {
  ACCRUED: "agentCommissions.states.ACCRUED",
  PAID: "agentCommissions.states.PAID",
  BLOCKED: "agentCommissions.states.BLOCKED",
};

const realDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

const day = z.string().refine((value) => value === "" || realDay(value), "agentCommissions.errors.date");

const FilterSchema = z.object({
  from: day,
  to: day,
  customer: z.string().regex(/^([A-Za-z0-9_-]{1,20})?$/, "agentCommissions.errors.customer"),
  state: z.enum(["", ...COMMISSION_STATES], { errorMap: () => ({ message: "agentCommissions.errors.state" }) }),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

type Field = "from" | "to" | "customer" | "state";

export interface CommissionsFilter {
  /** As typed (shown again in the form). */
  from: string;
  to: string;
  customer: string;
  state: string;
  page: number;
  /** What the ERP is asked for: the period, and the customer only when it is the agent's. */
  request: { from: string; to: string; clientId?: string };
  /** The state rows are narrowed to (null: every state). */
  onlyState: CommissionState | null;
  /** Translation keys of each field's problem. */
  errors: Partial<Record<Field, string>>;
}

/**
 * The filters of `search` for an agent whose portfolio holds `portfolio` (client ids), on `today`
 * (ISO). Without dates, the period is this year so far.
 */
export function parseCommissionsFilter(search: URLSearchParams, portfolio: ReadonlySet<string>, today: string): CommissionsFilter {
  const raw = Object.fromEntries(
    (["from", "to", "customer", "state", "page"] as const).map((key) => [key, (search.get(key) ?? "").trim().slice(0, 100)]),
  );
  const typed = { from: raw.from!, to: raw.to!, customer: raw.customer!, state: raw.state!.toUpperCase() };
  const errors: CommissionsFilter["errors"] = {};
  const valid = { from: "", to: "", customer: "", state: "" as CommissionsFilter["onlyState"] | "" };
  for (const field of ["from", "to", "customer", "state"] as const) {
    const parsed = FilterSchema.shape[field].safeParse(typed[field]);
    if (parsed.success) valid[field] = parsed.data as never;
    else errors[field] = parsed.error.issues[0]!.message;
  }
  if (valid.customer && !portfolio.has(valid.customer)) {
    errors.customer = "agentCommissions.errors.notYourCustomer";
    valid.customer = "";
  }
  const untyped = typed.from === "" && typed.to === "";
  let from = untyped ? `${today.slice(0, 4)}-01-01` : valid.from;
  let to = untyped ? today : valid.to;
  if (from && to && from > to) {
    errors.to = "agentCommissions.errors.range";
    from = to = "";
  }
  return {
    ...typed,
    from: untyped ? from : typed.from,
    to: untyped ? to : typed.to,
    page: FilterSchema.shape.page.parse(raw.page),
    request: { from, to, ...(valid.customer ? { clientId: valid.customer } : {}) },
    onlyState: valid.state || null,
    errors,
  };
}

export interface CommissionTotals {
  accrued: number | null;
  paid: number | null;
  blocked: number | null;
}

/** The rows' amounts added up by state (an amount the ERP did not give adds nothing). */
export function totalsOf(rows: readonly Pick<Commission, "state" | "amount">[]): CommissionTotals {
  const sum = (state: CommissionState) =>
    Math.round(rows.filter((row) => row.state === state).reduce((total, row) => total + (row.amount ?? 0), 0) * 100) / 100;
  return { accrued: sum("ACCRUED"), paid: sum("PAID"), blocked: sum("BLOCKED") };
}
