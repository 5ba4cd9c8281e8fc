// The one way a page's loader and action start: the locale from the URL, the session and its
// customer, the request's ERP client, the translate function, the access guard, the answer's
// Cache-Control and what an ERP failure becomes. A page module is `load(page)` / `act(page)` in its
// feature folder; the route file only wires it with app/page/page.ts
// (`export const loader = pageLoader("customer", load)`). The root loader (the shell) opens the same
// way (`shellLoader`), on every path.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { createErp, type CustomerContext, type Erp } from "~/erp/client.server";
import type { CallRef } from "~/erp/envelope";
import { ErpError } from "~/erp/errors";
import { abortable } from "~/erp/link.server";
import { pageCacheControl } from "~/platform/cache-control";
import { expiredSessionRedirect, isExpiredToken } from "~/page/expired-session.server";
import { localeFromPath, localizedPath, type Locale } from "~/platform/i18n";
import { fixedT } from "~/platform/i18n.server";
import type { TFunction } from "i18next";
import { chooseCustomerRedirect, guestMayOpen, loginRedirect } from "~/platform/guards.server";
import { agentContextOf, ANSWER_READS_MS, customerContextOf, getErp, pageDeadline, requireLocale } from "~/page/request.server";
import { malformedUrlError, routeErrorFromErp, signInUnavailable } from "~/page/route-errors.server";
import { readSession, SessionStoreUnavailable, type ShopSession } from "~/platform/session.server";
import { shopSettings, type ShopSettings } from "~/page/shop-settings.server";

/**
 * Who may open a page: anyone (guests see list prices), a customer being served (signed in, or the
 * one a sales agent acts for), or a signed-in sales agent only (a guest, who may be a signed-out
 * agent, is sent to sign in; a customer gets a 404).
 */
export type Access = "anyone" | "customer" | "agent";

/** The signed-in sales agent as pages see them. */
export interface PageAgent {
  code: string;
  name: string;
}

export interface Page<C extends CustomerContext | null = CustomerContext | null> {
  request: Request;
  url: URL;
  params: LoaderFunctionArgs["params"];
  locale: Locale;
  /** The customer being served (never null on a customer page): signed in, or the one the agent acts for. */
  customer: C;
  /** The signed-in sales agent (never null on an agent page), acting for `customer` or for nobody yet. */
  agent: PageAgent | null;
  session: ShopSession;
  erp: Erp;
  t: TFunction;
  /** The client's IP as the server sees it ("unknown" without one), for rate limits. */
  clientIp: string;
  /** The request's id (X-Request-Id), for an ERP client made outside `erp`: the ERP's log names the request. */
  requestId: string | undefined;
  /** Extra headers of a loader's answer (Set-Cookie, Accept-CH); Cache-Control is set for you. */
  headers: Headers;
  /** `path` in the page's language ("/shop" → "/en/shop"). */
  localePath(path: string): string;
  /** An ERP client for the same customer and another cart (0: none stored, the ERP answers the current one). */
  erpForCart(cartId: number): Erp;
  /**
   * An ERP client for a change the visitor waits for (a cart change): its reads and its write share
   * the page's budget (PAGE_ERP_BUDGET_MS from the moment the shop took the request on; the write is
   * waited for until ANSWER_READS_MS before its end), so the answer comes within 3 s however slow
   * the ERP. A write still under way then goes on and may land: the caller gets a time-out whose
   * outcome is unknown.
   */
  erpWithinBudget(): Erp;
  /**
   * Waits for a write made on a client of its own (an order's send, shared by a double click's posts)
   * as erpWithinBudget waits for its write: until shortly before the page's budget ends, then a
   * time-out whose outcome is unknown (`call` names it), the write going on.
   */
  withinBudget<T>(work: Promise<T>, call: Omit<CallRef, "write">): Promise<T>;
  /** The served customer's search settings (price view, autocomplete); the shop's defaults for a guest. */
  settings(): Promise<ShopSettings>;
}

export type CustomerPage = Page<CustomerContext>;
export type AgentPage = Page & { agent: PageAgent };
export type PageOf<A extends Access> = A extends "customer" ? CustomerPage : A extends "agent" ? AgentPage : Page;
type Args = LoaderFunctionArgs | ActionFunctionArgs;

/**
 * What opens the page: a route's loader or action, or the root loader of the shell, which runs on
 * every path (a 404's too, so its locale comes from the path) and, when the session store is away,
 * shows the frame as a guest's while the page itself says that signing in is unavailable.
 */
type Opener = "route" | "shell";

