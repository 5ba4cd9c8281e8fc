// Shared set-up of the cart integration tests: an in-process demo ERP on a fresh database, the
// shop's environment pointing at it, and helpers that call routes with real Requests.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { startDemoErp } from "../../demo-erp/app";
import { resetPublicCache } from "~/erp/cache.server";
import { closeErpTransport, createErp, type Erp } from "~/erp/client.server";
import type { CustomerContext, Price, Product } from "~/erp/types";
import { loadEnv } from "~/platform/env.server";
import { mergeCookies, readSession, signInCookie } from "../support/session";

export const APP_TOKEN = "cart-test-token-123456";
export const ORIGIN = "http://shop.test";

export interface DemoErp {
  url: string;
  close(): Promise<void>;
}

export async function startCartTestErp(): Promise<{ demo: DemoErp; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cart-test-"));
  const demo = await startDemoErp({ dbPath: path.join(dir, "erp.sqlite"), items: 400, appToken: APP_TOKEN });
  Object.assign(process.env, {
    ERP_API_URL: demo.url,
    ERP_HUB_URL: `${demo.url}/hub`,
    CMS_URL: `${demo.url}/cms`,
    TRACKING_URL: `${demo.url}/tracking`,
    ERP_APP_TOKEN: APP_TOKEN,
    SESSION_SECRET: "cart-test-session-secret-0123456789",
    NODE_ENV: "test",
  });
  loadEnv();
  resetPublicCache();
  return { demo, dir };
}

export async function stopCartTestErp(setup: { demo: DemoErp; dir: string } | undefined) {
  await closeErpTransport();
  resetPublicCache();
  await setup?.demo.close();
  if (setup) fs.rmSync(setup.dir, { recursive: true, force: true });
}

/** A signed-in browser: its cookie jar follows every answer. */
export class Browser {
  constructor(public cookie: string) {}

  static async signIn(username: string, password: string, addressIndex = 0): Promise<Browser> {
    return new Browser((await signInCookie(username, password, { addressIndex })).cookie);
  }

  static guest(): Browser {
    return new Browser("");
  }

  request(pathname: string, init: { form?: Record<string, string> | FormData } = {}): Request {
    const headers = new Headers();
    if (this.cookie) headers.set("Cookie", this.cookie);
    if (!init.form) return new Request(ORIGIN + pathname, { headers });
    const body = init.form instanceof FormData ? init.form : new URLSearchParams(init.form);
    return new Request(ORIGIN + pathname, { method: "POST", headers, body });
  }

  /** Runs a loader or action and keeps the cookies it sets. */
  async run(
    handler: (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown,
    pathname: string,
    init: { form?: Record<string, string> | FormData } = {},
  ): Promise<{ status: number; headers: Headers; data: unknown; location: string | null }> {
    const request = this.request(pathname, init);
    const params = pathname.startsWith("/en/") ? { lang: "en" } : {};
    let result: unknown;
    try {
      result = await handler({ request, params, context: {} as AppLoadContext });
    } catch (thrown) {
      result = thrown;
    }
    if (result instanceof Response) {
      this.cookie = mergeCookies(this.cookie, result);
      return { status: result.status, headers: result.headers, data: null, location: result.headers.get("Location") };
    }
    // data() answers: { type: "DataWithResponseInit", data, init }
    const wrapped = result as { data?: unknown; init?: { status?: number; headers?: HeadersInit } | null };
    const headers = new Headers(wrapped.init?.headers ?? {});
    this.cookie = mergeCookies(this.cookie, new Response(null, { headers }));
    return { status: wrapped.init?.status ?? 200, headers, data: wrapped.data, location: null };
  }

  async session() {
    return readSession(this.cookie);
  }

  /** The ERP client this browser's session stands for. */
  async erp(): Promise<Erp> {
    const session = await this.session();
    const customer: CustomerContext = {
      token: session.get("token")!,
      clientId: session.get("clientId")!,
      addressCode: session.get("addressCode")!,
      cartId: session.get("cartId") ?? 0,
    };
    return createErp({ lang: "en", customer });
  }
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
