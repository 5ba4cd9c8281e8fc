import { describe, expect, it } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS } from "../customers";
import { migrate, openDb } from "../db";
import { hasAgents, PORTFOLIO_SIZE, seedAgents, vatNumber } from "./agents";
import { seedCatalog } from "./catalog";
import { seedCustomers } from "./customers";
import { mulberry32 } from "./random";

const NOW = new Date("2026-03-18T10:00:00Z");

function seeded(before?: (db: ReturnType<typeof openDb>) => void) {
  const db = openDb(":memory:");
  migrate(db);
  seedCatalog(db, { items: 400 });
  seedCustomers(db, { now: NOW });
  before?.(db);
  seedAgents(db, { now: NOW });
  return db;
}

/** The generated customers and their histories, without password hashes and row ids. */
function snapshot(db: ReturnType<typeof openDb>) {
  return {
    customers: db.prepare("SELECT id, company, vat, city, agent_code, price_list FROM customers ORDER BY id").all(),
    orders: db.prepare("SELECT customer_id, year, number, registered_on, status, net FROM orders ORDER BY year, number").all(),
    deadlines: db.prepare("SELECT customer_id, due_on, amount, paid FROM payment_deadlines ORDER BY id").all(),
  };
}

describe("seedAgents", () => {
  it("is deterministic and fills each portfolio with the demo customers and generated ones", () => {
    const db = seeded();
    expect(hasAgents(db)).toBe(true);
    expect(snapshot(db)).toEqual(snapshot(seeded()));
    for (const agent of DEMO_AGENTS) {
      const ids = db.prepare("SELECT id FROM customers WHERE agent_code = ?").pluck().all(agent.code);
      expect(ids).toHaveLength(PORTFOLIO_SIZE);
      const demo = DEMO_CUSTOMERS.filter((customer) => customer.agentCode === agent.code).map((customer) => customer.id);
      expect(ids).toEqual(expect.arrayContaining(demo));
      const addresses = db.prepare(
        "SELECT DISTINCT agent_code || ' ' || agent_name FROM addresses WHERE customer_id IN (SELECT id FROM customers WHERE agent_code = ?)",
      );
      expect(addresses.pluck().all(agent.code)).toEqual([`${agent.code} ${agent.name}`]);
    }
    const companies = db.prepare("SELECT company FROM customers").pluck().all();
    expect(new Set(companies).size).toBe(companies.length);
  });

  it("gives every generated customer addresses, a history and open and overdue deadlines, but no login", () => {
    const db = seeded();
    const generated = db
      .prepare("SELECT id, password_hash, vat FROM customers WHERE id NOT IN (SELECT value FROM json_each(?))")
      .all(JSON.stringify(DEMO_CUSTOMERS.map((customer) => customer.id))) as { id: string; password_hash: string; vat: string }[];
    expect(generated).toHaveLength(DEMO_AGENTS.length * PORTFOLIO_SIZE - DEMO_CUSTOMERS.length);
    for (const customer of generated) {
      expect(customer.password_hash).toBe("");
      expect(customer.vat).toMatch(/^IT\d{11}$/);
      const count = (sql: string, ...params: unknown[]) =>
        db
          .prepare(sql)
          .pluck()
          .get(customer.id, ...params) as number;
      expect(count("SELECT COUNT(*) FROM addresses WHERE customer_id = ?")).toBeGreaterThanOrEqual(1);
      expect(count("SELECT COUNT(DISTINCT status) FROM orders WHERE customer_id = ?")).toBe(5);
      expect(count("SELECT COUNT(*) FROM documents WHERE customer_id = ? AND scope = 'F'")).toBeGreaterThan(0);
      expect(count("SELECT COUNT(*) FROM payment_deadlines WHERE customer_id = ? AND paid = 0 AND due_on < ?", "2026-03-18")).toBeGreaterThan(0);
      expect(count("SELECT COUNT(*) FROM payment_deadlines WHERE customer_id = ? AND paid = 0 AND due_on >= ?", "2026-03-18")).toBeGreaterThan(0);
    }
  });

  it("gives the demo customers their agents on a database seeded before there were agents", () => {
    const db = seeded((old) => {
      old.prepare("UPDATE customers SET agent_code = 'A07', agent_name = 'Luca Ferri'").run();
      old.prepare("UPDATE addresses SET agent_code = 'A07', agent_name = 'Luca Ferri'").run();
    });
    for (const customer of DEMO_CUSTOMERS) {
      expect(db.prepare("SELECT agent_code FROM customers WHERE id = ?").pluck().get(customer.id)).toBe(customer.agentCode);
      expect(db.prepare("SELECT DISTINCT agent_name FROM addresses WHERE customer_id = ?").pluck().all(customer.id)).toEqual([customer.agentName]);
    }
  });

  it("writes VAT numbers with a valid check digit", () => {
    expect(validVat("00159560366")).toBe(true); // a real one
    expect(validVat("00159560367")).toBe(false);
    const random = mulberry32(7);
    for (let index = 0; index < 50; index++) expect(validVat(vatNumber(random))).toBe(true);
  });
});

/** The Italian VAT number's check: digits in odd places doubled (less 9 above 9), the sum a multiple of 10. */
function validVat(vat: string): boolean {
  const sum = [...vat].map(Number).reduce((total, digit, position) => {
    const weighted = position % 2 === 0 ? digit : digit * 2;
    return total + (weighted > 9 ? weighted - 9 : weighted);
  }, 0);
  return /^\d{11}$/.test(vat) && sum % 10 === 0;
}
