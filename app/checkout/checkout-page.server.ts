// /pages/checkout: delivery to the selected address or pickup at headquarters; "check the order"
// asks the ERP for a preview, then the order is sent once and the thank-you page names it.
import { randomUUID } from "node:crypto";
import { data, redirect } from "@remix-run/node";
import { cartAnomalies } from "~/cart/anomalies.server";
import { erpFailure, loadActiveCart } from "~/cart/cart.server";
import { datedLines } from "~/cart/delivery-dates";
import { loadCartDelivery } from "~/cart/delivery-dates.server";
import { customerPlafond } from "~/cart/plafond.server";
import type { CartMessage } from "~/cart/messages";
import { servedNowToast, staleFormMessage } from "~/cart/rendered-for.server";
import { cartFingerprint, checkStateOf } from "~/cart/checked-order";
import { forgetCheck, keepCheck, keptCheck } from "~/cart/checked-order.server";
import { addressView, cartSummary, prepareOrder } from "~/checkout/checkout.server";
import { checkoutStorage, getCheckoutSession } from "~/checkout/checkout-session.server";
import { keepSentDates } from "~/checkout/sent-dates.server";
import { grossUnits } from "~/cart/gross-units.server";
import { goodsGross } from "~/platform/price";
import { CheckoutFormSchema, DeliverySchema } from "~/checkout/forms";
import { chosenJobSite, customerJobSites, type JobSiteChoiceErrors, type JobSiteChoiceInput } from "~/checkout/job-sites.server";
import { sendOrderOnce } from "~/checkout/send.server";
import { checkoutSettings, clockTime } from "~/checkout/settings.server";
import { checkoutTotals } from "~/checkout/totals";
import { isErpError, isOutcomeUnknown } from "~/erp/errors";
import type { JobSiteRef } from "~/erp/types";
import { secondary } from "~/page/degrade.server";
import type { Toast } from "~/platform/toast";
import { redirectWithToast } from "~/platform/flash.server";
import { logError } from "~/platform/log.server";
import type { CustomerPage } from "~/page/page.server";
import { readPostedForm } from "~/page/posted-form.server";

export async function loadCheckoutPage(page: CustomerPage) {
  const { erp, locale, customer } = page;
  const [cart, addresses, plafond, jobSites] = await Promise.all([
    loadActiveCart(page),
    erp.account.addresses(),
    customerPlafond(page),
    // Secondary: without them (none on this ERP, or no answer) the order goes without a job site.
    secondary(customerJobSites(erp), "checkout job sites"),
  ]);
  const [anomalies, { priceView }] = await Promise.all([cartAnomalies(erp, cart), page.settings()]);
  const gross = await grossUnits(erp, cart.lines, priceView);
  // The delivery shown: the one asked for in the address (the choice, with JavaScript), else the
  // kept check's, else delivery to the address. The check shows for its own delivery only.
  const check = checkStateOf(await keptCheck(customer), customer, cart);
  const asked = DeliverySchema.safeParse(page.url.searchParams.get("delivery"));
  const delivery = asked.success ? asked.data : check.kind === "valid" ? check.preview.deliveryType : "SHIPPING_GOOD";
  const checked = check.kind === "valid" && check.preview.deliveryType === delivery ? check.preview : null;
  // One token per checkout attempt, bound to the cart it shows: a reload or the revalidation
  // after "check the order" keeps it, so a send that crosses a reload is never refused. It is
  // replaced only when the cart changed, and dropped once the order is sent.
  const { checkout } = await getCheckoutSession(page.request, customer);
  const token = checkout.get("cartId") === cart.id ? (checkout.get("token") ?? randomUUID()) : randomUUID();
  checkout.set("token", token);
  checkout.set("cartId", cart.id);
  page.headers.append("Set-Cookie", await checkoutStorage().commitSession(checkout));
  const settings = checkoutSettings();
  // The lines' dates as checked, else as the ERP says now.
  const deliveryDates = checked ? (checked.deliveryDates ?? []) : datedLines(cart.lines, await loadCartDelivery(erp, cart));
  return {
    deliveryDates,
    token,
    delivery,
    cart: cartSummary(cart),
    /** The ERP's findings before sending: each with the line it names (its sku and name), if any. */
    anomalies: [
      ...anomalies.general.map((message) => ({ line: null, message })),
      ...cart.lines.flatMap((line) => (anomalies.byRow[line.rowId] ?? []).map((message) => ({ line: `${line.sku} ${line.name}`, message }))),
    ],
    totals: checkoutTotals(cart.totals, delivery, checked?.totals ?? null),
    /** In the gross view, the goods' gross total (the sum of the lines' gross amounts) above the ERP's totals. */
    prices: {
      view: priceView,
      goodsGross: goodsGross(
        cart.lines.map((line) => ({ ...line, grossUnit: gross[line.rowId] ?? null })),
        priceView,
      ),
    },
    /** What is left of the customer's declarations of intent (null: none valid, or none on this ERP). */
    plafond,
    checked,
    /** The cart changed after the last check: that check is void. */
    checkVoid: check.kind === "changed",
    address: addressView(addresses, customer.addressCode),
    pickupWindows: settings.pickupWindows[locale].map((window) => ({
      day: window.day,
      orderBefore: clockTime(window.orderBefore, locale),
      from: clockTime(window.from, locale),
      to: clockTime(window.to, locale),
    })),
    notesEnabled: settings.orderNotesEnabled,
    /** The job site choice: the customer's job sites; null where the ERP keeps none (no choice). */
    jobSites: jobSites && jobSites.map((site) => ({ id: site.id, name: site.name, cig: site.cig, cup: site.cup })),
  };
}

