// /pages/returns: the customer's return requests (number, day, status, lines) and the way to open one.
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { loadReturnsPage } from "~/returns/returns-page.server";
import { formatDay, useLocale, useLocalePath } from "~/platform/i18n";

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
        <table className="data-table">
          <caption className="visually-hidden">{t("returns.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("returns.columns.number")}</th>
              <th scope="col">{t("returns.columns.created")}</th>
              <th scope="col">{t("returns.columns.status")}</th>
              <th scope="col" className="num">
                {t("returns.columns.rows")}
              </th>
            </tr>
          </thead>
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
                <td data-label={t("returns.columns.rows")} className="num">
                  {request.rowCount === null ? "–" : request.rowCount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
