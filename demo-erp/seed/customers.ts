// Seeds the demo customers (customers.ts) and, for each, a history relative to `now`: orders in every
// status over the last 18 months priced with the catalogue's own price rules, transport documents,
// accompanying and deferred invoices, a credit note, and payment deadlines (some overdue, some open).
// Deterministic: one seeded PRNG, drawn in a fixed order.
import type Database from "better-sqlite3";
import { cartTotals, validCoupon, type Coupon } from "../carts";
import { findProduct } from "../catalog";
import { pricingProfile } from "../context";
import { DEMO_CUSTOMERS, type DemoAddress, type DemoCustomer } from "../customers";
import { addBusinessDays, addDays, displayDate, endOfMonth, romeToday } from "../dates";
import { cascadeLabel, round2, vatOf } from "../money";
import { hashPassword } from "../passwords";
import { priceFor } from "../pricing";
import { insertJobSitesAndSdi } from "./job-sites";
import { intBetween, mulberry32, pick, type Random } from "./random";
import { insertVatExemptions } from "./vat-exemptions";

const SEED = 20_240_917;
const HISTORY_DAYS = 540;
const FAVOURITES_PER_CUSTOMER = 40;

export function hasCustomers(db: Database.Database): boolean {
  return db.prepare("SELECT 1 FROM customers LIMIT 1").get() !== undefined;
}

export interface Article {
  sku: string;
  productId: number;
  title: string;
  unit: string;
  packaging: number;
}

interface PlannedLine {
  article: Article;
  quantity: number;
  delivered: number;
  listPrice: number;
  discount: string;
  unitNet: number;
  net: number;
  promoCode: number;
  promoRow: number;
}

interface PlannedOrder {
  customer: DemoCustomer;
  address: DemoAddress;
  registeredOn: string;
  status: "IA" | "NE" | "EV" | "PR" | "AN";
  lines: PlannedLine[];
  /** The coupon the order was sent with: its net total is below the sum of its lines. */
  coupon: Coupon | null;
  id?: number;
}

interface PlannedDocument {
  customer: DemoCustomer;
  addressCode: string;
  scope: "F" | "NC" | "B";
  issuedOn: string;
  typeBarCode: "I" | "D";
  orderId: number | null;
  rows: { sku: string | null; description: string; unit: string; quantity: number; unitNet: number; net: number }[];
  /** DDTs billed by this deferred invoice. */
  billed: PlannedDocument[];
  id?: number;
  number?: number;
}

export function seedCustomers(db: Database.Database, { now }: { now: Date }): void {
  const pool = orderableArticles(db);
  db.transaction(() => {
    insertCustomersWithHistory(db, mulberry32(SEED), DEMO_CUSTOMERS, pool, now);
    insertExtras(db, pool, now);
  })();
}

/**
 * Inserts customers with their addresses and a history relative to `now`. Order and document
 * numbers continue from the highest of each year already in the database. Call inside a transaction.
 */
export function insertCustomersWithHistory(
  db: Database.Database,
  random: Random,
  customers: readonly DemoCustomer[],
  pool: Article[],
  now: Date,
): void {
  const today = romeToday(now);
  for (const customer of customers) insertCustomer(db, customer);
  const orders = customers.flatMap((customer) => planOrders(db, random, customer, pool, today));
  insertOrders(db, random, orders, now);
  const documents = customers.flatMap((customer) =>
    planDocuments(
      random,
      customer,
      orders.filter((order) => order.customer === customer),
      today,
    ),
  );
  insertDocuments(db, random, documents);
  for (const customer of customers) {
    insertDeadlines(
      db,
      customer,
      documents.filter((document) => document.customer === customer),
      today,
    );
  }
  insertVatExemptions(db, customers, now);
  insertJobSitesAndSdi(db, customers, now);
}

/** Articles in stock without children (a parent is ordered through its children): what histories are made of. */
export function orderableArticles(db: Database.Database): Article[] {
  const skus = db
    .prepare(
      `SELECT p.sku FROM products p
        WHERE p.status = 'DISPONIBILE' AND NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id)
        ORDER BY p.id LIMIT 400`,
    )
    .pluck()
    .all() as string[];
  const pool = skus.flatMap((sku) => {
    const product = findProduct(db, sku, "it");
    return product?.orderable ? [{ sku, productId: product.id, title: product.title, unit: product.unit, packaging: product.packaging }] : [];
  });
  if (pool.length === 0) throw new Error("customer histories need the catalogue seeded first");
  return pool;
}

