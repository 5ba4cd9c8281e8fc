import { describe, expect, it } from "vitest";
import type { PaymentDeadline } from "~/erp/types";
import { deadlineSchedule } from "./deadlines";

const deadline = (dueDate: string | null, amount: number): PaymentDeadline => ({
  dueDate,
  amount,
  description: "",
  document: "V1/2026/1",
  type: "RBA",
  documentTotal: amount,
});

describe("deadlineSchedule", () => {
  it("marks past due dates overdue and totals both groups to the cent", () => {
    const schedule = deadlineSchedule(
      [deadline("2026-03-01", 0.1), deadline("2026-01-15", 100.2), deadline("2026-02-01", 0.2), deadline("2026-01-31", 50)],
      "2026-02-01",
    );
    expect(schedule.rows.map((row) => [row.dueDate, row.overdue])).toEqual([
      ["2026-01-15", true],
      ["2026-01-31", true],
      ["2026-02-01", false],
      ["2026-03-01", false],
    ]);
    expect(schedule.totals).toEqual({ overdue: 150.2, open: 0.3, all: 150.5 });
  });

  it("never marks an instalment without a date overdue", () => {
    expect(deadlineSchedule([deadline(null, 10)], "2026-02-01").rows[0]?.overdue).toBe(false);
  });
});
