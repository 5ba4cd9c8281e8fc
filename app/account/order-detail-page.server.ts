// /pages/order_detail?type&number&year: one of the customer's orders with its lines, and the reorder
// of all its lines into the cart. Another customer's order is the same 404 as one that does not exist.
import { agentNamer } from "~/agent/agent-name.server";
import { orderDetailView, reorder } from "~/account/account.server";
import { orderDetailPath } from "~/account/links";
import { parseOrderKey } from "~/account/order-key";
import { redirectWithToast } from "~/platform/flash.server";
import type { CustomerPage } from "~/page/page.server";
import type { Toast } from "~/platform/toast";

const notFound = () => new Response("Not Found", { status: 404 });

export async function loadOrderDetailPage(page: CustomerPage) {
  const key = parseOrderKey(page.url.searchParams);
  if (!key) throw notFound();
  const order = await page.erp.account.order(key);
  if (!order) throw notFound();
  const name = await agentNamer(page, [order.createdByAgent]);
  return { order: { ...orderDetailView(order), createdByAgent: name(order.createdByAgent) } };
}

export async function actReorder({ request, erp, session, localePath }: CustomerPage) {
  const form = await request.formData();
  const key = parseOrderKey(form);
  if (form.get("intent") !== "reorder" || !key) throw notFound();
  const result = await reorder(erp, key);
  if (!result) throw notFound();
  const toasts: Omit<Toast, "id">[] = [
    result.added.length > 0
      ? { kind: "success", key: "account.orderDetail.reorderDone", values: { count: result.added.length } }
      : { kind: "error", key: "account.orderDetail.reorderNone" },
  ];
  if (result.failed.length > 0) {
    toasts.push({ kind: "error", key: "account.orderDetail.reorderFailed", values: { skus: result.failed.join(", ") } });
  }
  return redirectWithToast(session, localePath(orderDetailPath(key)), ...toasts);
}
