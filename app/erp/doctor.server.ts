// The ERP doctor: what an integrator runs against a real ERP before going live (`npm run
// erp:doctor`). It makes every read-only call of the contract with the storefront's own client and
// schemas (as a guest, and as a test customer when credentials are given) and reports, per call, the
// HTTP status, the time, and whether the answer was read as is ("ok"), read with tolerated fields
// (their paths), or could not be used ("malformed" with its paths, or the failure).
import { INDEXED_FACET_FIELDS } from "~/catalog/query";
import { createErp, type Erp } from "./client.server";
import { ErpError } from "./errors";
import { observeParsedAnswers, type ParsedAnswer } from "./report.server";
import type { CustomerContext, Lang, SearchQuery } from "./types";

export type DoctorOutcome = "ok" | "tolerated" | "malformed" | "failed" | "skipped";

export interface DoctorRow {
  /** What was checked, named by its ERP call. */
  call: string;
  /** A page fails without it: an unusable answer makes the doctor fail. */
  primary: boolean;
  status: number | null;
  ms: number;
  outcome: DoctorOutcome;
  /** Tolerated field paths, the malformed paths, the failure, or why the check was skipped. */
  detail: string;
}

export interface DoctorOptions {
  lang: Lang;
  /** A test customer's credentials: sign-in, cart and account calls are checked only with them. */
  credentials?: { username: string; password: string };
}

interface Check {
  call: string;
  primary: boolean;
  /** Undefined: the check ran; a string: why it was skipped (no data to check it with). */
  run: () => Promise<string | undefined>;
}

const W = "mymb_ecommerce.controllers.wrapper";
const LISTING: SearchQuery = { text: "", filters: {}, page: 0, perPage: 12, sort: "relevance" };

/** Runs every check in turn (one at a time, so each report belongs to its check). */
export async function runDoctor(options: DoctorOptions): Promise<DoctorRow[]> {
  const guest = () => createErp({ lang: options.lang, customer: null });
  const state: {
    skus: string[];
    parentWithChildren?: { sku: string; childSku: string };
    blogRoute?: string;
    customer?: CustomerContext;
  } = { skus: [] };
  const customer = (): Erp => createErp({ lang: options.lang, customer: state.customer ?? null });
  const needsCustomer = (work: (erp: Erp) => Promise<string | undefined>) => async () =>
    state.customer ? work(customer()) : options.credentials ? "sign-in failed" : "no test customer given";

  const checks: Check[] = [
    { call: "cms b2b-menu-items", primary: false, run: async () => void (await guest().cms.menu()) },
    { call: "cms b2b-promo-slider", primary: false, run: async () => void (await guest().cms.promoTabs()) },
    { call: "cms b2b-home-data", primary: false, run: async () => void (await guest().cms.home()) },
    { call: "O.html.get_footers", primary: false, run: async () => void (await guest().content.footer()) },
    { call: "C.web_page.get_web_page_detail (main)", primary: false, run: async () => void (await guest().content.siteCss()) },
    {
      call: "O.blog.get_blog_post",
      primary: false,
      run: async () => {
        const page = await guest().content.blogPosts({ page: 1, perPage: 5 });
        state.blogRoute = page.posts[0]?.route;
        return undefined;
      },
    },
    {
      call: "O.blog.get_blog_post_detail",
      primary: false,
      run: async () => (state.blogRoute ? void (await guest().content.blogPost(state.blogRoute)) : "no blog post to read"),
    },
    {
      call: "hub search/search",
      primary: true,
      run: async () => {
        const result = await guest().catalog.search(LISTING);
        state.skus = result.products.map((product) => product.sku);
        const parent = result.products.find((product) => product.children.length > 0);
        if (parent) state.parentWithChildren = { sku: parent.sku, childSku: parent.children[0]!.sku };
        return result.products.length === 0 ? "the catalogue answered no products" : undefined;
      },
    },
    { call: "hub search/facet", primary: false, run: async () => void (await guest().catalog.facets(LISTING, INDEXED_FACET_FIELDS)) },
    {
      call: "hub erp/get_multiple_prices (guest)",
      primary: false,
      run: async () => (state.skus.length ? void (await guest().catalog.prices(state.skus)) : "no article to price"),
    },
    {
      call: `${W}.get_item`,
      primary: true,
      run: async () => {
        if (!state.skus[0]) return "no article to open";
        return (await guest().catalog.product(state.skus[0])) ? undefined : "the article found by the search is unknown";
      },
    },
    {
      call: `${W}.get_item_child`,
      primary: false,
      run: async () =>
        state.parentWithChildren ? void (await guest().catalog.childProduct(state.parentWithChildren.childSku)) : "no article with children",
    },
    {
      call: `${W}.child_list`,
      primary: false,
      run: async () =>
        state.parentWithChildren ? void (await guest().catalog.children([state.parentWithChildren.childSku])) : "no article with children",
    },
    {
      call: `${W}.product_list`,
      primary: false,
      run: async () => void (await guest().catalog.productList({ skus: state.skus.slice(0, 4), page: 1, perPage: 4 })),
    },
    { call: `${W}.autocomplete`, primary: false, run: async () => void (await guest().catalog.autocomplete(state.skus[0]?.slice(0, 3) ?? "vite")) },
    {
      call: "hub erp/accessories",
      primary: false,
      run: async () => (state.skus[0] ? void (await guest().catalog.accessories(state.skus[0])) : "no article"),
    },
    {
      call: "hub wrapper/login",
      primary: true,
      run: async () => {
        if (!options.credentials) return "no test customer given";
        const signedIn = await guest().session.login(options.credentials.username, options.credentials.password);
        const address = signedIn.addresses[0];
        if (!address) return "the customer has no delivery address";
        state.customer = {
          token: signedIn.token,
          clientId: signedIn.clientId,
          addressCode: address.code,
          cartId: 0,
          username: options.credentials.username,
        };
        return undefined;
      },
    },
    {
      call: "hub erp/get_multiple_prices (customer)",
      primary: false,
      run: needsCustomer(async (erp) => (state.skus.length ? void (await erp.catalog.prices(state.skus)) : "no article to price")),
    },
    { call: "hub wrapper/get_cart_items", primary: true, run: needsCustomer(async (erp) => void (await erp.cart.get())) },
    { call: "hub cart/list", primary: false, run: needsCustomer(async (erp) => void (await erp.cart.savedCarts())) },
    { call: "hub wishlist/list", primary: false, run: needsCustomer(async (erp) => void (await erp.wishlist.list())) },
    { call: "hub account/get_customer", primary: false, run: needsCustomer(async (erp) => void (await erp.account.customer())) },
    { call: "hub account/get_addresses", primary: false, run: needsCustomer(async (erp) => void (await erp.account.addresses())) },
    { call: "hub account/exposition", primary: false, run: needsCustomer(async (erp) => void (await erp.account.creditPosition())) },
    { call: "hub account/payment_deadline", primary: false, run: needsCustomer(async (erp) => void (await erp.account.paymentDeadlines())) },
    { call: "hub account/get_orders", primary: true, run: needsCustomer(async (erp) => void (await erp.account.orders())) },
    {
      call: `${W}.get_order_detail`,
      primary: true,
      run: needsCustomer(async (erp) => {
        const [latest] = await erp.account.orders();
        if (!latest) return "the customer has no orders";
        return (await erp.account.order(latest.key)) ? undefined : "the customer's own order is unknown";
      }),
    },
    {
      call: "hub account/get_latest_order_list",
      primary: false,
      run: needsCustomer(async (erp) => {
        const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
        return void (await erp.account.latestOrdered({ range: { from }, page: 1, perPage: 12 }));
      }),
    },
    { call: "hub account/get_invoices", primary: false, run: needsCustomer(async (erp) => void (await erp.documents.invoices())) },
    { call: "hub account/get_ddt", primary: false, run: needsCustomer(async (erp) => void (await erp.documents.deliveryNotes())) },
    {
      call: "hub account/invoice_pdf (and the PDF)",
      primary: false,
      run: needsCustomer(async (erp) => {
        const [invoice] = await erp.documents.invoices();
        if (!invoice) return "the customer has no invoices";
        const pdf = await erp.documents.fetchDocumentPdf(invoice.ref);
        if (!pdf) return "the customer's own invoice is unknown";
        const bytes = new Uint8Array(await new Response(pdf.body).arrayBuffer());
        if (new TextDecoder().decode(bytes.subarray(0, 5)) === "%PDF-") return undefined;
        throw new ErpError({ upstream: "files", call: "/account/invoice_pdf", kind: "malformed", detail: "(body) (PDF, received other bytes)" });
      }),
    },
  ];

  const rows: DoctorRow[] = [];
  for (const check of checks) rows.push(await runCheck(check));
  return rows;
}

