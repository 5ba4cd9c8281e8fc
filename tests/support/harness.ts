// The integration tests' one harness: the demo ERP in-process on a fresh SQLite database with the
// storefront's environment pointed at it, its fault rules, and a browser-like route caller (a cookie
// jar, real Requests, a route's exported loader or action called as Remix calls it, the answer read
// whether it is a data() result, a Response, or a thrown Response).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import Database from "better-sqlite3";
import { afterAll, beforeAll } from "vitest";
import { startDemoErp, type DemoErp } from "../../demo-erp/app";
import type { DemoAgent, DemoCustomer } from "../../demo-erp/customers";
import type { Dialect } from "../../demo-erp/dialect";
import type { FaultRule } from "../../demo-erp/http";
import { resetPublicCache } from "~/erp/cache.server";
import { closeErpTransport, createErp, type Erp } from "~/erp/client.server";
import { ErpError } from "~/erp/errors";
import type { Price, Product } from "~/erp/types";
import { loadEnv } from "~/platform/env.server";
import { agentContextOf, customerContextOf } from "~/page/request.server";
import { commitSession, sessionStorage, startAgentSession, startCustomerSession, type SessionData } from "~/platform/session.server";
import { setDemoErpFaults } from "./faults";
import { erpEnv } from "./processes";

const ORIGIN = "http://shop.test";
const APP_TOKEN = "integration-test-app-token-123";

export interface TestErpOptions {
  /** Articles the demo ERP generates (default 400). */
  items?: number;
  /** How the demo ERP shapes its answers (default: DEMO_ERP_DIALECT, as CI sets it). */
  dialect?: Dialect;
  /** Fault rules from the start. */
  faults?: FaultRule[];
  /** More environment for the storefront (e.g. ERP_CACHE_TTL_MS). */
  env?: Record<string, string>;
  /** Puts something between the storefront and the demo ERP (a recording proxy): the address the storefront calls. */
  via?: (erpUrl: string) => Promise<string>;
}

/** The demo ERP of a test file, in this process. */
export class TestErp {
  /** The demo ERP's own address (not the one of `via`). */
  url = "";
  dbPath = "";
  /** The storefront's app token, which the demo ERP accepts. */
  readonly appToken = APP_TOKEN;
  private demo: DemoErp | undefined;
  private dir = "";

  constructor(private readonly options: TestErpOptions = {}) {}

  /** Starts the demo ERP on a fresh temporary database and points the storefront's environment at it. */
  async start(): Promise<this> {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-integration-"));
    this.dbPath = path.join(this.dir, "erp.sqlite");
    const { items = 400, dialect, faults, via, env } = this.options;
    this.demo = await startDemoErp({ dbPath: this.dbPath, items, appToken: APP_TOKEN, dialect, faults });
    this.url = this.demo.url;
    const shopUrl = via ? await via(this.url) : this.url;
    Object.assign(process.env, {
      ...erpEnv(shopUrl, APP_TOKEN),
      SESSION_SECRET: "integration-test-session-secret-0123",
      LOG_LEVEL: "silent",
      ...env,
    });
    loadEnv();
    resetPublicCache();
    return this;
  }

  /** The rows `sql` selects from the demo ERP's database, read-only (what a test checks the shop did not write). */
  query<T>(sql: string, ...params: unknown[]): T[] {
    const db = new Database(this.dbPath, { readonly: true });
    try {
      return db.prepare(sql).all(...params) as T[];
    } finally {
      db.close();
    }
  }

  /** Replaces the demo ERP's fault rules; an empty list clears them. */
  setFaults(rules: FaultRule[]): Promise<void> {
    return setDemoErpFaults(this.url, APP_TOKEN, rules);
  }

  /** Runs `work` with fault rules in place and clears them afterwards, whatever happens. */
  async withFaults<T>(rules: FaultRule[], work: () => Promise<T>): Promise<T> {
    await this.setFaults(rules);
    try {
      return await work();
    } finally {
      await this.setFaults([]);
    }
  }

