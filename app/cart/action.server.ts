// The one cart action: every add, update, remove, coupon, saved-cart and quick-order form posts
// here with an `intent`. With JavaScript (the form carries js=1, set only after hydration) it
// answers the outcome as data for the fetcher; without, it redirects back (303) to the page the
// form came from, with a flash toast. A guest is sent to the login page and back.
import {
  data,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
} from "@remix-run/node";
import { z } from "zod";
import {
  activateSavedCart,
  addToCart,
  applyCoupon,
  deleteSavedCart,
  onCurrentCart,
  removeLine,
  saveCart,
  updateLine,
  type CartOutcome,
} from "~/cart/cart.server";
import type { CartActionAnswer, CartMessage } from "~/cart/messages";
import { parseQuickOrder, rowsToText } from "~/cart/quick-order";
import { runQuickOrder, type QuickOrderAnswer } from "~/cart/quick-order.server";
import { createErp } from "~/erp/client.server";
import { CART } from "~/platform/config";
import { expiredSessionRedirect } from "~/platform/expired-session.server";
import { addToast } from "~/platform/flash.server";
import { localizedPath } from "~/platform/i18n";
import { safeRedirectPath } from "~/platform/redirect";
import { requireLocale } from "~/platform/request.server";
import { customerContextOf, getSession, sessionStorage } from "~/platform/session.server";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { CART_PATH } from "~/cart/paths";

const sku = z.string().trim().min(1).max(40);
const rowId = z.string().trim().min(1).max(40);
const quantity = z.coerce.number().int().min(-CART.maxQuantity).max(CART.maxQuantity);
const savedCartId = z.coerce.number().int().positive().max(2_147_483_647);
const QUICK_ORDER_ROWS = 10;
const QUICK_ORDER_TEXT_MAX = CART.quickOrder.maxBytes;

// Only these fields are read: a forged client id, address code or cart id is never looked at.
const IntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), sku, quantity: z.preprocess((value) => (value === "" ? 0 : value), quantity) }),
  z.object({
    intent: z.literal("update"),
    rowId,
    quantity: z.preprocess((value) => (value === "" ? undefined : value), quantity.optional()),
    step: z.enum(["-1", "1"]).optional(),
  }),
  z.object({ intent: z.literal("remove"), rowId }),
  z.object({ intent: z.literal("coupon"), code: z.string().trim().max(CART.couponMaxLength) }),
  z.object({ intent: z.literal("save"), name: z.string().trim().max(CART.savedCartNameMaxLength) }),
  z.object({ intent: z.literal("activate"), savedCartId }),
  z.object({ intent: z.literal("delete"), savedCartId }),
  z.object({ intent: z.literal("quick-order"), lines: z.string().max(QUICK_ORDER_TEXT_MAX).default("") }),
]);

type ReadForm = { form: FormData; fileText: string } | { error: CartMessage };

async function readForm(request: Request): Promise<ReadForm> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) return { form: await request.formData(), fileText: "" };
  try {
    const form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: CART.quickOrder.maxBytes }));
    const file = form.get("file");
    const fileText = file instanceof Blob && file.size > 0 ? await file.text() : "";
    return { form, fileText };
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) {
      return { error: { kind: "error", key: "quickOrder.fileTooLarge", values: { kb: Math.round(CART.quickOrder.maxBytes / 1024) } } };
    }
    throw error;
  }
}

function typedRows(form: FormData): Array<{ code: string; quantity: string }> {
  return Array.from({ length: QUICK_ORDER_ROWS }, (_, index) => ({
    code: String(form.get(`code_${index}`) ?? "").slice(0, 40),
    quantity: String(form.get(`quantity_${index}`) ?? "").slice(0, 12),
  }));
}

/**
 * `renderErrors`: the action of a page (the cart page) rather than of /cart: without JavaScript a
 * refused form (an invalid coupon) re-renders that page with the message instead of redirecting.
 */
