// /pages/order_detail?type&number&year: one of the customer's orders with its lines, the reorder of
// all its lines into the cart, and adding a line or all of them to a reorder list (the page answers
// what came of it beside the control used). Another customer's order is the same 404 as one that
// does not exist.
import { data } from "@remix-run/node";
import { z } from "zod";
import { agentNamer } from "~/cart/agent-names.server";
import { orderDetailView, reorder } from "~/account/account.server";
import { fileNotFound, fileResponse } from "~/account/file-response.server";
import { orderDetailPath } from "~/page/account-paths";
import { parseOrderKey } from "~/erp/order-key";
import { addToPickedList, type AddToListOutcome } from "~/lists/add-to-list.server";
import { LIST_NAME_MAX_LENGTH } from "~/lists/rules";
import { CART } from "~/platform/config";
import { redirectWithToast } from "~/platform/flash.server";
import type { CustomerPage } from "~/page/page.server";
import type { Toast } from "~/platform/toast";
import { readPostedForm } from "~/page/posted-form.server";

const notFound = () => new Response("Not Found", { status: 404 });

export async function loadOrderDetailPage(page: CustomerPage) {
  const key = parseOrderKey(page.url.searchParams);
  if (!key) throw notFound();
  const order = await page.erp.account.order(key);
  if (!order) throw notFound();
  // The tracking call is asked only of the customer's own order (the real ERP answers for any).
  const [name, tracking] = await Promise.all([agentNamer(page, [order.createdByAgent]), page.erp.account.trackingPdfAvailable(key)]);
  return { order: { ...orderDetailView(order), createdByAgent: name(order.createdByAgent) }, tracking };
}

/** The order's delivery tracking as PDF (/pages/order_detail/tracking.pdf?type&number&year). */
export async function loadTrackingPdf({ erp, url }: CustomerPage): Promise<Response> {
  const key = parseOrderKey(url.searchParams);
  const file = key ? await erp.account.fetchTrackingPdf(key) : null;
  if (!file) throw fileNotFound();
  return fileResponse(file);
}

/** Which control added (an article's code, or "all"), and what came of it. */
export interface OrderDetailAnswer {
  addedToList: { control: string; outcome: AddToListOutcome };
}

const AddToListPost = z.object({
  control: z.string().trim().min(1).max(40),
  list: z.string().trim().max(LIST_NAME_MAX_LENGTH).default(""),
  newList: z.string().trim().max(LIST_NAME_MAX_LENGTH).default(""),
  /** All the order's lines in the quick order's format, or one article with its quantity. */
  lines: z.string().max(CART.quickOrder.maxBytes).default(""),
  code: z.string().trim().max(40).default(""),
  quantity: z.string().trim().max(12).default(""),
});

export async function actOnOrderDetail(page: CustomerPage) {
  const form = await readPostedForm(page.request);
  if (form.get("intent") === "add-to-list") return addToList(page, form);
  if (form.get("intent") === "reorder") return actReorder(page, form);
  throw notFound();
}

async function addToList(page: CustomerPage, form: FormData) {
  const parsed = AddToListPost.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data("Bad request", { status: 400 });
  const { control, list, newList, code, quantity } = parsed.data;
  const lines = code === "" ? parsed.data.lines : `${code};${quantity}`;
  const outcome = await addToPickedList(page, { list, newList, lines });
  return data<OrderDetailAnswer>({ addedToList: { control, outcome } });
}

async function actReorder({ erp, session, localePath }: CustomerPage, form: FormData) {
  const key = parseOrderKey(form);
  if (!key) throw notFound();
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