async function runCheck(check: Check): Promise<DoctorRow> {
  const answers: ParsedAnswer[] = [];
  const restore = observeParsedAnswers((answer) => answers.push(answer));
  const started = performance.now();
  let skipped: string | undefined;
  let failure: unknown;
  try {
    skipped = await check.run();
  } catch (error) {
    failure = error;
  } finally {
    restore();
  }
  const ms = Math.round(performance.now() - started);
  const base = { call: check.call, primary: check.primary, ms };
  const lastStatus = answers.at(-1)?.status ?? null;
  if (failure instanceof ErpError) {
    const outcome: DoctorOutcome = failure.kind === "malformed" ? "malformed" : "failed";
    const detail = failure.kind === "malformed" ? `${failure.call}: ${failure.detail ?? ""}` : `${failure.call}: ${failure.kind}`;
    return { ...base, status: failure.status ?? null, outcome, detail };
  }
  if (failure !== undefined) throw failure;
  if (skipped !== undefined) return { ...base, status: lastStatus, outcome: "skipped", detail: skipped };
  const tolerated = answers.flatMap((answer) =>
    answer.tolerated.map((field) => `${field.path} (${field.dropped ? "dropped: " : ""}${field.expected}, received ${field.received})`),
  );
  const unique = [...new Set(tolerated)];
  return { ...base, status: lastStatus, outcome: unique.length ? "tolerated" : "ok", detail: unique.join("; ") };
}

/** A primary call that could not be used: the shop cannot run on this ERP. */
export function doctorFailed(rows: DoctorRow[]): boolean {
  return rows.some((row) => row.primary && (row.outcome === "malformed" || row.outcome === "failed"));
}

/** The report as a plain-text table. */
export function formatDoctorReport(rows: DoctorRow[]): string {
  const header = ["call", "HTTP", "ms", "result"];
  const lines = rows.map((row) => [
    `${row.primary ? "* " : "  "}${row.call}`,
    row.status === null ? "-" : String(row.status),
    String(row.ms),
    row.detail ? `${row.outcome}: ${row.detail}` : row.outcome,
  ]);
  const widths = header.map((title, column) => Math.max(title.length + (column === 0 ? 2 : 0), ...lines.map((line) => line[column]!.length)));
  const render = (cells: string[]) => cells.map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!))).join("  ");
  return [render([`  ${header[0]}`, ...header.slice(1)]), ...lines.map(render), "", "* primary: a page fails without it"].join("\n");
}