export async function cartAction({ request, params }: ActionFunctionArgs, options: { renderErrors?: boolean } = {}) {
  const locale = requireLocale(params);
  const session = await getSession(request);
  const customer = customerContextOf(session);
  const cartPage = localizedPath(locale, CART_PATH);
  const read = await readForm(request);
  const form = "form" in read ? read.form : null;
  const redirectTo = safeRedirectPath(form?.get("redirectTo"), cartPage);
  const enhanced = form?.get("js") === "1";

  const respond = async (outcome: CartOutcome, intent: string, extra: Partial<CartActionAnswer> = {}) => {
    // An expired ERP token signs the customer out (a fetcher follows the redirect too).
    if (outcome.expired) return expiredSessionRedirect(request, redirectTo);
    if (outcome.cartId !== undefined) session.set("cartId", outcome.cartId);
    if (enhanced || extra.quickOrder || (options.renderErrors && !outcome.ok)) {
      // A removed line leaves the page, and its notice with it: the notice is a toast, as without JavaScript.
      if (outcome.removedRowId) for (const message of outcome.messages) addToast(session, message);
      const answer: CartActionAnswer = {
        ok: outcome.ok,
        intent,
        messages: outcome.messages,
        added: outcome.added,
        removedRowId: outcome.removedRowId,
        ...extra,
      };
      return data(answer, {
        status: outcome.ok || extra.quickOrder ? 200 : 422,
        headers: { "Set-Cookie": await sessionStorage().commitSession(session), "Cache-Control": CACHE_CONTROL.private },
      });
    }
    for (const message of outcome.messages) addToast(session, message);
    return redirect(redirectTo, { status: 303, headers: { "Set-Cookie": await sessionStorage().commitSession(session) } });
  };

  if (!customer) {
    addToast(session, { kind: "info", key: "cartPage.messages.loginRequired" });
    const login = localizedPath(locale, "/pages/login");
    return redirect(`${login}?${new URLSearchParams({ redirectTo })}`, {
      status: 303,
      headers: { "Set-Cookie": await sessionStorage().commitSession(session) },
    });
  }
  if ("error" in read) {
    return respond({ ok: false, messages: [read.error] }, "quick-order", {
      quickOrder: { results: [], addedCount: 0, retryText: "", truncated: false },
    });
  }

  const parsed = IntentSchema.safeParse(Object.fromEntries(form!));
  if (!parsed.success)
    return respond({ ok: false, messages: [{ kind: "error", key: "cartPage.messages.invalidForm" }] }, String(form!.get("intent") ?? ""));

  // One client per action, with the session's context only; `currentCart` names the customer's
  // current cart instead of the session's (id 0), for a session whose cart was ordered elsewhere.
  const erp = createErp({ lang: locale, signal: request.signal, customer });
  const currentCart = () => createErp({ lang: locale, signal: request.signal, customer: { ...customer, cartId: 0 } });
  const input = parsed.data;
  switch (input.intent) {
    case "add": {
      const article = { sku: input.sku.toUpperCase(), quantity: input.quantity };
      return respond(await onCurrentCart(erp, currentCart, (cart) => addToCart(cart, article)), input.intent);
    }
    case "update":
      return respond(
        await updateLine(erp, { rowId: input.rowId, quantity: input.quantity, step: input.step ? (Number(input.step) as -1 | 1) : undefined }),
        input.intent,
      );
    case "remove":
      return respond(await removeLine(erp, input.rowId), input.intent);
    case "coupon":
      return respond(await applyCoupon(erp, input.code), input.intent);
    case "save":
      return respond(await saveCart(erp, input.name), input.intent);
    case "activate":
      return respond(await activateSavedCart(erp, input.savedCartId), input.intent);
    case "delete":
      return respond(await deleteSavedCart(erp, input.savedCartId), input.intent);
    case "quick-order": {
      const text = [input.lines, read.fileText, rowsToText(typedRows(form!))].filter((part) => part.trim() !== "").join("\n");
      const { rows, truncated } = parseQuickOrder(text);
      if (rows.length === 0) {
        return respond({ ok: false, messages: [{ kind: "error", key: "quickOrder.empty" }] }, input.intent, {
          quickOrder: { results: [], addedCount: 0, retryText: "", truncated: false } satisfies QuickOrderAnswer,
        });
      }
      const { answer, cartId, messages } = await onCurrentCart(erp, currentCart, (cart) => runQuickOrder(cart, rows, truncated));
      return respond({ ok: answer.addedCount > 0, messages, cartId }, input.intent, { quickOrder: answer });
    }
  }
}
