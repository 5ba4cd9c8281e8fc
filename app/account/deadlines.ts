// The payment deadline schedule as the customer reads it: each instalment marked overdue when its
// due date has passed, with the totals of what is overdue and what is still to fall due.
import type { PaymentDeadline } from "~/erp/types";
import { sumMoney } from "~/platform/i18n";

export interface DeadlineRow extends PaymentDeadline {
  overdue: boolean;
}

export interface DeadlineSchedule {
  rows: DeadlineRow[];
  totals: { overdue: number; open: number; all: number };
}

/** Rows by due date (oldest first) and their totals; `today` is an ISO day. */
export function deadlineSchedule(deadlines: PaymentDeadline[], today: string): DeadlineSchedule {
  const rows = deadlines
    .map((deadline) => ({ ...deadline, overdue: deadline.dueDate !== null && deadline.dueDate < today }))
    .sort((a, b) => (a.dueDate ?? "").localeCompare(b.dueDate ?? ""));
  const overdue = sumMoney(rows.filter((row) => row.overdue).map((row) => row.amount));
  const open = sumMoney(rows.filter((row) => !row.overdue).map((row) => row.amount));
  return { rows, totals: { overdue, open, all: sumMoney([overdue, open]) } };
}