/** The answer to a form that did not send the order: the check is kept (the page reloads it), or why not. */
export interface CheckoutAnswer {
  ok: boolean;
  messages: CartMessage[];
  /** The order went out and the ERP did not answer, nor does its order list show it yet: the page points to the orders. */
  outcomeUnknown?: boolean;
  /** The send form's job site as posted, with the errors by field, given back when the order was not sent. */
  jobSite?: { input: JobSiteChoiceInput; errors: JobSiteChoiceErrors };
}

function answer(body: CheckoutAnswer, status = 200) {
  return data(body, { status });
}

/** The ERP's refusal as the page's message (with what the form gets back); an expired token is left to the page contract (sign-out). */
function refusal(error: unknown, kept: Pick<CheckoutAnswer, "jobSite"> = {}) {
  const failure = erpFailure(error);
  if (failure.expired) throw error;
  return answer({ ok: false, messages: failure.messages, ...kept }, 422);
}

export async function actOnCheckout(page: CustomerPage) {
  const form = await readPostedForm(page.request);
  // Answered 200: the browser then reloads the page's data, for the customer served now.
  const stale = staleFormMessage(form, page.session, page.customer);
  if (stale) {
    if (form.get("js") === "1") return data({ ok: false, messages: [] }, { headers: await servedNowToast(page.session, stale) });
    return answer({ ok: false, messages: [stale] });
  }
  const parsed = CheckoutFormSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return answer({ ok: false, messages: [{ kind: "error", key: "cartPage.messages.invalidForm" }] }, 400);
  const input = parsed.data;
  const { checkout, madeForOther } = await getCheckoutSession(page.request, page.customer);
  // A checkout cookie made for another customer or address (replayed, or from before a switch) names
  // none of this one's carts or tokens: nothing is checked or sent until the page is loaded again.
  if (madeForOther) return answer({ ok: false, messages: [{ kind: "error", key: "checkout.otherCheckout" }] }, 409);
  const cartId = checkout.get("cartId") ?? 0;
  if (input.intent === "prepare") {
    try {
      const erp = page.erpForCart(cartId);
      // The cart is read before the check: a change slipping in between voids the check, never hides.
      const cart = await erp.cart.get();
      const preview = await prepareOrder(erp, input.deliveryType, cart);
      const { clientId, addressCode } = page.customer;
      await keepCheck({ clientId, addressCode, cartId: cart.id, cart: cartFingerprint(cart), preview });
      return answer({ ok: true, messages: [] });
    } catch (error) {
      // The read's 403: a cart that is not the customer's (a replayed checkout cookie), refused on the
      // form as the check itself would be, not a sign-out.
      if (isErpError(error, "http") && error.status === 403) {
        return answer({ ok: false, messages: [{ kind: "error", key: "cartPage.messages.notAllowed" }] }, 422);
      }
      return refusal(error);
    }
  }

  // Send: the token must be the one this browser was given (a resubmitted old form is refused). The
  // second post of a double click may leave after the first one's answer changed the cookie: it
  // names the order just sent, so it lands on the same thank-you page.
  const thankYou = page.localePath("/pages/thankyou");
  if (checkout.get("token") !== input.token) {
    if (checkout.get("lastOrder")?.token === input.token) return redirect(thankYou, 303);
    return answer({ ok: false, messages: [{ kind: "error", key: "checkout.tokenExpired" }] }, 409);
  }
  // A check of this cart that the cart no longer matches (changed in another tab, by the agent) is
  // void: nothing is sent until the order is checked again.
  const kept = await keptCheck(page.customer);
  if (kept && kept.cartId === cartId) {
    try {
      const cart = await page.erpForCart(cartId).cart.get();
      if (checkStateOf(kept, page.customer, cart).kind === "changed") {
        return answer({ ok: false, messages: [{ kind: "error", key: "checkout.checkVoid" }] }, 409);
      }
    } catch (error) {
      return refusal(error);
    }
  }
  const jobSiteInput: JobSiteChoiceInput = {
    jobSite: input.jobSite,
    jobSiteName: input.jobSiteName,
    jobSiteCig: input.jobSiteCig,
    jobSiteCup: input.jobSiteCup,
    jobSiteSave: input.jobSiteSave,
  };
  const choice = await chosenJobSite(page.erp, jobSiteInput);
  if (!choice.ok) return answer({ ok: false, messages: [], jobSite: { input: jobSiteInput, errors: choice.errors } }, 422);
  try {
    const note = checkoutSettings().orderNotesEnabled ? input.note : "";
    // The visitor waits for the send within the page's budget; a send still under way goes on (its
    // token stays, so the form posted again joins it instead of sending again) and the answer says
    // the order is being checked, with the way to the orders.
    const sending = sendOrderOnce({
      lang: page.locale,
      customer: page.customer,
      token: input.token,
      cartId,
      deliveryType: input.deliveryType,
      note,
      jobSite: choice.jobSite,
      requestId: page.requestId,
    });
    const order = await page.withinBudget(sending, { upstream: "hub", call: "/wrapper/send_order" });
    checkout.unset("token");
    checkout.unset("cartId");
    await forgetCheck(page.customer);
    // The lines' dates as checked go with the order to the thank-you page.
    await keepSentDates(page.customer, order, kept?.cartId === cartId ? (kept.preview.deliveryDates ?? []) : []);
    checkout.set("lastOrder", { ...order, deliveryType: input.deliveryType, token: input.token, jobSite: choice.jobSite });
    // The next page uses the customer's new active cart.
    page.session.set("cartId", 0);
    const sent = await redirectWithToast(
      page.session,
      thankYou,
      ...(choice.save && choice.jobSite ? [await saveTypedJobSite(page, choice.jobSite)] : []),
    );
    sent.headers.append("Set-Cookie", await checkoutStorage().commitSession(checkout));
    return sent;
  } catch (error) {
    // Neither sent nor not sent: the customer checks the orders before sending again.
    if (isOutcomeUnknown(error)) {
      logError("order send unconfirmed", error, { call: error.call, kind: error.kind });
      return answer({ ok: false, outcomeUnknown: true, messages: [{ kind: "info", key: "checkout.outcomeUnknown" }] }, 202);
    }
    // The ERP refused the order: the job site as typed stays on the form.
    return refusal(error, { jobSite: { input: jobSiteInput, errors: {} } });
  }
}

/** A job site typed at checkout, saved to the account once its order went out: what came of it, as a toast. */
async function saveTypedJobSite(page: CustomerPage, jobSite: JobSiteRef): Promise<Omit<Toast, "id">> {
  try {
    // The order went out: the save may take its own time (the page's budget is spent on the send).
    const saved = await page.erp.jobSites.save(jobSite);
    return { kind: "success", key: "jobSite.savedFromCheckout", values: { name: saved.name } };
  } catch (error) {
    const reason = isErpError(error, "rejected") && error.messages.length > 0 ? error.messages.join(" ") : page.t("account.jobSites.refused");
    return { kind: "error", key: "jobSite.saveFailed", values: { reason } };
  }
}
