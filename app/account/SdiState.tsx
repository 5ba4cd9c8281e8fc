// An e-invoice's state at the exchange system (SDI) and since when; a delivery that failed or a
// rejection says in one sentence what the customer should do.
import { useTranslation } from "react-i18next";
import type { SdiStatus } from "~/erp/types";
import { formatDay, useLocale } from "~/platform/i18n";

const TONE: Record<SdiStatus, string> = { INVIATA: "info", CONSEGNATA: "ok", MANCATA_CONSEGNA: "warn", SCARTATA: "danger" };

export function SdiState({ sdi }: { sdi: { status: SdiStatus; date: string | null } | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!sdi) return <>–</>;
  const help = sdi.status === "MANCATA_CONSEGNA" || sdi.status === "SCARTATA" ? t(`account.documents.sdi.${sdi.status}_help`) : null;
  return (
    <span className="sdi-state">
      <span className={`status-badge status-badge--${TONE[sdi.status]}`}>{t(`account.documents.sdi.${sdi.status}`)}</span>
      {sdi.date ? <span className="sdi-state__date"> {t("account.documents.sdi.since", { date: formatDay(sdi.date, locale) })}</span> : null}
      {help ? <span className="sdi-state__help">{help}</span> : null}
    </span>
  );
}
