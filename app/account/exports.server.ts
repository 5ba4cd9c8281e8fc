// The CSV exports of the account lists, in the reader's language (header translated, numbers with
// the locale's decimal separator); app/platform/csv.ts writes and sends them.
import type { TFunction } from "i18next";
import type { Locale } from "~/platform/i18n";
import type { DocumentRow } from "./account.server";
import { toCsv } from "~/platform/csv";
import type { DeadlineRow } from "./deadlines";

export function documentsCsv(rows: DocumentRow[], t: TFunction, locale: Locale): string {
  const label = (key: string) => t(`account.documents.${key}`);
  return toCsv(
    [label("number"), label("kindLabel"), label("date"), label("destination"), label("billingType"), label("taxable"), label("total")],
    rows.map((row) => [
      row.label,
      t(`account.documents.kindSingular.${row.kind}`),
      row.date,
      row.destination,
      t(`account.documents.billing.${row.billing === "deferred" ? "deferred" : "accompanying"}`),
      row.taxable,
      row.total,
    ]),
    locale,
  );
}

export function deadlinesCsv(rows: DeadlineRow[], t: TFunction, locale: Locale): string {
  const label = (key: string) => t(`account.deadlines.${key}`);
  return toCsv(
    [label("dueDate"), label("description"), label("document"), label("type"), label("amount"), label("documentTotal"), label("state")],
    rows.map((row) => [row.dueDate, row.description, row.document, row.type, row.amount, row.documentTotal, label(row.overdue ? "overdue" : "open")]),
    locale,
  );
}
