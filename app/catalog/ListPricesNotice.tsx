// Said wherever a price is shown to someone who sees list prices: a guest is asked to sign in, a
// sales agent who has not chosen a customer to choose one (an agent is signed in already).
import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AGENT_PICKER_PATH } from "~/platform/agent-paths";
import type { ShellData } from "~/page/shell-data";
import { useLocalePath } from "~/platform/i18n";

export function ListPricesNotice({ className }: { className: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const shell = useRouteLoaderData<ShellData>("root");
  if (!shell?.agent) return <p className={className}>{t("shop.guestPrices")}</p>;
  return (
    <p className={className}>
      {t("agent.listPrices")} <Link to={to(AGENT_PICKER_PATH)}>{t("agent.banner.choose")}</Link>
    </p>
  );
}
