// The account lists' query rules: status filters of orders, billing filters of documents, the date
// range and the page, all read from the URL with bounds (a forged value is reported, not trusted).
import { z } from "zod";
import type { AccountDocument, DateRange, DocumentKind, OrderFilter, OrderSummary } from "~/erp/types";

/** Rows per page of the orders and documents lists (the spec's pagination). */
export const LIST_PAGE_SIZE = 12;

/**
 * The order filters the spec labels, and how each maps to the ERP's order states (IA to be
 * accepted, NE accepted but not shipped — the ERP's TO_CHECKOUT —, PR partly shipped, EV shipped
 * — the ERP's ESCAPED —, AN cancelled):
 * - to-be-accepted: IA (ERP filter TO_BE_ACCEPTED);
 * - not-fulfilled: everything still open, IA + NE + PR (ERP filter ALL, narrowed here);
 * - fulfilled: EV (ERP filter ESCAPED);
 * - to-checkout: NE, accepted and waiting to ship (ERP filter TO_CHECKOUT);
 * - checked-out: shipping has started, PR + EV (ERP filter ALL, narrowed here);
 * - delivered: EV whose delivery date has passed (ERP filter ESCAPED, narrowed here).
 */
export const ORDER_STATUS_FILTERS = ["all", "to-be-accepted", "not-fulfilled", "fulfilled", "to-checkout", "checked-out", "delivered"] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

const ERP_ORDER_FILTER: Record<OrderStatusFilter, OrderFilter> = {
  all: "all",
  "to-be-accepted": "to-be-accepted",
  "not-fulfilled": "all",
  fulfilled: "fulfilled",
  "to-checkout": "to-checkout",
  "checked-out": "all",
  delivered: "fulfilled",
};

/** The ERP filter to ask for. */
export function erpOrderFilter(filter: OrderStatusFilter): OrderFilter {
  return ERP_ORDER_FILTER[filter];
}

/** Whether an order the ERP returned for the filter belongs to it (`today` ISO). */
export function orderMatches(order: OrderSummary, filter: OrderStatusFilter, today: string): boolean {
  switch (filter) {
    case "not-fulfilled":
      return order.status === "to-be-accepted" || order.status === "to-checkout" || order.status === "partly-fulfilled";
    case "checked-out":
      return order.status === "partly-fulfilled" || order.status === "fulfilled";
    case "delivered":
      return order.status === "fulfilled" && order.deliveryOn !== null && order.deliveryOn <= today;
    default:
      return true;
  }
}

/** Document lists: the kind and the billing filter (accompanying = immediate invoice / DDT). */
export const DOCUMENT_KINDS = ["invoice", "delivery-note", "credit-note"] as const satisfies readonly DocumentKind[];
export const BILLING_FILTERS = ["all", "accompanying", "deferred"] as const;
export type BillingFilter = (typeof BILLING_FILTERS)[number];

export function documentMatches(doc: AccountDocument, billing: BillingFilter): boolean {
  if (billing === "all") return true;
  return billing === "deferred" ? doc.billing === "deferred" : doc.billing === "immediate";
}

/** Whether an order or document belongs to the job site filter ("" is every one): the shop filters the period's rows. */
export function jobSiteMatches(row: { jobSite?: { name: string } | null }, jobSite: string): boolean {
  return jobSite === "" || row.jobSite?.name === jobSite;
}

/** Newest first, then by number (the ERP's order is not promised). */
export function byDateDesc<T extends { date?: string | null; registeredOn?: string | null }>(a: T, b: T): number {
  const left = a.date ?? a.registeredOn ?? "";
  const right = b.date ?? b.registeredOn ?? "";
  return right.localeCompare(left);
}

export interface Page<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

/** One page of a list (1-based; a page past the end shows the last one). */
export function paginate<T>(items: T[], page: number, size = LIST_PAGE_SIZE): Page<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages, total: items.length };
}

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value));

const ListQuery = z.object({
  status: z.enum(ORDER_STATUS_FILTERS).catch("all"),
  kind: z.enum(DOCUMENT_KINDS).catch("invoice"),
  billing: z.enum(BILLING_FILTERS).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  /** A job site's name (rows name their job site, not an id); "" is every row. Bounded, not checked: an unknown name matches no row. */
  jobSite: z.string().trim().max(200).catch(""),
});

export interface ListQueryResult {
  status: OrderStatusFilter;
  kind: DocumentKind;
  billing: BillingFilter;
  page: number;
  jobSite: string;
  range: DateRange;
  /** The dates as typed, to show them again. */
  from: string;
  to: string;
  /** Translation keys of the problems found (the offending value is then ignored). */
  errors: string[];
}

/** Reads the list parameters of a URL: unknown values fall back to the defaults, bad dates are reported. */
export function parseListQuery(params: URLSearchParams): ListQueryResult {
  const raw = Object.fromEntries(["status", "kind", "billing", "page", "jobSite"].map((key) => [key, params.get(key) ?? undefined]));
  const query = ListQuery.parse(raw);
  const from = (params.get("from") ?? "").slice(0, 10);
  const to = (params.get("to") ?? "").slice(0, 10);
  const errors: string[] = [];
  const range: DateRange = {};
  for (const [end, value] of [
    ["from", from],
    ["to", to],
  ] as const) {
    if (!value) continue;
    if (isoDay.safeParse(value).success) range[end] = value;
    else if (!errors.includes("accountLists.invalidDate")) errors.push("accountLists.invalidDate");
  }
  if (range.from && range.to && range.from > range.to) {
    errors.push("accountLists.invalidRange");
    delete range.from;
    delete range.to;
  }
  return { ...query, range, from, to, errors };
}

/** What the orders and documents pages show of their query again: the job site, the period as typed and as read, its problems. */
export function shownFilters(query: ListQueryResult) {
  return { jobSite: query.jobSite, from: query.from, to: query.to, range: query.range, errors: query.errors };
}

/** The URL query of a list with one value changed (empty values and page 1 left out). */
export function listHref(pathname: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "" || (key === "page" && value === 1)) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${pathname}?${text}` : pathname;
}
