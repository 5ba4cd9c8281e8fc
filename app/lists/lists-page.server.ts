// /pages/lists and /pages/lists/<id>: the customer's reorder lists (kept by the ERP) and one list with
// its articles. One action serves both pages and the list controls of the product page and a
// listing row (the scanner and an order's detail add through their own pages, with the same core:
// add-to-list.server.ts), and the CSV upload: create, rename, delete, add lines (the quick
// order's text format; `list` is an id or a name, a new name makes the list), change or remove a
// row, and order the whole list or the ticked rows, which is a quick order of those rows (pack
// rounding and the per-line report); the list stays as it was. A list that is not the customer's is
// the ERP's 404: a translated refusal, never another customer's list.
import { priceInView } from "~/platform/price";
import { data } from "@remix-run/node";
import { z } from "zod";
import { readForm } from "~/cart/action.server";
import { csvResponse } from "~/platform/csv";
import { onCurrentCart } from "~/cart/cart.server";
import { csvFileName, quickOrderCsv } from "~/cart/quick-order-csv";
import { runQuickOrder } from "~/cart/quick-order.server";
import { tooManyCodes, type QuickOrderAnswer } from "~/cart/quick-order";
import type { CartMessage } from "~/cart/messages";
import { isErpError } from "~/erp/errors";
import type { Price } from "~/erp/types";
import { addRowsToList } from "~/lists/add-to-list.server";
import { customerLists } from "~/lists/availability.server";
import { LIST_NAME_MAX_LENGTH, linesToAdd, resolveListTarget, rowsToOrder, steppedQuantity } from "~/lists/rules";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { CART } from "~/platform/config";
import { expiredSessionRedirect, isExpiredToken } from "~/page/expired-session.server";
import { redirectWithToast } from "~/platform/flash.server";
import { customerNeededRedirect } from "~/platform/guards.server";
import { inExpensiveSlot } from "~/page/expensive.server";
import type { CustomerPage, Page } from "~/page/page.server";
import { notFoundPageOnErp404 } from "~/page/route-errors.server";
import { safeRedirectPath } from "~/platform/redirect";
import { sessionStorage } from "~/platform/session.server";
import type { Toast } from "~/platform/toast";

export const LISTS_PATH = "/pages/lists";

/** The ERP lists at most this many articles at once; any further ones show by their code. */
const MAX_LISTED = 100;

function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}

export async function loadListsPage({ erp }: CustomerPage) {
  const lists = await customerLists(erp);
  if (lists === null) throw notFound();
  return { lists };
}

const ListIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/);

export async function loadListPage({ erp, params, settings }: CustomerPage) {
  const id = ListIdSchema.safeParse(params.id);
  if (!id.success) throw notFound();
  const list = await notFoundPageOnErp404(erp.lists.get(id.data));
  const skus = [...new Set(list.rows.map((row) => row.sku))];
  const [listed, prices, { priceView }] = await Promise.all([
    skus.length > 0 ? erp.catalog.productList({ skus, page: 1, perPage: Math.min(MAX_LISTED, skus.length) }) : { products: [] },
    skus.length > 0 ? erp.catalog.prices(skus) : ({} as Record<string, Price>),
    settings(),
  ]);
  const products = new Map(listed.products.map((product) => [product.sku, product]));
  return {
    list: {
      id: list.id,
      name: list.name,
      updatedAt: list.updatedAt,
      rows: list.rows.map((row) => {
        const product = products.get(row.sku);
        const price = prices[row.sku];
        return {
          rowId: row.rowId,
          sku: row.sku,
          quantity: row.quantity,
          title: product?.title ?? row.sku,
          image: product?.images[0]?.thumb ?? "",
          unitPrice: price ? priceInView(price, priceView).amount : null,
          packagingMultiple: price?.packaging.multiple ?? 1,
          orderable: price?.orderable ?? false,
          addedByAgent: row.createdByAgent !== null,
        };
      }),
    },
  };
}

/** /pages/lists/<id>/export.csv: the list in the quick order's import format. */
export async function loadListCsv({ erp, params }: CustomerPage): Promise<Response> {
  const id = ListIdSchema.safeParse(params.id);
  if (!id.success) throw notFound();
  const list = await notFoundPageOnErp404(erp.lists.get(id.data));
  return csvResponse(quickOrderCsv(list.rows), csvFileName(list.name));
}

const name = z.string().trim().min(1).max(LIST_NAME_MAX_LENGTH);
const rowId = z.string().trim().min(1).max(40);

