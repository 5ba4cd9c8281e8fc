// The payment deadlines: totals overdue and open, the CSV and PDF links, and the schedule row by row.
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useReaderContext, formatDay, formatPrice, useLocale, useLocalePath } from "~/platform/i18n";
import { AccountNav } from "~/account/AccountNav";
import type { loadDeadlinesPage } from "~/account/deadlines-page.server";
import { FigureItem } from "~/account/FigureItem";
import { DataTable, FigureCell } from "~/ui/DataTable";

export function DeadlinesPage() {
  const { schedule, pdf } = useLoaderData<typeof loadDeadlinesPage>();
  const { t } = useTranslation();
  const reader = useReaderContext();
  const locale = useLocale();
  const to = useLocalePath();
  const label = (key: string) => t(`account.deadlines.${key}`);
  return (
    <div className="account-page">
      <AccountNav />
      <h1>{label("heading")}</h1>
      <dl className="figures figures--row">
        <FigureItem term={label("totalOverdue")} tone={schedule.totals.overdue > 0 ? "danger" : undefined}>
          {formatPrice(schedule.totals.overdue, locale)}
        </FigureItem>
        <FigureItem term={label("totalOpen")}>{formatPrice(schedule.totals.open, locale)}</FigureItem>
        <FigureItem term={label("total")}>{formatPrice(schedule.totals.all, locale)}</FigureItem>
      </dl>
      <div className="list-toolbar">
        <p className="list-count">{t("accountLists.results", { count: schedule.rows.length })}</p>
        <a className="button button--secondary" href={to("/pages/deadlines/export.csv")} download>
          {t("accountLists.exportCsv")}
        </a>
        {pdf ? (
          <a className="button button--secondary" href={to("/pages/deadlines/export.pdf")} download>
            {t("account.deadlines.exportPdf")}
          </a>
        ) : null}
      </div>
      {schedule.rows.length === 0 ? (
        <p className="notice">{t("account.deadlines.empty", reader)}</p>
      ) : (
        <DataTable
          caption={label("heading")}
          columns={["dueDate", "document", "description", "type", "state", "amount", "documentTotal"]}
          label={label}
          numeric={["amount", "documentTotal"]}
        >
          <tbody>
            {schedule.rows.map((row, index) => (
              <tr key={`${row.document}-${row.dueDate}-${index}`} className={row.overdue ? "is-overdue" : undefined}>
                <th scope="row" data-label={label("dueDate")}>
                  {formatDay(row.dueDate, locale)}
                </th>
                <td data-label={label("document")}>{row.document}</td>
                <td data-label={label("description")}>{row.description || "–"}</td>
                <td data-label={label("type")}>{row.type}</td>
                <td data-label={label("state")}>
                  <span className={row.overdue ? "status-badge status-badge--danger" : "status-badge status-badge--info"}>
                    {label(row.overdue ? "overdue" : "open")}
                  </span>
                </td>
                <FigureCell label={label("amount")}>{formatPrice(row.amount, locale)}</FigureCell>
                <FigureCell label={label("documentTotal")}>{formatPrice(row.documentTotal, locale)}</FigureCell>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                {label("total")}
              </th>
              <FigureCell label={label("total")}>{formatPrice(schedule.totals.all, locale)}</FigureCell>
              <td />
            </tr>
          </tfoot>
        </DataTable>
      )}
    </div>
  );
}
