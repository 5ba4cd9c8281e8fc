// The account area's reads and the reorder: each page's ERP calls in parallel, shaped into the
// small view models the pages show.
import type { Erp } from "~/erp/client.server";
import { secondary } from "~/page/degrade.server";
import { isErpError } from "~/erp/errors";
import type { AccountDocument, DocumentKind, OrderDetail, OrderKey, OrderSummary } from "~/erp/types";
import { deadlineSchedule } from "./deadlines";
import { byDateDesc, documentMatches, erpOrderFilter, jobSiteMatches, orderMatches, paginate, type ListQueryResult } from "./list-query";
import { orderAmounts } from "./order-amounts";

const DASHBOARD_ROWS = 5;

/** The dashboard: every panel is secondary, so one failing ERP call empties its own panel (null) only. */
export async function loadDashboard(erp: Erp, today: string) {
  const [credit, deadlines, orders, invoices, deliveryNotes, savedCarts] = await Promise.all([
    secondary(erp.account.creditPosition(), "dashboard credit"),
    secondary(erp.account.paymentDeadlines(), "dashboard deadlines"),
    secondary(erp.account.orders(), "dashboard orders"),
    secondary(erp.documents.invoices(), "dashboard invoices"),
    secondary(erp.documents.deliveryNotes(), "dashboard delivery notes"),
    secondary(erp.cart.savedCarts(), "dashboard saved carts"),
  ]);
  const schedule = deadlines ? deadlineSchedule(deadlines, today) : null;
  return {
    credit: credit && { overdue: credit.overdue, notYetDue: credit.notYetDue, creditLimit: credit.creditLimit, available: credit.available },
    deadlines: schedule && {
      totals: schedule.totals,
      overdueCount: schedule.rows.filter((row) => row.overdue).length,
      openCount: schedule.rows.filter((row) => !row.overdue).length,
    },
    orders: orders && [...orders].sort(byDateDesc).slice(0, DASHBOARD_ROWS).map(orderRow),
    documents: invoices && deliveryNotes && [...invoices, ...deliveryNotes].sort(byDateDesc).slice(0, DASHBOARD_ROWS).map(documentRow),
    savedCarts:
      savedCarts && savedCarts.map((cart) => ({ id: cart.id, name: cart.name, createdAt: cart.createdAt, net: cart.net, lineCount: cart.lineCount })),
  };
}

/** What an order's row in a list and its detail page both show of it. */
function orderHeading(order: OrderSummary | OrderDetail) {
  return {
    key: order.key,
    registeredOn: order.registeredOn,
    deliveryOn: order.deliveryOn,
    address: order.address,
    city: order.city,
    status: order.status,
  };
}

export function orderRow(order: OrderSummary) {
  return {
    ...orderHeading(order),
    total: order.totals.total,
    net: order.totals.net,
    /** Optional on deployments that do not say who placed an order: then the customer did. */
    createdByAgent: order.createdByAgent ?? null,
    jobSite: order.jobSite ?? null,
  };
}
export type OrderRow = ReturnType<typeof orderRow>;

export function documentRow(doc: AccountDocument) {
  return {
    kind: doc.ref.kind,
    scope: doc.ref.scope,
    year: doc.ref.year,
    number: doc.ref.number,
    label: doc.label,
    date: doc.date,
    destination: doc.destination,
    taxable: doc.taxable,
    total: doc.total,
    billing: doc.billing,
    jobSite: doc.jobSite,
    sdi: doc.sdi,
  };
}
export type DocumentRow = ReturnType<typeof documentRow>;

export async function loadOrders(erp: Erp, query: ListQueryResult, today: string) {
  const orders = await erp.account.orders({ filter: erpOrderFilter(query.status), range: query.range });
  const matching = orders.filter((order) => orderMatches(order, query.status, today) && jobSiteMatches(order, query.jobSite)).sort(byDateDesc);
  const page = paginate(matching, query.page);
  return { ...page, items: page.items.map(orderRow) };
}

function documentsOfKind(erp: Erp, kind: DocumentKind, range: ListQueryResult["range"]) {
  if (kind === "delivery-note") return erp.documents.deliveryNotes(range);
  if (kind === "credit-note") return erp.documents.creditNotes(range);
  return erp.documents.invoices(range);
}

/** The documents of one kind in the range and billing filter, newest first (every page, for the CSV). */
export async function listDocuments(erp: Erp, query: ListQueryResult): Promise<DocumentRow[]> {
  const docs = await documentsOfKind(erp, query.kind, query.range);
  return docs
    .filter((doc) => documentMatches(doc, query.billing) && jobSiteMatches(doc, query.jobSite))
    .sort(byDateDesc)
    .map(documentRow);
}

export function orderDetailView(order: OrderDetail) {
  return {
    ...orderHeading(order),
    jobSite: order.jobSite,
    lines: order.lines.map((line) => ({
      rowId: line.rowId,
      sku: line.sku,
      description: line.description,
      unit: line.unit,
      ordered: line.ordered,
      delivered: line.delivered,
      remaining: line.remaining,
      unitPrice: line.unitPrice,
      value: line.value,
    })),
    amounts: orderAmounts(
      order.lines.map((line) => line.value),
      order.netTotal,
    ),
    createdByAgent: order.createdByAgent,
  };
}

export interface ReorderResult {
  added: string[];
  /** The skus that could not be added (no longer sold, not orderable, or refused by the ERP). */
  failed: string[];
}

/**
 * Adds every line of one of the customer's orders to the active cart at today's price and
 * promotion (read on the server), one line at a time; null when the order is not theirs.
 */
export async function reorder(erp: Erp, key: OrderKey): Promise<ReorderResult | null> {
  const order = await erp.account.order(key);
  if (!order) return null;
  const lines = order.lines.filter((line) => line.sku && line.ordered > 0);
  const prices = await erp.catalog.prices(
    lines.map((line) => line.sku),
    lines.map((line) => line.ordered),
  );
  const result: ReorderResult = { added: [], failed: [] };
  for (const line of lines) {
    const price = prices[line.sku];
    if (!price || !price.orderable) {
      result.failed.push(line.sku);
      continue;
    }
    try {
      await erp.cart.add({
        sku: line.sku,
        quantity: line.ordered,
        promoCode: price.promotion?.code,
        promoRow: price.promotion?.row,
      });
      result.added.push(line.sku);
    } catch (error) {
      // A refusal of one line (packaging multiple, article withdrawn) leaves the others to add.
      if (isErpError(error, "rejected") || (isErpError(error, "http") && (error.status ?? 500) < 500)) {
        result.failed.push(line.sku);
        continue;
      }
      throw error;
    }
  }
  return result;
}