  /** Closes the storefront's ERP connections (their breakers too) and empties its public cache. */
  async forgetAnswers(): Promise<void> {
    await closeErpTransport();
    resetPublicCache();
  }

  async stop(): Promise<void> {
    await this.forgetAnswers();
    await this.demo?.close();
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** The demo ERP for the tests of this file: started before them (first, so other hooks can use it) and stopped after them. */
export function useTestErp(options: TestErpOptions = {}): TestErp {
  const erp = new TestErp(options);
  beforeAll(async () => {
    await erp.start();
  });
  afterAll(async () => {
    await erp.stop();
  });
  return erp;
}

/** A loader or action of a route module, as exported. */
export type RouteFunction = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown;

export interface CallOptions {
  /** Form fields: the call is a form POST (FormData for files). Without: a GET. */
  form?: Record<string, string> | FormData;
  /** Route params besides `lang`, which the path gives. */
  params?: Record<string, string>;
  /** Load context besides the CSP nonce (e.g. the client's IP). */
  context?: Partial<AppLoadContext>;
}

/** What a route answered, however it answered. */
export interface Answer<T> {
  status: number;
  headers: Headers;
  /** Where a redirect goes. */
  location: string | null;
  /** The payload of a data() result or a plain object; undefined when the route answered a Response. */
  data: T;
  /** The Response the route returned or threw (a redirect, a file, a 404), for its body; null for data. */
  response: Response | null;
  /** Whether the route threw its answer (as loaders do with redirects and 404s). */
  thrown: boolean;
}

interface DataResult {
  type: "DataWithResponseInit";
  data: unknown;
  init: ResponseInit | null;
}

function isDataResult(value: unknown): value is DataResult {
  return (value as DataResult | null)?.type === "DataWithResponseInit";
}

function readAnswer<T>(result: unknown, thrown: boolean): Answer<T> {
  if (result instanceof Response) {
    return {
      status: result.status,
      headers: result.headers,
      location: result.headers.get("Location"),
      data: undefined as T,
      response: result,
      thrown,
    };
  }
  if (isDataResult(result)) {
    const { status = 200, headers } = result.init ?? {};
    return { status, headers: new Headers(headers), location: null, data: result.data as T, response: null, thrown };
  }
  return { status: 200, headers: new Headers(), location: null, data: result as T, response: null, thrown };
}

/** A browser calling routes: its cookie jar sends the session and keeps every cookie an answer sets. */
export class Browser {
  constructor(public cookie = "") {}

  /** A browser with a demo customer's session as signing in starts it, at one of their addresses (default the first). */
  static async signIn(
    customer: Pick<DemoCustomer, "username" | "password">,
    options: { addressIndex?: number; session?: Partial<SessionData> } = {},
  ): Promise<Browser> {
    const signedIn = await createErp({ lang: "it", customer: null }).session.login(customer.username, customer.password);
    const session = await startCustomerSession(customer.username, signedIn);
    session.set("addressCode", signedIn.addresses[options.addressIndex ?? 0]!.code);
    for (const [key, value] of Object.entries(options.session ?? {})) session.set(key as keyof SessionData, value as never);
    return new Browser(cookieHeader(await commitSession(session)));
  }

  /** A browser with a demo sales agent's session as signing in starts it: no customer chosen yet. */
  static async signInAgent(agent: Pick<DemoAgent, "username" | "password">): Promise<Browser> {
    const signedIn = await createErp({ lang: "it", customer: null }).session.login(agent.username, agent.password);
    const session = await startAgentSession(agent.username, { ...signedIn, agentCode: signedIn.agentCode! });
    return new Browser(cookieHeader(await commitSession(session)));
  }

  /** A GET of a path, or a form POST when there is a form. */
  request(pathAndQuery: string, form?: Record<string, string> | FormData): Request {
    const headers = new Headers();
    if (this.cookie) headers.set("Cookie", this.cookie);
    if (!form) return new Request(ORIGIN + pathAndQuery, { headers });
    headers.set("Origin", ORIGIN);
    const body = form instanceof FormData ? form : new URLSearchParams(form);
    return new Request(ORIGIN + pathAndQuery, { method: "POST", headers, body });
  }

  /** Calls a route's loader (GET) or action (form POST) for a path and keeps the cookies it sets. */
  async call<T = unknown>(route: RouteFunction, pathAndQuery: string, options: CallOptions = {}): Promise<Answer<T>> {
    const request = this.request(pathAndQuery, options.form);
    const lang = /^\/en(?:[/?]|$)/.test(pathAndQuery) ? { lang: "en" } : {};
    const args = { request, params: { ...lang, ...options.params }, context: { cspNonce: "", ...options.context } };
    let result: unknown;
    let thrown = false;
    try {
      result = await route(args);
    } catch (error) {
      if (!(error instanceof Response) && !isDataResult(error)) throw error;
      result = error;
      thrown = true;
    }
    const answer = readAnswer<T>(result, thrown);
    this.keepCookies(answer.headers);
    return answer;
  }

  /** Calls a route that must answer data (a page's view model): its payload. */
  async data<T>(route: RouteFunction, pathAndQuery: string, options: CallOptions = {}): Promise<T> {
    const answer = await this.call<T>(route, pathAndQuery, options);
    if (answer.response || answer.thrown) throw new Error(`expected data from ${pathAndQuery}, got ${answer.status} ${answer.location ?? ""}`);
    return answer.data;
  }

  /** The session the jar's cookie stands for. */
  async session() {
    return sessionStorage().getSession(this.cookie);
  }

  /** The ERP client of the customer this browser serves (signed in, or the one its agent acts for). */
  async erp(lang: "it" | "en" = "en"): Promise<Erp> {
    const session = await this.session();
    const customer = customerContextOf(session);
    if (!customer) throw new Error("this browser is not signed in");
    return createErp({ lang, customer, agent: agentContextOf(session) });
  }

  private keepCookies(headers: Headers): void {
    const jar = new Map(this.cookie.split(/;\s*/).filter(Boolean).map(nameAndValue));
    for (const setCookie of headers.getSetCookie()) jar.set(...nameAndValue(cookieHeader(setCookie)));
    this.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

function nameAndValue(pair: string): [string, string] {
  return [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
}

/** The `Cookie` request header for a `Set-Cookie` response header. */
export function cookieHeader(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

/** The session behind a `Cookie` header (or a response's `Set-Cookie`). */
export async function readSession(cookie: string) {
  return sessionStorage().getSession(cookieHeader(cookie));
}

/** Orderable articles for the tests, picked from the generated catalogue with the customer's prices. */
export async function pickArticles(erp: Erp, count: number, predicate: (price: Price, product: Product) => boolean = () => true) {
  const picked: Array<{ product: Product; price: Price }> = [];
  for (let page = 0; page < 20 && picked.length < count; page++) {
    const result = await erp.catalog.search({ text: "", filters: {}, page, perPage: 100, sort: "relevance" });
    const prices = await erp.catalog.prices(result.products.map((product) => product.sku));
    for (const product of result.products) {
      const price = prices[product.sku];
      if (
        price &&
        price.orderable &&
        price.stock >= 30 &&
        product.availability === "available" &&
        product.children.length === 0 &&
        predicate(price, product) &&
        picked.length < count
      )
        picked.push({ product, price });
    }
  }
  if (picked.length < count) throw new Error(`only ${picked.length} articles found`);
  return picked;
}

/** The ErpError an ERP call fails with (the test fails if it succeeds or fails otherwise). */
export async function erpFailure(work: Promise<unknown>): Promise<ErpError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof ErpError) return error;
    throw error;
  }
  throw new Error("expected an ErpError");
}
