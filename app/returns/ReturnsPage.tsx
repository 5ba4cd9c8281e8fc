// /pages/returns: the customer's return requests (number, day, status, lines) and the way to open one.
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { loadReturnsPage } from "~/returns/returns-page.server";
import { formatDay, useLocale, useLocalePath } from "~/platform/i18n";
import { DataTable, FigureCell } from "~/ui/DataTable";

/** `nav` is the account area's navigation, which the route gives: returns sit a floor below the account (eslint.config.js). */
export function ReturnsPage({ nav }: { nav: ReactNode }) {
  const { requests } = useLoaderData<typeof loadReturnsPage>();
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <div className="account-page returns-page">
      {nav}
      <h1>{t("returns.title")}</h1>
      <p>{t("returns.intro")}</p>
      <p>
        <Link to={to("/pages/returns/new")} className="button button--primary">
          {t("returns.request")}
        </Link>
      </p>
      {requests.length === 0 ? (
        <p className="notice">{t("returns.none")}</p>
      ) : (
        <DataTable
          caption={t("returns.title")}
          columns={["number", "created", "status", "rows"]}
          label={(key) => t(`returns.columns.${key}`)}
          numeric={["rows"]}
        >
          <tbody>
            {requests.map((request) => (
              <tr key={request.number}>
                <th scope="row" data-label={t("returns.columns.number")}>
                  <Link to={to(`/pages/returns/${encodeURIComponent(request.number)}`)}>{request.number}</Link>
                </th>
                <td data-label={t("returns.columns.created")}>{formatDay(request.createdOn, locale)}</td>
                <td data-label={t("returns.columns.status")}>
                  <span className={`return-status return-status--${request.status}`}>{t(`returns.statuses.${request.status}`)}</span>
                </td>
                <FigureCell label={t("returns.columns.rows")}>{request.rowCount === null ? "–" : request.rowCount}</FigureCell>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}
