// The customer's account: master data, addresses, credit position, deadlines, orders.
import type Database from "better-sqlite3";
import { findProduct, wireProducts } from "../catalog";
import { COMPANY } from "../company";
import { checkContext } from "../context";
import { displayDate, parseCompactDate, romeToday } from "../dates";
import { hubError, message } from "../http";
import { jobSiteFields } from "../job-sites";
import { applyCascade, round2, VAT_PERCENT } from "../money";
import { integerOf, t, text } from "../text";
import { Failure, type Call, type Ctx, type Lang, type Reply, type Routes } from "../types";

function customerOf(call: Call, ctx: Ctx): string {
  return checkContext(call, ctx, { customerOnly: true }).customerId;
}

interface CustomerRow {
  id: string;
  company: string;
  first_name: string;
  last_name: string;
  vat: string;
  tax_code: string;
  pec: string;
  sdi: string;
  discount_code: string;
  discounts: string;
  street: string;
  city: string;
  province: string;
  postal_code: string;
  phone: string;
  fax: string;
  email: string;
  payment_method: string;
  port: string;
  carrier: string;
  agent_name: string;
  credit_limit: number;
}

function getCustomer(call: Call, ctx: Ctx): Reply {
  const row = ctx.db.prepare("SELECT * FROM customers WHERE id = ?").get(customerOf(call, ctx)) as CustomerRow;
  return message({
    Codice: row.id,
    RagioneSociale: row.company,
    Nome: row.first_name,
    Cognome: row.last_name,
    PartitaIVA: row.vat,
    CodiceFiscale: row.tax_code,
    PEC: row.pec,
    SDI: row.sdi,
    CodiceScontoCliente: row.discount_code,
    Indirizzo: row.street,
    Citta: row.city,
    Provincia: row.province,
    CAP: row.postal_code,
    Telefono: row.phone,
    Fax: row.fax,
    EMail: row.email,
    // The cascade as one equivalent percent: 30+10 → 37.
    Sconto: round2(100 - applyCascade(100, JSON.parse(row.discounts) as number[])),
    DescrizioneModalitaPagamento: row.payment_method,
    DescrizionePorto: row.port,
    DescrizioneVettore: row.carrier,
    DescrizioneAgente: row.agent_name,
  });
}

interface AddressRow {
  code: string;
  description: string;
  street: string;
  city: string;
  postal_code: string;
  province: string;
  country: string;
  phone: string;
  email: string;
  agent_code: string;
  agent_name: string;
  payment_method: string;
  port: string;
  carrier: string;
}

function getAddresses(call: Call, ctx: Ctx): Reply {
  const rows = ctx.db
    .prepare("SELECT * FROM addresses WHERE customer_id = ? ORDER BY CAST(code AS INTEGER)")
    .all(customerOf(call, ctx)) as AddressRow[];
  return message({
    ListaIndirizzi: rows.map((row) => ({
      Codice: row.code,
      Descrizione: row.description,
      IndirizzoEsteso: row.street,
      Citta: row.city,
      CAP: row.postal_code,
      Provincia: row.province,
      Nazione: row.country,
      Telefono: row.phone,
      EMailAddress: row.email,
      CodiceAgente: row.agent_code,
      DescrizioneAgente: row.agent_name,
      DescrizioneModalitaPagamento: row.payment_method,
      DescrizionePorto: row.port,
      DescrizioneVettore: row.carrier,
    })),
  });
}

function sum(db: Database.Database, sql: string, ...params: unknown[]): number {
  return round2((db.prepare(sql).get(...params) as { total: number | null }).total ?? 0);
}

