// The payment deadlines: totals overdue and open, the CSV and PDF links, and the schedule row by row.
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useReaderContext, formatDay, formatPrice, useLocale, useLocalePath } from "~/platform/i18n";
import { AccountNav } from "~/account/AccountNav";
import type { loadDeadlinesPage } from "~/account/deadlines-page.server";

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
        <div className={schedule.totals.overdue > 0 ? "figures__item figures__item--danger" : "figures__item"}>
          <dt>{label("totalOverdue")}</dt>
          <dd>{formatPrice(schedule.totals.overdue, locale)}</dd>
        </div>
        <div className="figures__item">
          <dt>{label("totalOpen")}</dt>
          <dd>{formatPrice(schedule.totals.open, locale)}</dd>
        </div>
        <div className="figures__item">
          <dt>{label("total")}</dt>
          <dd>{formatPrice(schedule.totals.all, locale)}</dd>
        </div>
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
        <table className="data-table">
          <caption className="visually-hidden">{label("heading")}</caption>
          <thead>
            <tr>
              <th scope="col">{label("dueDate")}</th>
              <th scope="col">{label("document")}</th>
              <th scope="col">{label("description")}</th>
              <th scope="col">{label("type")}</th>
              <th scope="col">{label("state")}</th>
              <th scope="col" className="num">
                {label("amount")}
              </th>
              <th scope="col" className="num">
                {label("documentTotal")}
              </th>
            </tr>
          </thead>
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
                <td data-label={label("amount")} className="num">
                  {formatPrice(row.amount, locale)}
                </td>
                <td data-label={label("documentTotal")} className="num">
                  {formatPrice(row.documentTotal, locale)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                {label("total")}
              </th>
              <td className="num" data-label={label("total")}>
                {formatPrice(schedule.totals.all, locale)}
              </td>
              <td />
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}
