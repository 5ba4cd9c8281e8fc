// An order's status as a labelled badge, coloured by how far the order has come.
import { useTranslation } from "react-i18next";
import type { OrderStatus } from "~/erp/types";

const TONE: Record<OrderStatus, string> = {
  "to-be-accepted": "warn",
  "to-checkout": "info",
  "partly-fulfilled": "info",
  fulfilled: "ok",
  cancelled: "muted",
  unknown: "muted",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`status-badge status-badge--${TONE[status]}`}>{t(`account.orders.statuses.${status}`)}</span>;
}