/** Every figure includes VAT: what the customer owes or will owe. */
export function exposition(db: Database.Database, customerId: string, today: string) {
  const overdue = sum(db, "SELECT SUM(amount) AS total FROM payment_deadlines WHERE customer_id = ? AND paid = 0 AND due_on < ?", customerId, today);
  const notDue = sum(db, "SELECT SUM(amount) AS total FROM payment_deadlines WHERE customer_id = ? AND paid = 0 AND due_on >= ?", customerId, today);
  const unbilled = sum(db, "SELECT SUM(total) AS total FROM documents WHERE customer_id = ? AND scope = 'B' AND invoice_id IS NULL", customerId);
  // Goods not yet delivered, at their net price plus VAT.
  const openOrders = round2(
    sum(
      db,
      `SELECT SUM(r.unit_net * (r.quantity - r.delivered)) AS total
         FROM order_rows r JOIN orders o ON o.id = r.order_id
        WHERE o.customer_id = ? AND o.status IN ('IA', 'NE', 'PR')`,
      customerId,
    ) *
      (1 + VAT_PERCENT / 100),
  );
  const creditLimit = (db.prepare("SELECT credit_limit FROM customers WHERE id = ?").get(customerId) as { credit_limit: number }).credit_limit;
  const total = round2(overdue + notDue);
  return {
    RimesseScaduto: overdue,
    RimesseDaScadere: notDue,
    RimesseTotale: total,
    BolleNonFatturateTotale: unbilled,
    OrdiniNonEvasiTotale: openOrders,
    FidoTotaleTotale: creditLimit,
    DifferenzaTotale: round2(creditLimit - total - unbilled - openOrders),
    CodiceValuta: "EUR",
  };
}

function getExposition(call: Call, ctx: Ctx): Reply {
  return message(exposition(ctx.db, customerOf(call, ctx), romeToday(ctx.now())));
}

function paymentDeadline(call: Call, ctx: Ctx): Reply {
  const rows = ctx.db
    .prepare(
      `SELECT p.due_on, p.description, p.type, p.amount, d.year, d.number, d.total
         FROM payment_deadlines p JOIN documents d ON d.id = p.document_id
        WHERE p.customer_id = ? AND p.paid = 0
        ORDER BY p.due_on, p.id`,
    )
    .all(customerOf(call, ctx)) as {
    due_on: string;
    description: string;
    type: string;
    amount: number;
    year: number;
    number: number;
    total: number;
  }[];
  return message({
    ListaScadenzaConInfo: rows.map((row) => ({
      DataScadenza: displayDate(row.due_on),
      Descrizione: row.description,
      Documento: `V1/${row.year}/${row.number}`,
      Tipo: row.type,
      Importo: row.amount,
      Totale: row.total,
    })),
  });
}

/** The ERP's extraction types: `T` all, or one status code (fulfilled, stored as `EV`, is `E`). */
const ORDER_TYPES: Record<string, string | null> = {
  T: null,
  IA: "IA",
  NE: "NE",
  E: "EV",
  PR: "PR",
  AN: "AN",
};

/** An optional DDMMYYYY filter; a malformed one is a 400. */
function compactDateFilter(value: unknown, lang: Lang): string | null {
  if (value === undefined || value === null || value === "") return null;
  const date = parseCompactDate(value);
  if (!date) throw new Failure(hubError(400, t(lang, "Data non valida (GGMMAAAA)", "Invalid date (DDMMYYYY)")));
  return date;
}

/** Date range of a list call, inclusive; missing ends are open. */
function dateRange(lang: Lang, from: unknown, to: unknown, parse: (value: unknown, lang: Lang) => string | null) {
  return { from: parse(from, lang) ?? "0000-01-01", to: parse(to, lang) ?? "9999-12-31" };
}

/** The `date_from`/`date_to` (DDMMYYYY) range of the account lists. */
export function compactDateRange(call: Call) {
  return dateRange(call.lang, call.body.date_from, call.body.date_to, compactDateFilter);
}

interface OrderRow {
  year: number;
  causale: string;
  number: number;
  registered_on: string;
  delivery_on: string;
  status: string;
  cart_id: number | null;
  net: number;
  vat: number;
  total: number;
  quantity: number;
  description: string;
  street: string;
  city: string;
  delivery_type: string;
  agent_code: string | null;
  job_site_name: string | null;
  job_site_cig: string | null;
  job_site_cup: string | null;
}

/** Where an order goes: its delivery address, or the distributor's own counter for a pickup. */
function destinationOf(order: { delivery_type: string; description?: string; street: string; city: string }, lang: Lang) {
  if (order.delivery_type !== "PICKUP_HEADQUARTER") return { description: order.description ?? "", street: order.street, city: order.city };
  return { description: t(lang, "Ritiro in sede", "Pickup at headquarters"), street: COMPANY.street, city: COMPANY.city };
}

