// The agent dashboard: who is signed in, the customer being served now, and the agent's recent
// activity in customers' names (a GET form filters it by period and customer; works without JavaScript).
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listHref } from "~/account/list-query";
import { DateRangeForm } from "~/account/ListControls";
import { CUSTOMER_CODE_MAX } from "~/agent/dashboard";
import type { loadAgentDashboard } from "~/agent/dashboard-page.server";
import { AGENT_COMMISSIONS_PATH, AGENT_DASHBOARD_PATH, AGENT_PICKER_PATH } from "~/platform/agent-paths";
import { formatDateTime, formatPrice, useLocale, useLocalePath } from "~/platform/i18n";
import { Pagination } from "~/ui/Pagination";
import { DataTable } from "~/ui/DataTable";

export function AgentDashboardPage() {
  const {
    agent,
    commissions,
    servedNow,
    activity,
    from,
    to: until,
    range,
    dateErrors,
    customer,
    customerError,
  } = useLoaderData<typeof loadAgentDashboard>();
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const path = to(AGENT_DASHBOARD_PATH);
  const kept = { from: range.from, to: range.to, customer: customerError ? undefined : customer };

  return (
    <div className="agent-page">
      <h1>{t("agentDashboard.title")}</h1>
      <section className="agent-summary" aria-label={t("agentDashboard.summary")}>
        <p>{t("agentDashboard.signedInAs", { name: agent.name, code: agent.code })}</p>
        {servedNow ? (
          <p>
            {t("agentDashboard.servingNow", { company: servedNow.company, code: servedNow.clientId })}{" "}
            <Link to={to(AGENT_PICKER_PATH)}>{t("agent.banner.change")}</Link>
            {" · "}
            <Link to={listHref(path, { customer: servedNow.clientId })}>{t("agentDashboard.onlyThisCustomer")}</Link>
          </p>
        ) : (
          <p>
            {t("agentDashboard.servingNobody")} <Link to={to(AGENT_PICKER_PATH)}>{t("agent.banner.choose")}</Link>
          </p>
        )}
      </section>
      {commissions ? (
        <p className="agent-commissions-summary">
          {t("agentCommissions.dashboardSummary", {
            accrued: formatPrice(commissions.accrued, locale) || "–",
            paid: formatPrice(commissions.paid, locale) || "–",
            blocked: formatPrice(commissions.blocked, locale) || "–",
          })}{" "}
          <Link to={to(AGENT_COMMISSIONS_PATH)}>{t("agentCommissions.link")}</Link>
        </p>
      ) : null}

      <DateRangeForm action={path} from={from} to={until} hidden={{}} errors={dateErrors}>
        <div className="list-filters__field">
          <label htmlFor="activity-customer">{t("agentDashboard.customerFilter")}</label>
          <input
            id="activity-customer"
            name="customer"
            defaultValue={customer}
            key={customer}
            maxLength={CUSTOMER_CODE_MAX}
            autoComplete="off"
            aria-invalid={customerError ? true : undefined}
            aria-describedby={customerError ? "activity-customer-error" : undefined}
          />
        </div>
        {customerError ? (
          <p id="activity-customer-error" className="list-filters__error" role="alert">
            {t(customerError, { max: CUSTOMER_CODE_MAX })}
          </p>
        ) : null}
      </DateRangeForm>

      <p className="list-count" role="status">
        {t("accountLists.results", { count: activity.total })}
      </p>
      {activity.items.length === 0 ? (
        <p className="notice">{t("agentDashboard.empty")}</p>
      ) : (
        <DataTable
          caption={t("agentDashboard.activity")}
          captionShown
          className="agent-activity"
          columns={["when", "customer", "action", "reference"]}
          label={(key) => t(`agentDashboard.${key}`)}
        >
          <tbody>
            {activity.items.map((entry, index) => (
              <tr key={`${entry.at}-${index}`}>
                <td data-label={t("agentDashboard.when")}>{formatDateTime(entry.at, locale)}</td>
                <td data-label={t("agentDashboard.customer")}>
                  <span>
                    {entry.clientId}
                    {entry.company ? <span className="agent-activity__company">{entry.company}</span> : null}
                  </span>
                </td>
                <td data-label={t("agentDashboard.action")}>{entry.actionKey ? t(entry.actionKey) : entry.action}</td>
                <td data-label={t("agentDashboard.reference")}>{entry.reference || "–"}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pagination page={activity.page} pages={activity.pages} href={(page) => listHref(path, { ...kept, page })} />
    </div>
  );
}
