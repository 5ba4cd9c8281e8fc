// The agent's commissions: a GET form of filters (period, one customer of the portfolio, state; works
// without JavaScript), the totals accrued, paid and blocked, the CSV of the filtered rows, and a row
// per document and customer; a blocked one names the unpaid document that blocks it.
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { listHref } from "~/account/list-query";
import { FigureItem } from "~/account/FigureItem";
import type { loadCommissionsPage } from "~/agent/commissions-page.server";
import { COMMISSION_STATE_KEYS } from "~/agent/commissions";
import { COMMISSION_STATES } from "~/erp/types";
import { AGENT_COMMISSIONS_PATH } from "~/platform/agent-paths";
import { formatDay, formatPrice, useLocale, useLocalePath } from "~/platform/i18n";
import { Pagination } from "~/ui/Pagination";
import { DataTable, FigureCell } from "~/ui/DataTable";

type Data = ReturnType<typeof useLoaderData<typeof loadCommissionsPage>>;

/** A filter's label, control and error (linked to it for screen readers). */
function FilterField({ id, label, error, children }: { id: string; label: string; error: string | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="list-filters__field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="list-filters__error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

function Filters({ filter, customers, path }: Pick<Data, "filter" | "customers"> & { path: string }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`agentCommissions.${key}`);
  const invalid = (field: keyof Data["filter"]["errors"]) =>
    filter.errors[field] ? { "aria-invalid": true, "aria-describedby": `commissions-${field}-error` } : {};
  // A refused customer is shown as typed, so the agent sees what was refused.
  const unknownCustomer = filter.customer !== "" && !customers.some((customer) => customer.clientId === filter.customer);
  return (
    <Form method="get" action={path} className="list-filters commissions-filters">
      <FilterField id="commissions-from" label={t("accountLists.from")} error={filter.errors.from}>
        <input id="commissions-from" type="date" name="from" defaultValue={filter.from} {...invalid("from")} />
      </FilterField>
      <FilterField id="commissions-to" label={t("accountLists.to")} error={filter.errors.to}>
        <input id="commissions-to" type="date" name="to" defaultValue={filter.to} {...invalid("to")} />
      </FilterField>
      <FilterField id="commissions-customer" label={label("customer")} error={filter.errors.customer}>
        <select id="commissions-customer" name="customer" defaultValue={filter.customer} {...invalid("customer")}>
          <option value="">{label("allCustomers")}</option>
          {unknownCustomer ? <option value={filter.customer}>{filter.customer}</option> : null}
          {customers.map((customer) => (
            <option key={customer.clientId} value={customer.clientId}>
              {customer.company} ({customer.clientId})
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField id="commissions-state" label={label("state")} error={filter.errors.state}>
        <select id="commissions-state" name="state" defaultValue={filter.state} {...invalid("state")}>
          <option value="">{label("allStates")}</option>
          {COMMISSION_STATES.map((state) => (
            <option key={state} value={state}>
              {t(COMMISSION_STATE_KEYS[state])}
            </option>
          ))}
        </select>
      </FilterField>
      <div className="list-filters__actions">
        <button type="submit" className="button">
          {t("accountLists.filter")}
        </button>
        <Link to={path} className="button button--secondary">
          {t("accountLists.reset")}
        </Link>
      </div>
    </Form>
  );
}

export function CommissionsPage() {
  const { filter, applied, customers, totals, commissions } = useLoaderData<typeof loadCommissionsPage>();
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const path = to(AGENT_COMMISSIONS_PATH);
  const label = (key: string) => t(`agentCommissions.${key}`);
  const price = (value: number | null) => (value === null ? "–" : formatPrice(value, locale));
  return (
    <div className="agent-page commissions-page">
      <h1>{label("title")}</h1>
      <p>{label("intro")}</p>
      <Filters filter={filter} customers={customers} path={path} />
      <dl className="figures figures--row" aria-label={label("totals")}>
        <FigureItem term={label("totalAccrued")}>{price(totals.accrued)}</FigureItem>
        <FigureItem term={label("totalPaid")}>{price(totals.paid)}</FigureItem>
        <FigureItem term={label("totalBlocked")} tone={totals.blocked ? "danger" : undefined}>
          {price(totals.blocked)}
        </FigureItem>
      </dl>
      <div className="list-toolbar">
        <p className="list-count" role="status">
          {t("accountLists.results", { count: commissions.total })}
        </p>
        {commissions.total > 0 ? (
          <a className="button button--secondary" href={listHref(to(`${AGENT_COMMISSIONS_PATH}/export.csv`), applied)} download>
            {t("accountLists.exportCsv")}
          </a>
        ) : null}
      </div>
      {commissions.items.length === 0 ? (
        <p className="notice">{label("empty")}</p>
      ) : (
        <DataTable
          caption={label("title")}
          className="commissions"
          columns={["date", "document", "customer", "taxable", "rate", "amount", "state"]}
          label={label}
          numeric={["taxable", "rate", "amount"]}
        >
          <tbody>
            {commissions.items.map((row) => (
              <tr key={`${row.clientId}-${row.document}`} className={row.blocked ? "is-overdue" : undefined}>
                <td data-label={label("date")}>{formatDay(row.date, locale)}</td>
                <th scope="row" data-label={label("document")}>
                  {row.document}
                </th>
                <td data-label={label("customer")}>
                  <span>
                    {row.company || row.clientId}
                    <span className="agent-activity__company">{row.clientId}</span>
                  </span>
                </td>
                <FigureCell label={label("taxable")}>{price(row.taxable)}</FigureCell>
                <FigureCell label={label("rate")}>
                  {row.rate === null
                    ? "–"
                    : t("agentCommissions.ratePercent", { rate: row.rate.toLocaleString(locale === "it" ? "it-IT" : "en-GB") })}
                </FigureCell>
                <FigureCell label={label("amount")}>{price(row.amount)}</FigureCell>
                <td data-label={label("state")}>
                  <span className="commissions__state">
                    <span className={row.blocked ? "status-badge status-badge--danger" : "status-badge status-badge--info"}>
                      {row.stateKey ? t(row.stateKey) : "–"}
                    </span>
                    {row.blocked && row.blockedReason ? <small className="commissions__reason">{row.blockedReason}</small> : null}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pagination page={commissions.page} pages={commissions.pages} href={(page) => listHref(path, { ...applied, page })} />
    </div>
  );
}