function getOrders(call: Call, ctx: Ctx): Reply {
  const customerId = customerOf(call, ctx);
  const type = text(call.body.type) || "T";
  if (!(type in ORDER_TYPES)) return hubError(400, t(call.lang, "Tipo di ordine sconosciuto", "Unknown order type"));
  const status = ORDER_TYPES[type] ?? null;
  const range = compactDateRange(call);
  const rows = ctx.db
    .prepare(
      `SELECT o.year, o.causale, o.number, o.registered_on, o.delivery_on, o.status, o.cart_id, o.net, o.vat, o.total,
              o.quantity, o.delivery_type, o.agent_code, o.job_site_name, o.job_site_cig, o.job_site_cup, a.description, a.street, a.city
         FROM orders o JOIN addresses a ON a.customer_id = o.customer_id AND a.code = o.address_code
        WHERE o.customer_id = ? AND o.registered_on BETWEEN ? AND ? AND (? IS NULL OR o.status = ?)
        ORDER BY o.registered_on DESC, o.number DESC`,
    )
    .all(customerId, range.from, range.to, status, status) as OrderRow[];
  return message(
    rows.map((row) => {
      const destination = destinationOf(row, call.lang);
      return {
        AnnoDocDefinitivo: row.year,
        CausaleDocDefinitivo: row.causale,
        NumeroDocDefinitivo: row.number,
        DataRegistrazione: displayDate(row.registered_on),
        DataConsegna: displayDate(row.delivery_on),
        DescrizioneEstesaIndirizzo: `${destination.description}, ${destination.street}`,
        CittaIndirizzo: destination.city,
        TotaliDocumentoQuantita: [row.net, row.vat, row.total, row.quantity],
        StatoTestataOrdine: row.status,
        IDCarrello: row.cart_id ?? 0,
        created_by_agent: row.agent_code ?? "",
        ...jobSiteFields(row, ctx.dialect),
      };
    }),
  );
}

interface OrderLineRow {
  row_no: number;
  sku: string;
  description: string;
  unit: string;
  quantity: number;
  delivered: number;
  unit_net: number;
  net: number;
}

/** Like the real ERP, any caller may read any order: the storefront checks ownership. */
function getOrderDetail(call: Call, ctx: Ctx): Reply {
  const { db } = ctx;
  const order = db
    .prepare(
      `SELECT o.id, o.year, o.number, o.registered_on, o.delivery_on, o.status, o.delivery_type, o.agent_code, a.street, a.city
         FROM orders o JOIN addresses a ON a.customer_id = o.customer_id AND a.code = o.address_code
        WHERE o.causale = ? AND o.year = ? AND o.number = ?`,
    )
    .get(text(call.body.CausaleDocDefinitivo), integerOf(call.body.AnnoDocDefinitivo), integerOf(call.body.NumeroDocDefinitivo)) as
    | {
        id: number;
        year: number;
        number: number;
        registered_on: string;
        delivery_on: string;
        status: string;
        delivery_type: string;
        agent_code: string | null;
        street: string;
        city: string;
      }
    | undefined;
  if (!order) return message({ success: false, message: t(call.lang, "Ordine non trovato", "Order not found") });
  const destination = destinationOf(order, call.lang);
  const lines = db.prepare("SELECT * FROM order_rows WHERE order_id = ? ORDER BY row_no").all(order.id) as OrderLineRow[];
  return message({
    success: true,
    message: {
      order_details: lines.map((line) => {
        const product = findProduct(db, line.sku, call.lang);
        const remaining = order.status === "AN" ? 0 : line.quantity - line.delivered;
        return {
          id_riga: line.row_no,
          articolo: line.sku,
          descrizione_articolo: product?.title ?? line.description,
          um: line.unit,
          quantita: { ordinato: line.quantity, consegnato: line.delivered, residuo: remaining },
          // The line's net value per quantity state; `netto` is the net unit price.
          valore: { ordinato: line.net, consegnato: round2(line.unit_net * line.delivered), residuo: round2(line.unit_net * remaining) },
          netto: line.unit_net,
          image: product?.imageThumb ?? "",
          link: `/product/default/${encodeURIComponent(line.sku)}`,
        };
      }),
      numero_documento: order.number,
      anno: order.year,
      data_consegna: displayDate(order.delivery_on),
      data_registrazione: displayDate(order.registered_on),
      indirizzo: order.delivery_type === "PICKUP_HEADQUARTER" ? `${destination.description}, ${destination.street}` : destination.street,
      citta: destination.city,
      stato: order.status,
      created_by_agent: order.agent_code ?? "",
    },
  });
}

/**
 * The ERP's own rows (no `carti`): an article's last order's day and quantity, with its sku
 * (`CodiceArticolo`) and internal code (`CodiceInternoArticolo`, the product's id); `art_codes` lists
 * every internal code of the range, newest first, and `data` is the product_list answer for the page's
 * codes (the varying dialect leaves it out, as other deployments do).
 */
