// /pages/deadlines: the payment deadline schedule with its totals, the same rows as a CSV file, and
// the ERP's own PDF of it (where this ERP hands one out).
import { deadlineSchedule } from "~/account/deadlines";
import { todayInRome } from "~/platform/i18n";
import { deadlinesCsv } from "~/account/exports.server";
import { fileResponse } from "~/account/file-response.server";
import { csvResponse } from "~/platform/csv";
import type { CustomerPage } from "~/page/page.server";

async function schedule({ erp }: CustomerPage) {
  return deadlineSchedule(await erp.account.paymentDeadlines(), todayInRome());
}

export async function loadDeadlinesPage(page: CustomerPage) {
  const [rows, pdf] = await Promise.all([schedule(page), page.erp.documents.deadlinesPdfAvailable()]);
  return { schedule: rows, pdf };
}

/** The schedule as the ERP prints it (A.pdf_scadenzario), streamed through the shop. */
export async function loadDeadlinesPdf({ erp }: CustomerPage): Promise<Response> {
  return fileResponse(await erp.documents.fetchDeadlinesPdf());
}

export async function loadDeadlinesCsv(page: CustomerPage): Promise<Response> {
  const { rows } = await schedule(page);
  return csvResponse(deadlinesCsv(rows, page.t, page.locale), "payment-deadlines.csv");
}
