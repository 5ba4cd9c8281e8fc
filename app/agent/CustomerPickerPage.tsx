// "Choose a customer": the sales agent's portfolio, searchable and paged. Without JavaScript the
// search is a GET form; with it, the list follows what the agent types (300 ms after typing stops).
// Choosing is a POST per customer: the server checks the code against the agent's portfolio.
import { Form, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { AGENT_PICKER_PATH } from "~/platform/agent-paths";
import { PICKER_QUERY_MAX } from "~/agent/picker";
import type { loadCustomerPicker } from "~/agent/picker-page.server";
import { listHref } from "~/account/list-query";
import { formatDay, formatPrice, useLocale, useLocalePath } from "~/platform/i18n";
import { Pagination } from "~/ui/Pagination";
import { DataTable, FigureCell } from "~/ui/DataTable";

const TYPING_PAUSE_MS = 300;

function ChooseButton({ clientId, company, redirectTo, current }: { clientId: string; company: string; redirectTo: string; current: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  if (current) return <span className="status-badge">{t("agentPicker.current")}</span>;
  return (
    // A full page load, as when signing out: nothing of the previous customer stays in memory.
    <Form method="post" action={to(AGENT_PICKER_PATH)} reloadDocument>
      <input type="hidden" name="intent" value="choose" />
      <input type="hidden" name="clientId" value={clientId} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <button type="submit" className="button" aria-label={t("agentPicker.chooseCustomer", { company })}>
        {t("agentPicker.choose")}
      </button>
    </Form>
  );
}

export function CustomerPickerPage() {
  const { q, error, result, recent, actingFor, redirectTo } = useLoaderData<typeof loadCustomerPicker>();
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const path = to(AGENT_PICKER_PATH);
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const searching = navigation.state === "loading" && navigation.location.pathname === path;

  return (
    <div className="agent-page">
      <h1>{t("agentPicker.title")}</h1>
      <p>{t("agentPicker.intro")}</p>
      <Form
        method="get"
        action={path}
        role="search"
        className="agent-search"
        onChange={(event) => {
          const form = event.currentTarget;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), TYPING_PAUSE_MS);
        }}
      >
        {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
        <div className="form-field">
          <label htmlFor="agent-search">{t("agentPicker.search")}</label>
          <input
            id="agent-search"
            type="search"
            name="q"
            defaultValue={q}
            key={q}
            maxLength={PICKER_QUERY_MAX}
            autoComplete="off"
            aria-describedby="agent-search-hint"
            aria-invalid={error ? true : undefined}
          />
          <p id="agent-search-hint" className="agent-search__hint">
            {t("agentPicker.hint")}
          </p>
          {error ? <p className="form-errors">{error}</p> : null}
        </div>
        <button type="submit" className="button">
          {t("agentPicker.submit")}
        </button>
      </Form>

      {recent.length > 0 ? (
        <section className="agent-recent" aria-labelledby="agent-recent-heading">
          <h2 id="agent-recent-heading">{t("agentPicker.recent")}</h2>
          <ul>
            {recent.map((customer) => (
              <li key={customer.clientId}>
                <span>
                  <strong>{customer.company}</strong> ({customer.clientId}) · {customer.city}
                </span>
                <ChooseButton {...customer} redirectTo={redirectTo} current={customer.clientId === actingFor} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="list-count" role="status" aria-busy={searching || undefined}>
        {q ? t("agentPicker.resultsFor", { count: result.total, q }) : t("agentPicker.results", { count: result.total })}
      </p>
      {result.customers.length === 0 ? (
        <p className="notice">{q ? t("agentPicker.none", { q }) : t("agentPicker.empty")}</p>
      ) : (
        <DataTable
          caption={t("agentPicker.title")}
          className="agent-customers"
          columns={["company", "code", "city", "open", "overdue", "lastOrder"]}
          label={(key) => t(`agentPicker.${key}`)}
          numeric={["open", "overdue"]}
          actions={t("agentPicker.choose")}
        >
          <tbody>
            {result.customers.map((customer) => (
              <tr key={customer.clientId}>
                <th scope="row" data-label={t("agentPicker.company")}>
                  {/* One box, so the card layout of small screens keeps the VAT number under the name. */}
                  <span>
                    {customer.companyName}
                    {customer.vatNumber ? <span className="agent-customers__vat">{t("agentPicker.vat", { vat: customer.vatNumber })}</span> : null}
                  </span>
                </th>
                <td data-label={t("agentPicker.code")}>{customer.clientId}</td>
                <td data-label={t("agentPicker.city")}>{[customer.city, customer.province].filter(Boolean).join(" ")}</td>
                <FigureCell label={t("agentPicker.open")}>{customer.openAmount === null ? "–" : formatPrice(customer.openAmount, locale)}</FigureCell>
                <td data-label={t("agentPicker.overdue")} className={customer.overdueAmount ? "num num--open" : "num"}>
                  {customer.overdueAmount === null ? "–" : formatPrice(customer.overdueAmount, locale)}
                </td>
                <td data-label={t("agentPicker.lastOrder")}>
                  {customer.lastOrderDate ? formatDay(customer.lastOrderDate, locale) : t("agentPicker.noOrder")}
                </td>
                <td>
                  <ChooseButton
                    clientId={customer.clientId}
                    company={customer.companyName}
                    redirectTo={redirectTo}
                    current={customer.clientId === actingFor}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pagination page={result.page} pages={result.pages} href={(page) => listHref(path, { q, redirectTo, page })} />
    </div>
  );
}
