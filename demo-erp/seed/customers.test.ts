import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS } from "../customers";
import { migrate, openDb } from "../db";
import { seedCatalog } from "./catalog";
import { hasCustomers, seedCustomers } from "./customers";

const NOW = new Date("2026-03-18T10:00:00Z");

function seeded() {
  const db = openDb(":memory:");
  migrate(db);
  seedCatalog(db, { items: 400 });
  const started = performance.now();
  seedCustomers(db, { now: NOW });
  return { db, ms: performance.now() - started };
}

/** Everything but the password hashes (random salts) and row ids. */
function snapshot(db: ReturnType<typeof openDb>) {
  return {
    customers: db.prepare("SELECT id, username, price_list, discounts FROM customers ORDER BY id").all(),
    orders: db.prepare("SELECT customer_id, address_code, year, number, registered_on, status, net, total FROM orders ORDER BY year, number").all(),
    documents: db
      .prepare("SELECT customer_id, scope, year, number, issued_on, type_bar_code, taxable, total FROM documents ORDER BY scope, year, number")
      .all(),
    deadlines: db.prepare("SELECT customer_id, due_on, amount, paid FROM payment_deadlines ORDER BY id").all(),
  };
}

describe("seedCustomers", () => {
  it("is fast and deterministic", () => {
    const first = seeded();
    const second = seeded();
    expect(first.ms).toBeLessThan(1000);
    expect(hasCustomers(first.db)).toBe(true);
    expect(snapshot(first.db)).toEqual(snapshot(second.db));
  });

  it("gives every customer a full history relative to now", () => {
    const { db } = seeded();
    const today = "2026-03-18";
    for (const customer of DEMO_CUSTOMERS) {
      const statuses = db.prepare("SELECT DISTINCT status FROM orders WHERE customer_id = ?").pluck().all(customer.id);
      expect(new Set(statuses)).toEqual(new Set(["IA", "NE", "EV", "PR", "AN"]));
      const count = db.prepare("SELECT COUNT(*) FROM orders WHERE customer_id = ?").pluck().get(customer.id) as number;
      expect(count).toBeGreaterThanOrEqual(15);
      expect(count).toBeLessThanOrEqual(30);
      const oldest = db.prepare("SELECT MIN(registered_on) FROM orders WHERE customer_id = ?").pluck().get(customer.id) as string;
      expect(oldest >= "2024-09-01").toBe(true);
      const kinds = db.prepare("SELECT DISTINCT scope || type_bar_code FROM documents WHERE customer_id = ?").pluck().all(customer.id);
      expect(kinds).toEqual(expect.arrayContaining(["FI", "FD", "BD", "NCI"]));
      const overdue = db
        .prepare("SELECT COUNT(*) FROM payment_deadlines WHERE customer_id = ? AND paid = 0 AND due_on < ?")
        .pluck()
        .get(customer.id, today);
      const open = db
        .prepare("SELECT COUNT(*) FROM payment_deadlines WHERE customer_id = ? AND paid = 0 AND due_on >= ?")
        .pluck()
        .get(customer.id, today);
      expect(overdue).toBeGreaterThan(0);
      expect(open).toBeGreaterThan(0);
    }
    // A deferred invoice bills exactly the DDTs it refers to.
    const invoice = db.prepare("SELECT id, taxable FROM documents WHERE scope = 'F' AND type_bar_code = 'D' LIMIT 1").get() as {
      id: number;
      taxable: number;
    };
    const billed = db.prepare("SELECT SUM(taxable) FROM documents WHERE invoice_id = ?").pluck().get(invoice.id) as number;
    expect(billed).toBeCloseTo(invoice.taxable, 2);
  });
});