function latestOrderList(call: Call, ctx: Ctx): Reply {
  const customerId = customerOf(call, ctx);
  const range = dateRange(call.lang, call.body.start_date, call.body.end_date, compactDateFilter);
  const page = Math.max(1, integerOf(call.body.page) ?? 1);
  const perPage = Math.min(100, Math.max(1, integerOf(call.body.per_page) ?? 12));
  const articles = ctx.db
    .prepare(
      `WITH ordered AS (
         SELECT r.sku, r.description, r.quantity, o.registered_on
           FROM order_rows r JOIN orders o ON o.id = r.order_id
          WHERE o.customer_id = ? AND o.status <> 'AN' AND o.registered_on BETWEEN ? AND ?),
       latest AS (SELECT sku, MAX(registered_on) AS last_order_date FROM ordered GROUP BY sku)
       SELECT l.sku, p.id, l.last_order_date, SUM(d.quantity) AS quantity, MAX(d.description) AS description
         FROM latest l JOIN ordered d ON d.sku = l.sku AND d.registered_on = l.last_order_date
         JOIN products p ON p.sku = l.sku
        GROUP BY l.sku
        ORDER BY l.last_order_date DESC, l.sku`,
    )
    .all(customerId, range.from, range.to) as { sku: string; id: number; last_order_date: string; quantity: number; description: string }[];
  const pageItems = articles.slice((page - 1) * perPage, page * perPage);
  const now = ctx.now();
  return message({
    orders: pageItems.map((article) => ({
      CodiceArticolo: article.sku,
      CodiceInternoArticolo: article.id,
      DescrizioneArticolo: findProduct(ctx.db, article.sku, call.lang)?.title ?? article.description,
      DataUltimoOrdine: displayDate(article.last_order_date),
      QuantitaUltimoOrdine: article.quantity,
    })),
    total_results: articles.length,
    total_pages: Math.ceil(articles.length / perPage),
    current_page: page,
    art_codes: articles.map((article) => article.id),
    data: {
      success: true,
      product_list: {
        data: wireProducts(
          ctx.db,
          pageItems.map((article) => article.id),
          call.lang,
          now,
        ),
        pagination: { current_page: 1, total: pageItems.length, pages: 1 },
      },
    },
  });
}

/**
 * A.get_latest_order_by_item: the customer's last order of one article (its product id), as the
 * order's document; `{error}` when they never ordered it. Frappe, called as the app: it trusts
 * `customer_code`, as the real one does.
 */
function latestOrderByItem(call: Call, ctx: Ctx): Reply {
  const customerId = text(call.body.customer_code);
  const row = ctx.db
    .prepare(
      `SELECT o.causale, o.year, o.number, o.registered_on, r.quantity, r.unit_net
         FROM order_rows r JOIN orders o ON o.id = r.order_id JOIN products p ON p.sku = r.sku
        WHERE o.customer_id = ? AND o.status <> 'AN' AND p.id = ?
        ORDER BY o.registered_on DESC, o.number DESC LIMIT 1`,
    )
    .get(customerId, integerOf(call.body.item_id) ?? -1) as
    { causale: string; year: number; number: number; registered_on: string; quantity: number; unit_net: number } | undefined;
  if (!row) return message({ error: t(call.lang, "Articolo mai ordinato", "Article never ordered") });
  return message({
    GetUltimoOrdinatoClienteXArticoloResult: {
      DataUltimoOrdine: displayDate(row.registered_on),
      QuantitaUltimoOrdine: row.quantity,
      PrezzoNettoUltimoOrdine: row.unit_net,
      Documento: `${row.causale}/${row.year}/${row.number}`,
    },
  });
}

export const routes: Routes = {
  "POST /hub/account/get_customer": getCustomer,
  "POST /hub/account/get_addresses": getAddresses,
  "POST /hub/account/exposition": getExposition,
  "POST /hub/account/payment_deadline": paymentDeadline,
  "POST /hub/account/get_orders": getOrders,
  "POST /hub/account/get_latest_order_list": latestOrderList,
  "POST /api/method/mymb_ecommerce.controllers.account.get_latest_order_by_item": latestOrderByItem,
  "POST /api/method/mymb_ecommerce.controllers.wrapper.get_order_detail": getOrderDetail,
};