async function openPage<A extends Access>(args: Args, access: A, opener: Opener = "route"): Promise<PageOf<A>> {
  const locale = opener === "shell" ? localeFromPath(new URL(args.request.url).pathname) : requireLocale(args.params);
  const [{ session, state }, erp, t] = await Promise.all([readSession(args.request), getErp(args), fixedT(locale)]);
  // A signed-in session the store no longer has (idle, or Redis came back empty): sign in again, told
  // why; on the sign-in pages themselves the customer is doing just that, as a guest.
  if (state === "ended" && !guestMayOpen(new URL(args.request.url).pathname, false)) throw await expiredSessionRedirect(args.request);
  // A signed-in customer whose session cannot be read (Redis down) is not served as a guest.
  if (state === "unavailable" && opener === "route") throw signInUnavailable();
  const customer = customerContextOf(session);
  const agentContext = agentContextOf(session);
  const agent = agentContext && { code: agentContext.agentCode, name: session.get("agentName") ?? agentContext.agentCode };
  // Agent pages: a guest (perhaps an agent whose session ended) signs in first; for a customer they do not exist.
  if (access === "agent" && !agent) throw session.get("token") ? new Response("Not Found", { status: 404 }) : loginRedirect(args.request);
  // An agent who chose no customer is asked to choose one; a guest to sign in.
  if (access === "customer" && !customer) throw agent ? await chooseCustomerRedirect(session, args.request) : loginRedirect(args.request);
  // A change the visitor waits for answers within the page's budget, from the moment the shop took
  // the request on; the wait for its write leaves the page that shows the answer time to read.
  const budgetEnd = pageDeadline(args.context);
  const writeWaitEnd = budgetEnd - ANSWER_READS_MS;
  const page: Page = {
    request: args.request,
    url: new URL(args.request.url),
    params: args.params,
    locale,
    customer,
    agent,
    session,
    erp,
    t,
    clientIp: args.context.clientIp ?? "unknown",
    requestId: args.context.requestId,
    headers: new Headers(),
    localePath: (path) => localizedPath(locale, path),
    erpForCart: (cartId) =>
      createErp({
        lang: locale,
        signal: args.request.signal,
        customer: customer && { ...customer, cartId },
        agent: agentContext,
        requestId: args.context.requestId,
        timing: args.context.timing,
        deadline: budgetEnd,
      }),
    settings: () => shopSettings(erp, customer),
    erpWithinBudget: () =>
      createErp({
        lang: locale,
        signal: args.request.signal,
        customer,
        agent: agentContext,
        requestId: args.context.requestId,
        timing: args.context.timing,
        deadline: budgetEnd,
        writeWaitUntil: writeWaitEnd,
      }),
    withinBudget: (work, call) => abortable(work, args.request.signal, writeWaitEnd, { ...call, write: true }),
  };
  return page as PageOf<A>;
}

/**
 * What a failure that a page did not handle becomes: an expired token signs out, an unreachable
 * session store is "sign-in temporarily unavailable", the rest is the error panel.
 */
async function pageFailure(page: Page, request: Request, error: unknown): Promise<never> {
  if ((page.customer || page.agent) && isExpiredToken(error)) throw await expiredSessionRedirect(request);
  if (error instanceof ErpError) throw routeErrorFromErp(error);
  if (error instanceof SessionStoreUnavailable) throw signInUnavailable();
  throw error;
}

async function run<A extends Access, T>(
  args: Args,
  access: A,
  work: (page: PageOf<A>) => Promise<T>,
  opener: Opener = "route",
): Promise<{ page: PageOf<A>; value: T }> {
  const page = await openPage(args, access, opener);
  try {
    return { page, value: await work(page) };
  } catch (error) {
    return pageFailure(page, args.request, error);
  }
}

/**
 * A page's loader: `load` returns the view model; the answer carries `page.headers` and is never
 * stored by a shared cache (every page carries the shell: name, addresses, cart figures), nor at
 * all while someone is signed in.
 */
export async function runLoader<A extends Access, T>(
  args: LoaderFunctionArgs,
  access: A,
  load: (page: PageOf<A>) => Promise<T>,
  opener: Opener = "route",
) {
  const { page, value } = await run(args, access, load, opener);
  page.headers.set("Cache-Control", pageCacheControl(Boolean(page.customer || page.agent)));
  return data(value, { headers: page.headers });
}

/**
 * The root loader: the shell's data (`load`), for anyone, opened as every page is (one reading of the
 * session, one sign-out of an expired token); a malformed address is its 400 page before any ERP call.
 */
export async function runShellLoader<T>(args: LoaderFunctionArgs, load: (page: Page) => Promise<T>) {
  if (args.context.malformedUrl) throw malformedUrlError(args.request);
  return runLoader(args, "anyone", load, "shell");
}

/**
 * A page's action, or a resource route's loader (a JSON, CSV or file answer): `work` answers what it
 * likes (`data` with a status, a redirect, a Response); failures map as for loaders.
 */
export async function runHandler<A extends Access, T>(args: ActionFunctionArgs, access: A, work: (page: PageOf<A>) => Promise<T>) {
  return (await run(args, access, work)).value;
}

/** The page that shows a download's failure (app/routes/($lang).pages.download-failed.tsx). */
const DOWNLOAD_FAILED_PATH = "/pages/download-failed";

/**
 * A download's loader (a CSV export, a document's PDF), opened by the browser as a page: a failure is
 * the shop's translated error page in the shell (a 503 for an ERP fault, the 404 page for a missing
 * file), never the framework's JSON for a resource route; a redirect (sign in first) is followed.
 */
export async function runDownload<A extends Access>(args: LoaderFunctionArgs, access: A, load: (page: PageOf<A>) => Promise<Response>) {
  try {
    return await runHandler(args, access, load);
  } catch (failure) {
    const redirect = failure instanceof Response && failure.status >= 300 && failure.status < 400;
    if (redirect || !args.context.renderPage) throw failure;
    const locale = localeFromPath(new URL(args.request.url).pathname);
    const errorPage = new URL(localizedPath(locale, DOWNLOAD_FAILED_PATH), args.request.url);
    return args.context.renderPage(new Request(errorPage, { headers: args.request.headers, signal: args.request.signal }), {
      failedDownload: failure,
    });
  }
}
