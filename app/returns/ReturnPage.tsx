// /pages/returns/<number>: one return request: its status, resolution and note, who opened it, its
// lines (document, article, quantity, reason, what was authorised and received) and its history.
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { loadReturnPage } from "~/returns/returns-page.server";
import { formatDay, formatQuantity, useLocale, useLocalePath } from "~/platform/i18n";
import { DataTable, FigureCell } from "~/ui/DataTable";

export function ReturnPage({ nav }: { nav: ReactNode }) {
  const { request } = useLoaderData<typeof loadReturnPage>();
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const quantity = (value: number | null) => (value === null ? "–" : formatQuantity(value, locale));
  const label = (key: string) => t(`returns.detail.${key}`);
  return (
    <div className="account-page return-page">
      {nav}
      <p>
        <Link to={to("/pages/returns")}>{label("back")}</Link>
      </p>
      <h1>{t("returns.detail.title", { number: request.number })}</h1>
      <dl className="facts">
        <div>
          <dt>{label("status")}</dt>
          <dd>
            <span className={`return-status return-status--${request.status}`}>{t(`returns.statuses.${request.status}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{label("created")}</dt>
          <dd>{formatDay(request.createdOn, locale)}</dd>
        </div>
        <div>
          <dt>{label("resolution")}</dt>
          <dd>{request.resolution ? t(`returns.resolutions.${request.resolution}`) : "–"}</dd>
        </div>
        {request.note ? (
          <div>
            <dt>{label("note")}</dt>
            <dd>{request.note}</dd>
          </div>
        ) : null}
      </dl>
      {request.agent ? <p className="author-badge author-badge--agent">{t("returns.detail.byAgent", { name: request.agent })}</p> : null}
      <h2>{label("lines")}</h2>
      <DataTable
        caption={label("lines")}
        columns={["document", "article", "quantity", "reason", "authorized", "received"]}
        label={label}
        numeric={["quantity", "authorized", "received"]}
      >
        <tbody>
          {request.rows.map((row, index) => (
            <tr key={`${row.document}-${row.sku}-${index}`}>
              <td data-label={label("document")}>{row.document}</td>
              <th scope="row" data-label={label("article")}>
                {row.sku} {row.description}
              </th>
              <FigureCell label={label("quantity")}>{quantity(row.quantity)}</FigureCell>
              <td data-label={label("reason")}>{row.reason ? t(`returns.reasons.${row.reason}`) : "–"}</td>
              <FigureCell label={label("authorized")}>{quantity(row.authorized)}</FigureCell>
              <FigureCell label={label("received")}>{quantity(row.received)}</FigureCell>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <h2>{label("history")}</h2>
      <ol className="return-history">
        {request.history.map((step, index) => (
          <li key={`${step.at}-${index}`}>
            <span className="return-history__day">{formatDay(step.at, locale)}</span>{" "}
            <span className={`return-status return-status--${step.status}`}>{t(`returns.statuses.${step.status}`)}</span>
            {step.note ? <span className="return-history__note"> {step.note}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
