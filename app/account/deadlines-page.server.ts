// /pages/deadlines: the payment deadline schedule with its totals, and the same rows as a CSV file.
import { deadlineSchedule } from "~/account/deadlines";
import { todayInRome } from "~/platform/format";
import { deadlinesCsv } from "~/account/exports.server";
import { csvResponse } from "~/platform/csv";
import type { CustomerPage } from "~/page/page.server";

async function schedule({ erp }: CustomerPage) {
  return deadlineSchedule(await erp.account.paymentDeadlines(), todayInRome());
}

export async function loadDeadlinesPage(page: CustomerPage) {
  return { schedule: await schedule(page) };
}

export async function loadDeadlinesCsv(page: CustomerPage): Promise<Response> {
  const { rows } = await schedule(page);
  return csvResponse(deadlinesCsv(rows, page.t, page.locale), "payment-deadlines.csv");
}
