// Test helpers: a demo ERP started in-process and small clients for its hub and Frappe calls.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { startDemoErp } from "../app";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../customers";

export const APP_TOKEN = "test-app-token";

export interface Answer {
  status: number;
  body: any;
}

export interface TestErp {
  url: string;
  /** A read-only connection to the server's database, to pick articles and check what was stored. */
  db: Database.Database;
  close(): Promise<void>;
  /** POST {url}/hub/<path> with a bearer token (default: the app token). */
  hub(path: string, body: Record<string, unknown>, token?: string, lang?: "it" | "en"): Promise<Answer>;
  /** POST {url}/api/method/<method> with the app token. */
  frappe(method: string, body: Record<string, unknown>, lang?: "it" | "en"): Promise<Answer>;
  login(customer: DemoCustomer): Promise<Session>;
  loginAgent(agent: DemoAgent): Promise<AgentSession>;
}

export interface Session {
  token: string;
  customer: DemoCustomer;
  /** The customer's context at an address (default the first), for request bodies. */
  context(addressCode?: string, cartId?: number): Record<string, unknown>;
}

export interface AgentSession {
  token: string;
  agent: DemoAgent;
  /** The context of acting for a customer (by id) at one of their addresses (default "1"), with `agent_code`. */
  context(customerId: string, addressCode?: string, cartId?: number): Record<string, unknown>;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export async function startTestErp(): Promise<TestErp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-erp-test-"));
  const dbPath = path.join(dir, "erp.sqlite");
  const erp = await startDemoErp({ dbPath, items: 400, appToken: APP_TOKEN });
  const db = new Database(dbPath, { readonly: true });
  const post = async (url: string, authorization: string, body: Record<string, unknown>, lang: string) =>
    answer(
      await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Accept-Language": lang, Authorization: authorization },
        body: JSON.stringify(body),
      }),
    );
  const hub: TestErp["hub"] = (path, body, token = APP_TOKEN, lang = "it") => post(`${erp.url}/hub/${path}`, `Bearer ${token}`, body, lang);
  const frappe: TestErp["frappe"] = (method, body, lang = "it") => post(`${erp.url}/api/method/${method}`, `token ${APP_TOKEN}`, body, lang);
  const login = async (customer: DemoCustomer): Promise<Session> => {
    const result = await hub("wrapper/login", { username: customer.username, password: customer.password });
    const token: unknown = result.body.message?.access_token;
    if (result.status !== 200 || typeof token !== "string") throw new Error(`login failed: ${JSON.stringify(result.body)}`);
    return {
      token,
      customer,
      context: (addressCode = customer.addresses[0]?.code ?? "1", cartId = 0) => ({
        client_id: customer.id,
        customer_code: customer.id,
        address_code: addressCode,
        id_cart: cartId,
        username: customer.username,
        ext_call: true,
      }),
    };
  };
  const loginAgent = async (agent: DemoAgent): Promise<AgentSession> => {
    const result = await hub("wrapper/login", { username: agent.username, password: agent.password });
    const token: unknown = result.body.message?.access_token;
    if (result.status !== 200 || typeof token !== "string") throw new Error(`agent login failed: ${JSON.stringify(result.body)}`);
    return {
      token,
      agent,
      context: (customerId, addressCode = "1", cartId = 0) => ({
        client_id: customerId,
        customer_code: customerId,
        address_code: addressCode,
        id_cart: cartId,
        agent_code: agent.code,
        ext_call: true,
      }),
    };
  };
  const close = async () => {
    db.close();
    await erp.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url: erp.url, db, close, hub, frappe, login, loginAgent };
}

export function demoAgent(index: number): DemoAgent {
  const agent = DEMO_AGENTS[index];
  if (!agent) throw new Error(`no demo agent ${index}`);
  return agent;
}

export function demoCustomer(index: number): DemoCustomer {
  const customer = DEMO_CUSTOMERS[index];
  if (!customer) throw new Error(`no demo customer ${index}`);
  return customer;
}

/** A test file's demo ERP with the first two demo customers (Rossi, Bianchi) signed in. */
export async function startTestErpWithCustomers(): Promise<{ erp: TestErp; rossi: Session; bianchi: Session }> {
  const erp = await startTestErp();
  return { erp, rossi: await erp.login(demoCustomer(0)), bianchi: await erp.login(demoCustomer(1)) };
}
