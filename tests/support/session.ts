// Integration-test plumbing: the demo ERP in-process on a temporary database, the storefront's
// environment pointed at it, signed-in session cookies for demo customers, and route calls with
// real Request objects.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startDemoErp } from "../../demo-erp/app";
import { resetPublicCache } from "~/erp/cache.server";
import { closeErpTransport, createErp } from "~/erp/client.server";
import { loadEnv } from "~/platform/env.server";
import { sessionStorage, type SessionData } from "~/platform/session.server";

const APP_TOKEN = "account-test-token-123";
export const ORIGIN = "http://shop.test";

export interface DemoErpForTests {
  url: string;
  stop(): Promise<void>;
}

/** Starts the demo ERP with a fresh database and points the storefront's environment at it. */
export async function startTestErp(items = 400): Promise<DemoErpForTests> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "account-test-"));
  const demo = await startDemoErp({ dbPath: path.join(dir, "erp.sqlite"), items, appToken: APP_TOKEN });
  Object.assign(process.env, {
    ERP_API_URL: demo.url,
    ERP_HUB_URL: `${demo.url}/hub`,
    CMS_URL: `${demo.url}/cms`,
    TRACKING_URL: `${demo.url}/tracking`,
    ERP_APP_TOKEN: APP_TOKEN,
    SESSION_SECRET: "account-test-session-secret-0123",
    LOG_LEVEL: "silent",
  });
  loadEnv();
  resetPublicCache();
  return {
    url: demo.url,
    async stop() {
      await closeErpTransport();
      resetPublicCache();
      await demo.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface SignedInCookie {
  /** The `Cookie` header of the customer's session. */
  cookie: string;
  clientId: string;
  addressCodes: string[];
}

/** Signs a demo customer in through the ERP and returns their session cookie, as the app would set it. */
export async function signInCookie(
  username: string,
  password: string,
  options: { addressIndex?: number; extra?: Partial<SessionData> } = {},
): Promise<SignedInCookie> {
  const signedIn = await createErp({ lang: "it", customer: null }).session.login(username, password);
  const session = await sessionStorage().getSession();
  session.set("token", signedIn.token);
  session.set("username", username);
  session.set("clientId", signedIn.clientId);
  session.set("addressCode", signedIn.addresses[options.addressIndex ?? 0]!.code);
  session.set("addresses", signedIn.addresses);
  session.set("name", signedIn.name);
  session.set("company", signedIn.company);
  session.set("cartId", 0);
  for (const [key, value] of Object.entries(options.extra ?? {})) session.set(key as keyof SessionData, value as never);
  return {
    cookie: cookieHeader(await sessionStorage().commitSession(session)),
    clientId: signedIn.clientId,
    addressCodes: signedIn.addresses.map((address) => address.code),
  };
}

/** A Cookie header with the cookies a response sets merged in (what a browser would send next). */
export function mergeCookies(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const),
  );
  for (const setCookie of response.headers.getSetCookie()) {
    const pair = setCookie.split(";")[0]!;
    jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The `Cookie` request header for a `Set-Cookie` response header. */
export function cookieHeader(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

/** The session behind a `Cookie` header (or a response's `Set-Cookie`). */
export async function readSession(cookie: string) {
  return sessionStorage().getSession(cookieHeader(cookie));
}

/** A GET request for a path, with a session cookie when given. */
export function get(pathAndQuery: string, cookie?: string): Request {
  return new Request(ORIGIN + pathAndQuery, { headers: cookie ? { Cookie: cookie } : {} });
}

/** A form POST to a path, with a session cookie when given. */
export function post(pathAndQuery: string, fields: Record<string, string>, cookie?: string): Request {
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN };
  if (cookie) headers.Cookie = cookie;
  return new Request(ORIGIN + pathAndQuery, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

/** The arguments of a loader or action of a `($lang)` route. */
export function routeArgs(request: Request, params: Record<string, string> = {}) {
  const lang = new URL(request.url).pathname.startsWith("/en/") ? { lang: "en" } : {};
  return { request, params: { ...lang, ...params }, context: { cspNonce: "" } };
}

/** Runs a loader or action; a thrown Response (redirect, 404) is returned like a returned one. */
export async function run<T>(work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** The payload and status of a `data()` result. */
export function payload<T>(result: unknown): { data: T; status: number } {
  const value = result as { type?: string; data: T; init?: { status?: number } | null };
  if (value?.type !== "DataWithResponseInit") throw new Error(`not a data() result: ${String(result)}`);
  return { data: value.data, status: value.init?.status ?? 200 };
}
