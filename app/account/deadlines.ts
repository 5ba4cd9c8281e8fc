// The payment deadline schedule as the customer reads it: each instalment marked overdue when its
// due date has passed, with the totals of what is overdue and what is still to fall due.
import type { PaymentDeadline } from "~/erp/types";

export interface DeadlineRow extends PaymentDeadline {
  overdue: boolean;
}

export interface DeadlineSchedule {
  rows: DeadlineRow[];
  totals: { overdue: number; open: number; all: number };
}

function cents(value: number): number {
  return Math.round(value * 100);
}

/** Rows by due date (oldest first) and their totals; `today` is an ISO day. */
export function deadlineSchedule(deadlines: PaymentDeadline[], today: string): DeadlineSchedule {
  const rows = deadlines
    .map((deadline) => ({ ...deadline, overdue: deadline.dueDate !== null && deadline.dueDate < today }))
    .sort((a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? ""));
  let overdue = 0;
  let open = 0;
  for (const row of rows) {
    if (row.overdue) overdue += cents(row.amount);
    else open += cents(row.amount);
  }
  return { rows, totals: { overdue: overdue / 100, open: open / 100, all: (overdue + open) / 100 } };
}

/** Today's ISO day in the distributor's time zone (due dates are Italian calendar days). */
export function todayInRome(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}
