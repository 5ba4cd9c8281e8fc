// The one cart action: every add, update, remove, coupon, saved-cart and quick-order form posts
// here with an `intent`. With JavaScript (the form carries js=1, set only after hydration) it
// answers the outcome as data for the fetcher; without, it redirects back (303) to the page the
// form came from, with a flash toast. A guest is sent to the login page and back, an agent with no
// customer to the customer picker.
import { data, MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
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
import { chooseDeliveryDay } from "~/cart/delivery-dates.server";
import { CouponSchema, DeliveryDaySchema, SaveCartSchema } from "~/cart/forms";
import type { CartActionAnswer, CartMessage } from "~/cart/messages";
import { CART_PATH } from "~/cart/cart";
import { servedNowToast, staleFormMessage } from "~/cart/rendered-for.server";
import { parseQuickOrder, rowsToText, tooManyCodes, type QuickOrderAnswer } from "~/cart/quick-order";
import { runQuickOrder } from "~/cart/quick-order.server";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { CART } from "~/platform/config";
import { expiredSessionRedirect } from "~/page/expired-session.server";
import { readPostedForm } from "~/page/posted-form.server";
import { addToast, redirectWithToast } from "~/platform/flash.server";
import { customerNeededRedirect } from "~/platform/guards.server";
import { inExpensiveSlot } from "~/page/expensive.server";
import type { CustomerPage, Page } from "~/page/page.server";
import { safeRedirectPath } from "~/platform/redirect";
import { sessionStorage } from "~/platform/session.server";
import { readerContext } from "~/platform/i18n";

const sku = z.string().trim().min(1).max(40);
const rowId = z.string().trim().min(1).max(40);
const quantity = z.coerce.number().int().min(-CART.maxQuantity).max(CART.maxQuantity);
const savedCartId = z.coerce.number().int().positive().max(2_147_483_647);
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
  DeliveryDaySchema,
  CouponSchema,
  SaveCartSchema,
  z.object({ intent: z.literal("activate"), savedCartId }),
  z.object({ intent: z.literal("delete"), savedCartId }),
  z.object({ intent: z.literal("quick-order"), lines: z.string().max(QUICK_ORDER_TEXT_MAX).default("") }),
]);

type ReadForm = { form: FormData; fileText: string } | { error: CartMessage };