// Only these fields are read: the customer context comes from the session, never from the form.
const IntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), name }),
  z.object({ intent: z.literal("rename"), list: ListIdSchema, name }),
  z.object({ intent: z.literal("delete"), list: ListIdSchema }),
  z.object({
    intent: z.literal("add-lines"),
    /** A list's id or name (a new name makes the list); `newList` is the name field of forms that pick a list from a menu. */
    list: z.string().trim().max(LIST_NAME_MAX_LENGTH).default(""),
    newList: z.string().trim().max(LIST_NAME_MAX_LENGTH).default(""),
    lines: z.string().max(CART.quickOrder.maxBytes).default(""),
    /** One article with its quantity (the compact control of a product or listing row). */
    code: z.string().trim().max(40).default(""),
    quantity: z.string().trim().max(12).default(""),
  }),
  z.object({
    intent: z.literal("update-row"),
    list: ListIdSchema,
    rowId,
    quantity: z.preprocess((value) => (value === "" ? undefined : value), z.coerce.number().int().min(1).max(CART.maxQuantity).optional()),
    step: z.enum(["-1", "1"]).optional(),
  }),
  z.object({ intent: z.literal("remove-row"), list: ListIdSchema, rowId }),
  z.object({ intent: z.literal("order"), list: ListIdSchema, scope: z.enum(["all", "ticked"]) }),
]);

type Intent = z.infer<typeof IntentSchema>;

/**
 * What the list page renders after its form: the quick order's report after ordering, or the
 * import's refusal with the text the customer typed, given back to its field.
 */
export type ListActionData = ListOrderAnswer | { notImported: { lines: string; message: CartMessage } };

export interface ListOrderAnswer {
  quickOrder: QuickOrderAnswer;
  messages: Array<Omit<Toast, "id">>;
}

export async function actOnLists(page: Page) {
  const { request, session, localePath } = page;
  const read = await readForm(request);
  const form = "form" in read ? read.form : null;
  const listPage = (id: string) => localePath(`${LISTS_PATH}/${encodeURIComponent(id)}`);
  const back = safeRedirectPath(form?.get("redirectTo"), localePath(LISTS_PATH));
  if (!page.customer) return customerNeededRedirect(page, back, "lists.loginRequired");
  const customerPage = page as CustomerPage;
  if ("error" in read) return redirectWithToast(session, back, read.error);
  const parsed = IntentSchema.safeParse(Object.fromEntries(read.form));
  if (!parsed.success) return redirectWithToast(session, back, { kind: "error", key: "lists.invalidForm" });
  try {
    return await runIntent(customerPage, parsed.data, { ticked: read.form.getAll("row").map(String), fileText: read.fileText, back, listPage });
  } catch (error) {
    if (isExpiredToken(error)) return expiredSessionRedirect(request, back);
    // A list that is not the customer's (or no longer there): the ERP's 404.
    if (isErpError(error, "http") && error.status === 404) {
      return redirectWithToast(session, localePath(LISTS_PATH), { kind: "error", key: "lists.notFound" });
    }
    // An empty or duplicate name, a bad quantity: the ERP's reason.
    if (isErpError(error, "rejected")) {
      const messages = error.messages.length > 0 ? error.messages : [page.t("lists.refused")];
      return redirectWithToast(session, back, ...messages.map((text) => ({ kind: "error" as const, text })));
    }
    throw error;
  }
}

interface FormContext {
  ticked: string[];
  fileText: string;
  back: string;
  listPage: (id: string) => string;
}