function insertCustomer(db: Database.Database, customer: DemoCustomer): void {
  db.prepare(
    `INSERT INTO customers (id, username, password_hash, company, first_name, last_name, vat, tax_code, pec, sdi,
       discount_code, price_list, discounts, min_order_amount, credit_limit, street, city, province, postal_code,
       phone, fax, email, payment_method, payment_type, payment_terms, port, carrier, agent_code, agent_name)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    customer.id,
    customer.username,
    // No password: a customer who cannot sign in (the agents' generated customers).
    customer.password === "" ? "" : hashPassword(customer.password),
    customer.company,
    customer.firstName,
    customer.lastName,
    customer.vat,
    customer.taxCode,
    customer.pec,
    customer.sdi,
    cascadeLabel(customer.discounts),
    customer.priceList,
    JSON.stringify(customer.discounts),
    customer.minOrderAmount,
    customer.creditLimit,
    customer.addresses[0]?.street ?? "",
    customer.addresses[0]?.city ?? "",
    customer.addresses[0]?.province ?? "",
    customer.addresses[0]?.postalCode ?? "",
    customer.phone,
    customer.fax,
    customer.email,
    customer.paymentMethod,
    customer.paymentType,
    JSON.stringify(customer.paymentTerms),
    customer.port,
    customer.carrier,
    customer.agentCode,
    customer.agentName,
  );
  const insertAddress = db.prepare(
    `INSERT INTO addresses (customer_id, code, description, street, city, postal_code, province, country, phone,
       email, agent_code, agent_name, payment_method, port, carrier, extra_discount)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'IT', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const address of customer.addresses) {
    insertAddress.run(
      customer.id,
      address.code,
      address.description,
      address.street,
      address.city,
      address.postalCode,
      address.province,
      address.phone,
      address.email,
      customer.agentCode,
      customer.agentName,
      customer.paymentMethod,
      customer.port,
      customer.carrier,
      address.extraDiscount,
    );
  }
}

/** The coupon of the recent fulfilled order (the contract's orders carry no coupon field: only the totals differ). */
const SEEDED_COUPON = "BENVENUTO10";

/**
 * The recent orders are one of each open status and a fresh delivery (its DDT not yet billed when
 * the month is not over), sent with a coupon; the older ones are fulfilled, a couple of them cancelled.
 */
function planOrders(db: Database.Database, random: Random, customer: DemoCustomer, pool: Article[], today: string): PlannedOrder[] {
  const favourites = Array.from({ length: FAVOURITES_PER_CUSTOMER }, () => pick(random, pool));
  const count = intBetween(random, 18, 28);
  const plan: { age: number; status: PlannedOrder["status"]; coupon: string | null }[] = [
    { age: intBetween(random, 1, 3), status: "IA", coupon: null },
    { age: intBetween(random, 4, 9), status: "NE", coupon: null },
    { age: intBetween(random, 6, 10), status: "EV", coupon: SEEDED_COUPON },
    { age: intBetween(random, 12, 30), status: "PR", coupon: null },
  ];
  while (plan.length < count) plan.push({ age: intBetween(random, 25, HISTORY_DAYS), status: "EV", coupon: null });
  for (let cancelled = 0; cancelled < 2; cancelled++) {
    const older = plan[intBetween(random, 4, plan.length - 1)];
    if (older) older.status = "AN";
  }
  plan.sort((a, b) => a.age - b.age);

  return plan.flatMap(({ age, status, coupon }): PlannedOrder[] => {
    const address = pick(random, customer.addresses);
    const registeredOn = addDays(today, -age);
    const lines = planLines(db, random, customer, address, favourites, registeredOn, status);
    const sentWith = coupon === null ? null : validCoupon(db, coupon, "it", new Date(`${registeredOn}T09:00:00Z`));
    return lines.length > 0 ? [{ customer, address, registeredOn, status, lines, coupon: sentWith }] : [];
  });
}