/** The form of a post that may carry a quick order file (multipart): its fields and the file's text. */
export async function readForm(request: Request): Promise<ReadForm> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) return { form: await readPostedForm(request), fileText: "" };
  try {
    const uploads = unstable_createMemoryUploadHandler({ maxPartSize: CART.quickOrder.maxBytes });
    const form = await readPostedForm(request, (posted) => unstable_parseMultipartFormData(posted, uploads));
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

/** The rows of code_N / quantity_N fields, from 0 up to the first missing: the quick order's typed rows, or the scanner's list. */
function typedRows(form: FormData): Array<{ code: string; quantity: string }> {
  const rows: Array<{ code: string; quantity: string }> = [];
  for (let index = 0; form.has(`code_${index}`); index++) {
    rows.push({ code: String(form.get(`code_${index}`)).slice(0, 40), quantity: String(form.get(`quantity_${index}`) ?? "").slice(0, 12) });
  }
  return rows;
}

type Intent = z.infer<typeof IntentSchema>;
type Done = { outcome: CartOutcome; extra?: Partial<CartActionAnswer> };

const NO_QUICK_ORDER: QuickOrderAnswer = { results: [], addedCount: 0, retryText: "" };

/**
 * `renderErrors`: the action of a page (the cart page) rather than of /cart: without JavaScript a
 * refused form (an invalid coupon) re-renders that page with the message instead of redirecting.
 */
export async function actOnCart(page: Page, options: { renderErrors?: boolean } = {}) {
  const { request, session } = page;
  const read = await readForm(request);
  const form = "form" in read ? read.form : null;
  const redirectTo = safeRedirectPath(form?.get("redirectTo"), page.localePath(CART_PATH));
  const enhanced = form?.get("js") === "1";

  const respond = async (intent: string, { outcome, extra = {} }: Done) => {
    // An expired ERP token signs the customer out (a fetcher follows the redirect too).
    if (outcome.expired) return expiredSessionRedirect(request, redirectTo);
    if (outcome.cartId !== undefined) session.set("cartId", outcome.cartId);
    if (!enhanced && !extra.quickOrder && !(options.renderErrors && !outcome.ok)) return redirectWithToast(session, redirectTo, ...outcome.messages);
    // A removed line leaves the page, and its notice with it: the notice is a toast, as without JavaScript.
    if (outcome.removedRowId) for (const message of outcome.messages) addToast(session, message);
    const { ok, added, removedRowId } = outcome;
    // With their text: the page that posted may not load the cart page's texts (its namespace, "cart-page").
    const reader = readerContext(Boolean(page.agent), session.get("company") ?? "");
    const messages = outcome.messages.map((message) =>
      message.key ? { ...message, text: page.t(message.key, { ...reader, ...message.values }) } : message,
    );
    const answer: CartActionAnswer = { ok, intent, messages, added, removedRowId, ...extra };
    return data(answer, {
      status: outcome.ok || (extra.quickOrder && !extra.quickOrder.refusal) ? 200 : 422,
      headers: { "Set-Cookie": await sessionStorage().commitSession(session), "Cache-Control": CACHE_CONTROL.private },
    });
  };

  if (!page.customer) return customerNeededRedirect(page, redirectTo, "cartPage.messages.loginRequired");
  const stale = form && staleFormMessage(form, session, page.customer);
  if (form && stale) {
    if (!enhanced) return redirectWithToast(session, redirectTo, stale);
    // 200, not 409: after a 4xx the browser would not reload the page's data, and the page would go
    // on showing the previous customer or address; this way the banner, prices and cart follow the one served now.
    const answer: CartActionAnswer = { ok: false, intent: String(form.get("intent") ?? ""), messages: [] };
    const toast = await servedNowToast(session, stale);
    return data(answer, { headers: { ...toast, "Cache-Control": CACHE_CONTROL.private } });
  }
  if ("error" in read) return respond("quick-order", { outcome: { ok: false, messages: [read.error] }, extra: { quickOrder: NO_QUICK_ORDER } });
  const parsed = IntentSchema.safeParse(Object.fromEntries(read.form));
  if (!parsed.success) {
    return respond(String(read.form.get("intent") ?? ""), {
      outcome: { ok: false, messages: [{ kind: "error", key: "cartPage.messages.invalidForm" }] },
    });
  }
  return respond(parsed.data.intent, await runIntent(page as CustomerPage, parsed.data, read));
}

/** What one intent does to the cart; an add runs again on the customer's current cart when the session's was ordered. */
async function runIntent(page: CustomerPage, input: Intent, read: { form: FormData; fileText: string }): Promise<Done> {
  // One change answers within the page's budget however slow the ERP, as pages do: when its reads are
  // late nothing went out, and the answer says nothing was changed; when its write is late it goes on
  // and may land, so the answer says the change is unconfirmed and to look at the cart (erpFailure),
  // which then shows what the ERP has. The quick order, one look-up per code, keeps the usual time-outs.
  const erp = input.intent === "quick-order" ? page.erp : page.erpWithinBudget();
  switch (input.intent) {
    case "add": {
      const article = { sku: input.sku.toUpperCase(), quantity: input.quantity };
      return { outcome: await onCurrentCart({ erp, erpForCart: page.erpForCart }, (cart) => addToCart(cart, article)) };
    }
    case "update": {
      const step = input.step ? (Number(input.step) as -1 | 1) : undefined;
      return { outcome: await updateLine(erp, { rowId: input.rowId, quantity: input.quantity, step }) };
    }
    case "remove":
      return { outcome: await removeLine(erp, input.rowId) };
    case "delivery-day":
      return { outcome: await chooseDeliveryDay(erp, { rowId: input.rowId, day: input.day }, page.locale) };
    case "coupon":
      return { outcome: await applyCoupon(erp, input.code) };
    case "save":
      // An agent acting for the customer saves a proposal for them (the ERP records the agent).
      return { outcome: await saveCart(erp, input.name, page.agent ? (page.session.get("company") ?? "") : null) };
    case "activate":
      return { outcome: await activateSavedCart(erp, input.savedCartId) };
    case "delete":
      return { outcome: await deleteSavedCart(erp, input.savedCartId) };
    case "quick-order": {
      const text = [input.lines, read.fileText, rowsToText(typedRows(read.form))].filter((part) => part.trim() !== "").join("\n");
      const { rows } = parseQuickOrder(text);
      if (rows.length === 0)
        return { outcome: { ok: false, messages: [{ kind: "error", key: "quickOrder.empty" }] }, extra: { quickOrder: NO_QUICK_ORDER } };
      // Too long a list is given back whole, to split: nothing typed, pasted or uploaded is lost.
      const refusal = tooManyCodes(rows.length);
      if (refusal)
        return {
          outcome: { ok: false, messages: [refusal] },
          extra: { quickOrder: { ...NO_QUICK_ORDER, retryText: text.replace(/\r\n?/g, "\n"), refusal } },
        };
      const { answer, cartId, messages } = await inExpensiveSlot(page, () => onCurrentCart(page, (cart) => runQuickOrder(cart, rows)));
      return { outcome: { ok: answer.addedCount > 0, messages, cartId }, extra: { quickOrder: answer } };
    }
  }
}
