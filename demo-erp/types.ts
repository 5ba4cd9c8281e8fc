// Shared types of the demo ERP's modules. The router (http.ts) builds a Call per request, finds the
// handler by "METHOD /path" and turns its Reply (or a thrown Failure) into the HTTP answer.
import type Database from "better-sqlite3";
import type { Dialect } from "./dialect";

export type Lang = "it" | "en";

/** Who is calling: the storefront with its application token, a signed-in customer's or a sales agent's token. */
export type Caller = { kind: "app" } | { kind: "customer"; customerId: string; token: string } | { kind: "agent"; agentCode: string; token: string };

export interface Call {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body (`{}` when empty); GET calls read `query` instead. */
  body: Record<string, unknown>;
  lang: Lang;
  caller: Caller;
}

export interface Reply {
  status?: number;
  /** Serialised as JSON. */
  json?: unknown;
  /** A non-JSON answer (SVG, PDF, HTML). */
  raw?: { contentType: string; body: Buffer | string; headers?: Record<string, string> };
}

export interface Ctx {
  db: Database.Database;
  /** The clock (tests may pin it). */
  now(): Date;
  /** The server's own absolute base URL, e.g. http://127.0.0.1:4123 (for signed PDF URLs). */
  baseUrl: string;
  appToken: string;
  /** How answers are shaped (dialect.ts); a few calls also behave as the dialect's deployments do. */
  dialect: Dialect;
}

export type Handler = (call: Call, ctx: Ctx) => Reply | Promise<Reply>;

/** Keyed "POST /hub/cart/list", "GET /api/method/omnicommerce.controllers.html.get_footers", ... */
export type Routes = Record<string, Handler>;

/** Throw to answer with a given reply (403 context mismatch, 417 validation, 404...). */
export class Failure extends Error {
  constructor(readonly reply: Reply) {
    super(`demo ERP failure ${reply.status ?? 200}`);
  }
}

/** Which price list and cascade discounts apply to a customer at an address (guest: list A, none). */
export interface PricingProfile {
  priceList: "A" | "B" | "C";
  /** Cascade discount percents, e.g. [30, 10] = 30% then 10% off. Up to 6. */
  discounts: number[];
}

/** The customer context of a request after it was checked against the caller's token. */
export interface CheckedContext {
  /** "0" for the guest. */
  customerId: string;
  /** "0" for the guest. */
  addressCode: string;
  /** The cart named in the body if it is one of the customer's carts, else null. */
  cartId: number | null;
  profile: PricingProfile;
  /** The agent acting for the customer (an agent's token), or null when the customer calls. */
  agentCode: string | null;
}