function planLines(
  db: Database.Database,
  random: Random,
  customer: DemoCustomer,
  address: DemoAddress,
  favourites: Article[],
  registeredOn: string,
  status: PlannedOrder["status"],
): PlannedLine[] {
  const profile = pricingProfile(customer.priceList, customer.discounts, address.extraDiscount);
  const chosen = new Map<string, Article>();
  const wanted = intBetween(random, 2, 7);
  while (chosen.size < wanted) {
    const article = pick(random, favourites);
    chosen.set(article.sku, article);
  }
  const lines: PlannedLine[] = [];
  for (const article of chosen.values()) {
    const quantity = article.packaging * intBetween(random, 1, 6);
    const price = priceFor(db, article.sku, profile, quantity, new Date(`${registeredOn}T09:00:00Z`), "it");
    if (!price) continue;
    const delivered = status === "EV" ? quantity : status === "PR" && lines.length % 2 === 0 ? quantity : 0;
    lines.push({
      article,
      quantity,
      delivered,
      listPrice: price.price,
      discount: cascadeLabel(profile.discounts),
      unitNet: price.price_discount,
      net: round2(price.price_discount * quantity),
      promoCode: price.promo_code,
      promoRow: price.promo_row,
    });
  }
  return lines;
}

/** An order's totals as its cart had them when it was sent (the coupon included). */
function orderTotals({ lines, coupon }: Pick<PlannedOrder, "lines" | "coupon">) {
  const { couponDiscount, net, transport, vat, total } = cartTotals(lines, coupon, 0);
  return { couponDiscount, net, transport, vat, total, quantity: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

/** Numbers grow with the date, after the highest of the year already stored; gaps stand for other customers' orders. */
function insertOrders(db: Database.Database, random: Random, orders: PlannedOrder[], now: Date): void {
  const insertOrder = db.prepare(
    `INSERT INTO orders (customer_id, address_code, causale, year, number, registered_on, delivery_on, status,
       delivery_type, payment_method, coupon_code, net, transport, vat, total, quantity, source, created_at)
     VALUES (?, ?, 'OC', ?, ?, ?, ?, ?, 'SHIPPING_GOOD', ?, ?, ?, ?, ?, ?, ?, 'seed', ?)`,
  );
  const insertRow = db.prepare(
    `INSERT INTO order_rows (order_id, row_no, sku, description, unit, quantity, delivered, list_price, discount,
       unit_net, net, promo_code, promo_row)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const highest = db.prepare("SELECT MAX(number) FROM orders WHERE causale = 'OC' AND year = ?").pluck();
  const lastNumber = new Map<number, number>();
  const sorted = [...orders].sort((a, b) => a.registeredOn.localeCompare(b.registeredOn));
  for (const order of sorted) {
    const year = Number(order.registeredOn.slice(0, 4));
    const number = (lastNumber.get(year) ?? ((highest.get(year) as number | null) || 1000)) + intBetween(random, 1, 25);
    lastNumber.set(year, number);
    const totals = orderTotals(order);
    const result = insertOrder.run(
      order.customer.id,
      order.address.code,
      year,
      number,
      order.registeredOn,
      addBusinessDays(order.registeredOn, 3),
      order.status,
      order.customer.paymentMethod,
      order.coupon?.code ?? null,
      totals.net,
      totals.transport,
      totals.vat,
      totals.total,
      totals.quantity,
      now.toISOString(),
    );
    order.id = Number(result.lastInsertRowid);
    order.lines.forEach((line, index) => {
      insertRow.run(
        order.id,
        index + 1,
        line.article.sku,
        line.article.title,
        line.article.unit,
        line.quantity,
        line.delivered,
        line.listPrice,
        line.discount,
        line.unitNet,
        line.net,
        line.promoCode,
        line.promoRow,
      );
    });
  }
}

/**
 * Every fourth older delivery, and the recent partly fulfilled one, travels with an accompanying
 * invoice (I); the others with a DDT, billed at the end of the month by one deferred invoice (D).
 * DDTs of the current month are not billed yet. One credit note returns part of an older invoice.
 */
function planDocuments(random: Random, customer: DemoCustomer, orders: PlannedOrder[], today: string): PlannedDocument[] {
  const delivered = orders
    .filter((order) => order.status === "EV" || order.status === "PR")
    .sort((a, b) => a.registeredOn.localeCompare(b.registeredOn));
  const documents: PlannedDocument[] = [];
  const ddtsByMonth = new Map<string, PlannedDocument[]>();

  delivered.forEach((order, index) => {
    const issuedOn = addBusinessDays(order.registeredOn, 2);
    // The recent partial delivery is invoiced at once; the latest full one waits for month end.
    const accompanying = order.status === "PR" || (index % 4 === 0 && order.registeredOn < addDays(today, -20));
    const document: PlannedDocument = {
      customer,
      addressCode: order.address.code,
      scope: accompanying ? "F" : "B",
      issuedOn,
      typeBarCode: accompanying ? "I" : "D",
      orderId: order.id ?? null,
      rows: deliveryRows(order),
      billed: [],
    };
    documents.push(document);
    if (!accompanying) {
      const month = issuedOn.slice(0, 7);
      ddtsByMonth.set(month, [...(ddtsByMonth.get(month) ?? []), document]);
    }
  });

  for (const [month, ddts] of ddtsByMonth) {
    const issuedOn = endOfMonth(`${month}-01`);
    if (issuedOn >= today) continue;
    documents.push({
      customer,
      addressCode: ddts[0]?.addressCode ?? "1",
      scope: "F",
      issuedOn,
      typeBarCode: "D",
      orderId: null,
      rows: [],
      billed: ddts,
    });
  }

  const older = documents.filter((document) => document.scope === "F" && document.issuedOn < addDays(today, -60));
  const credited = older.length > 0 ? pick(random, older) : undefined;
  const line = (credited?.billed[0]?.rows ?? credited?.rows ?? []).find((row) => row.sku !== null);
  if (credited && line) {
    const quantity = Math.max(1, Math.floor(line.quantity / 2));
    const net = -round2(line.unitNet * quantity);
    documents.push({
      customer,
      addressCode: credited.addressCode,
      scope: "NC",
      issuedOn: addDays(credited.issuedOn, intBetween(random, 8, 25)),
      typeBarCode: "I",
      orderId: credited.billed[0]?.orderId ?? credited.orderId,
      rows: [{ sku: line.sku, description: `Reso merce: ${line.description}`, unit: line.unit, quantity, unitNet: line.unitNet, net }],
      billed: [],
    });
  }
  return documents;
}

function deliveryRows(order: PlannedOrder): PlannedDocument["rows"] {
  const rows: PlannedDocument["rows"] = order.lines
    .filter((line) => line.delivered > 0)
    .map((line) => ({
      sku: line.article.sku,
      description: line.article.title,
      unit: line.article.unit,
      quantity: line.delivered,
      unitNet: line.unitNet,
      net: round2(line.unitNet * line.delivered),
    }));
  const { couponDiscount, transport } = orderTotals(order);
  if (couponDiscount > 0) {
    rows.push({
      sku: null,
      description: `Sconto coupon ${order.coupon!.code}`,
      unit: "",
      quantity: 1,
      unitNet: -couponDiscount,
      net: -couponDiscount,
    });
  }
  if (transport > 0) rows.push({ sku: null, description: "Spese di trasporto", unit: "", quantity: 1, unitNet: transport, net: transport });
  return rows;
}

function documentTaxable(document: PlannedDocument): number {
  const rows = document.billed.length > 0 ? document.billed.flatMap((ddt) => ddt.rows) : document.rows;
  return round2(rows.reduce((sum, row) => sum + row.net, 0));
}

function insertDocuments(db: Database.Database, random: Random, documents: PlannedDocument[]): void {
  const insertDocument = db.prepare(
    `INSERT INTO documents (customer_id, address_code, scope, year, number, issued_on, type_bar_code, order_id,
       taxable, vat, total)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertRow = db.prepare(
    `INSERT INTO document_rows (document_id, row_no, sku, description, unit, quantity, unit_net, net)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const markBilled = db.prepare("UPDATE documents SET invoice_id = ? WHERE id = ?");
  const firstNumber = { F: 90_000, NC: 400, B: 52_000 } as const;
  const highest = db.prepare("SELECT MAX(number) FROM documents WHERE scope = ? AND year = ?").pluck();
  const lastNumber = new Map<string, number>();
  // DDTs before the invoices that bill them, so the invoice rows can refer to DDT numbers.
  const sorted = [...documents].sort((a, b) => a.issuedOn.localeCompare(b.issuedOn) || Number(a.billed.length > 0) - Number(b.billed.length > 0));
  for (const document of sorted) {
    const year = Number(document.issuedOn.slice(0, 4));
    const key = `${document.scope}/${year}`;
    document.number =
      (lastNumber.get(key) ?? ((highest.get(document.scope, year) as number | null) || firstNumber[document.scope])) + intBetween(random, 1, 9);
    lastNumber.set(key, document.number);
    const taxable = documentTaxable(document);
    const vat = vatOf(taxable);
    const result = insertDocument.run(
      document.customer.id,
      document.addressCode,
      document.scope,
      year,
      document.number,
      document.issuedOn,
      document.typeBarCode,
      document.orderId,
      taxable,
      vat,
      round2(taxable + vat),
    );
    document.id = Number(result.lastInsertRowid);
    const rows =
      document.billed.length > 0
        ? document.billed.flatMap((ddt) => [
            { sku: null, description: `Rif. DDT n. ${ddt.number} del ${displayDate(ddt.issuedOn)}`, unit: "", quantity: 0, unitNet: 0, net: 0 },
            ...ddt.rows,
          ])
        : document.rows;
    rows.forEach((row, index) => {
      insertRow.run(document.id, index + 1, row.sku, row.description, row.unit, row.quantity, row.unitNet, row.net);
    });
    for (const ddt of document.billed) markBilled.run(document.id, ddt.id);
  }
}

/**
 * One instalment per payment term, due at the end of the month that many days after the invoice
 * ("d.f.f.m."). Instalments due more than 30 days ago are paid except one left unpaid about two
 * months back; those due in the last 30 days are overdue; later ones (at least the recent
 * accompanying invoice's) are open.
 */
function insertDeadlines(db: Database.Database, customer: DemoCustomer, documents: PlannedDocument[], today: string): void {
  const insert = db.prepare(
    `INSERT INTO payment_deadlines (customer_id, document_id, due_on, description, type, amount, paid)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const invoices = documents.filter((document) => document.scope === "F").sort((a, b) => a.issuedOn.localeCompare(b.issuedOn));
  const paidBefore = addDays(today, -30);
  const instalments = invoices.flatMap((invoice) => {
    const total = round2(documentTaxable(invoice) + vatOf(documentTaxable(invoice)));
    const terms = customer.paymentTerms;
    const share = round2(total / terms.length);
    return terms.map((days, index) => ({
      invoice,
      dueOn: endOfMonth(addDays(invoice.issuedOn, days)),
      amount: index === terms.length - 1 ? round2(total - share * (terms.length - 1)) : share,
      label: `Fattura n. ${invoice.number} del ${displayDate(invoice.issuedOn)} - rata ${index + 1}/${terms.length}`,
    }));
  });
  const overdue = instalments.filter((instalment) => instalment.dueOn < today);
  const reminder = overdue.filter((instalment) => instalment.dueOn < addDays(today, -60)).at(-1) ?? overdue.at(-1);
  for (const instalment of instalments) {
    const paid = instalment.dueOn < paidBefore && instalment !== reminder;
    insert.run(customer.id, instalment.invoice.id, instalment.dueOn, instalment.label, customer.paymentType, instalment.amount, paid ? 1 : 0);
  }
}

/** The first customer has a saved cart and a short wishlist, so those pages are not empty. */
function insertExtras(db: Database.Database, pool: Article[], now: Date): void {
  const [first] = DEMO_CUSTOMERS;
  if (!first) return;
  const created = now.toISOString();
  const cart = db
    .prepare(
      `INSERT INTO carts (customer_id, address_code, status, name, created_at, updated_at)
       VALUES (?, '1', 'saved', 'Riordino mensile', ?, ?)`,
    )
    .run(first.id, created, created);
  const insertRow = db.prepare("INSERT INTO cart_rows (cart_id, product_id, sku, quantity, created_at) VALUES (?, ?, ?, ?, ?)");
  for (const article of pool.slice(0, 3)) {
    insertRow.run(cart.lastInsertRowid, article.productId, article.sku, article.packaging * 2, created);
  }
  const insertWish = db.prepare("INSERT INTO wishlist (customer_id, sku, created_at) VALUES (?, ?, ?)");
  for (const article of pool.slice(3, 6)) insertWish.run(first.id, article.sku, created);
}
