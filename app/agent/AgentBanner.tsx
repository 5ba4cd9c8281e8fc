// The sales agent's banner above every page: for whom the agent is ordering, with "Change customer"
// and "Stop"; or, before a customer is chosen, a way to the picker. Stopping (like signing out) is a
// full page load, so nothing of the customer stays in the browser's memory.
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AGENT_DASHBOARD_PATH, AGENT_PICKER_PATH } from "~/platform/agent-paths";
import type { ShellData } from "~/page/shell-data";
import { useLocalePath } from "~/platform/i18n";

export function AgentBanner({ agent, customer }: { agent: NonNullable<ShellData["agent"]>; customer: ShellData["customer"] }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="agent-banner" aria-label={t("agent.banner.label")}>
      <div className="container agent-banner__inner">
        <p className="agent-banner__who">
          {customer
            ? t("agent.banner.orderingFor", { company: customer.company, code: customer.clientId })
            : t("agent.banner.noCustomer", { name: agent.name })}
        </p>
        <ul className="agent-banner__actions">
          <li>
            <Link to={to(AGENT_PICKER_PATH)}>{customer ? t("agent.banner.change") : t("agent.banner.choose")}</Link>
          </li>
          {customer ? (
            <li>
              <Form method="post" action={to(AGENT_PICKER_PATH)} reloadDocument>
                <input type="hidden" name="intent" value="stop" />
                <button type="submit" className="agent-banner__stop">
                  {t("agent.banner.stop")}
                </button>
              </Form>
            </li>
          ) : null}
          <li>
            <Link to={to(AGENT_DASHBOARD_PATH)}>{t("agent.banner.dashboard")}</Link>
          </li>
        </ul>
      </div>
    </section>
  );
}