async function runIntent(page: CustomerPage, input: Intent, { ticked, fileText, back, listPage }: FormContext) {
  const { session } = page;
  // A change of one list answers within the page's budget (a late write is the page's "being checked"
  // panel); adding lines and ordering resolve codes, bounded by their count, and keep the time-outs.
  const erp = page.erpWithinBudget();
  switch (input.intent) {
    case "create": {
      const created = await erp.lists.create(input.name);
      return redirectWithToast(session, listPage(created.id), { kind: "success", key: "lists.created", values: { name: created.name } });
    }
    case "rename":
      await erp.lists.rename(input.list, input.name);
      return redirectWithToast(session, back, { kind: "success", key: "lists.renamed", values: { name: input.name } });
    case "delete":
      await erp.lists.delete(input.list);
      return redirectWithToast(session, page.localePath(LISTS_PATH), { kind: "success", key: "lists.deleted" });
    case "add-lines": {
      // A name typed for a new list wins over the list picked in the menu beside it.
      const target = input.newList || input.list;
      const article = input.code === "" ? "" : `${input.code};${input.quantity || "1"}`;
      const text = [input.lines, article, fileText].filter((part) => part.trim() !== "").join("\n");
      return addLines(page, { target, text, typed: input.lines }, back, listPage);
    }
    case "update-row": {
      // −/+ step from the quantity in the row's field (what the customer sees there).
      if (input.quantity === undefined) return redirectWithToast(session, back, { kind: "error", key: "lists.invalidForm" });
      const quantity = input.step ? steppedQuantity(input.quantity, Number(input.step) as -1 | 1) : input.quantity;
      await erp.lists.updateRow(input.list, input.rowId, quantity);
      return redirectWithToast(session, back);
    }
    case "remove-row":
      await erp.lists.removeRow(input.list, input.rowId);
      return redirectWithToast(session, back, { kind: "success", key: "lists.rowRemoved" });
    case "order":
      return orderList(page, input.list, input.scope === "ticked" ? ticked : null);
  }
}

/**
 * Adds quick order lines to the list named (found, or made); barcodes become their articles. `typed`
 * is the text of the form's own field: a refusal of too many codes answers the page with it, so the
 * field is filled again (without JavaScript the page is rendered anew) instead of emptied by a redirect.
 */
async function addLines(
  page: CustomerPage,
  { target, text, typed }: { target: string; text: string; typed: string },
  back: string,
  listPage: (id: string) => string,
) {
  const { erp, session } = page;
  const { rows, invalid, lineCount } = linesToAdd(text);
  const tooMany = tooManyCodes(lineCount);
  if (tooMany && typed !== "") {
    const body: ListActionData = { notImported: { lines: typed, message: tooMany } };
    return data(body, { status: 422, headers: { "Cache-Control": CACHE_CONTROL.private } });
  }
  if (tooMany) return redirectWithToast(session, back, tooMany);
  if (rows.length === 0) return redirectWithToast(session, back, { kind: "error", key: "lists.noLines" });
  const lists = (await customerLists(erp)) ?? [];
  const chosen = resolveListTarget(target, lists);
  if (chosen === null) return redirectWithToast(session, back, { kind: "error", key: "lists.chooseListFirst" });
  const list = await inExpensiveSlot(page, () => addRowsToList(erp, chosen, rows));
  const refusedCodes = [...list.refused.map((row) => row.sku), ...invalid.map((row) => row.code)];
  const added = rows.length - list.refused.length;
  const toasts: Array<Omit<Toast, "id">> = [];
  if (added > 0) toasts.push({ kind: "success", key: "lists.linesAdded", values: { count: added, name: list.name } });
  if (refusedCodes.length > 0) toasts.push({ kind: "error", key: "lists.linesRefused", values: { codes: refusedCodes.join(", ") } });
  // From the lists pages the customer goes to the list; from a product, listing or order they stay there.
  const onListsPages = new URL(back, "http://shop.invalid").pathname === page.localePath(LISTS_PATH);
  return redirectWithToast(session, onListsPages ? listPage(list.id) : back, ...toasts);
}

/** Orders the list's rows (all, or the ticked ones) as a quick order; the list is not changed. */
async function orderList(page: CustomerPage, listId: string, ticked: string[] | null) {
  const list = await page.erp.lists.get(listId);
  const rows = rowsToOrder(list.rows, ticked);
  if (rows.length === 0) {
    return redirectWithToast(page.session, page.localePath(`${LISTS_PATH}/${encodeURIComponent(listId)}`), {
      kind: "error",
      key: ticked ? "lists.noneTicked" : "lists.nothingToOrder",
    });
  }
  const tooMany = tooManyCodes(rows.length);
  if (tooMany) return redirectWithToast(page.session, page.localePath(`${LISTS_PATH}/${encodeURIComponent(listId)}`), tooMany);
  const { answer, cartId, messages } = await inExpensiveSlot(page, () => onCurrentCart(page, (cart) => runQuickOrder(cart, rows)));
  if (cartId !== undefined) page.session.set("cartId", cartId);
  const translated = messages.map((message) => (message.key ? { ...message, text: page.t(message.key, message.values) } : message));
  const body: ListOrderAnswer = { quickOrder: answer, messages: translated };
  return data(body, { headers: { "Set-Cookie": await sessionStorage().commitSession(page.session), "Cache-Control": CACHE_CONTROL.private } });
}
