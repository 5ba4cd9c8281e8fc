// The ERP doctor: what an integrator runs against a real ERP before going live (`npm run
// erp:doctor`). It makes every read-only call of the contract with the storefront's own client and
// schemas (as a guest, and as a test customer when credentials are given) and reports, per call, the
// HTTP status, the time, and whether the answer was read as is ("ok"), read with tolerated fields
// (their paths), or could not be used ("malformed" with its paths, or the failure). Then it looks at
// what a customer would see: one image of each answer that carries media and one flyer, fetched
// through the shop's own media route code; every CMS menu link and promo tab read by the listing's
// own URL reader, with its product count; every order of the period's lines against the order
// list's total (a difference, such as a coupon, shows as its own line); a saved cart's own rows; the
// /readyz check. A list whose items were all dropped is an error, not a tolerance, and so is a
// latest-order list that names articles none of which is in the catalogue. The account's files (an
// invoice's PDF and CSV, the deadlines, an order's tracking) are fetched and read. Reorder lists
// (proposed) are checked on a scratch list it makes and deletes, or reported as not available where
// the ERP answers them 404, as are the proposed calls and delivery dates (asked for articles outside
// the cart: read-only) and return requests (read only: the requests and one DDT's lines)
// (`not available on this ERP`: the shop then hides their controls); so are the customer's
// declarations of intent (read only) and, with a test agent's credentials, the agent's commissions
// (read only). The writes it does not try are listed with the reason.
import { todayInRome } from "~/platform/i18n";
import { orderAmounts } from "~/account/order-amounts";
import { addWorkingDays } from "~/cart/delivery-dates";
import { resolveCodes } from "~/cart/quick-order.server";
import { loadLatestOrdered } from "~/catalog/listing.server";
import { EMPTY_LISTING, INDEXED_FACET_FIELDS, toSearchQuery } from "~/catalog/query";
import { cannotBeDelivered, namesProduct } from "~/catalog/alternatives";
import { parseListing } from "~/catalog/query.server";
import { isPublishedFlyer, proxyMedia } from "~/content/media.server";
import { CART } from "~/platform/config";
import { getEnv } from "~/platform/env.server";
import { createErp, erpReadiness, type Erp } from "~/erp/client.server";
import { ErpError, isCallNotOnThisErp } from "~/erp/errors";
import { observeParsedAnswers, type ParsedAnswer } from "~/erp/report.server";
import { MEDIA_HOST_EXPECTED, type ToleratedField } from "~/erp/schema.server";
import type {
  CustomerContext,
  DocumentFile,
  DocumentRef,
  FileFormat,
  Flyer,
  HomeContent,
  Lang,
  OrderDetail,
  OrderSummary,
  SearchQuery,
} from "~/erp/types";

export type DoctorOutcome = "ok" | "tolerated" | "malformed" | "failed" | "skipped";

export interface DoctorRow {
  /** What was checked, named by its ERP call (or by what a customer sees). */
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
  /** A test sales agent's credentials: the agent's own calls (their commissions) are checked only with them. */
  agentCredentials?: { username: string; password: string };
}

interface CheckNote {
  note: string;
  /** The HTTP status of what was checked, when it was not an ERP call's answer. */
  status?: number;
}

interface Check {
  call: string;
  primary: boolean;
  /** Undefined: the check ran; a string: why it was skipped (no data to check it with); a note: it ran, and what it found. */
  run: () => Promise<string | undefined | CheckNote>;
}

const W = "mymb_ecommerce.controllers.wrapper";
const LISTING: SearchQuery = { text: "", filters: {}, page: 0, perPage: 12, sort: "relevance" };
/** How far the doctor looks for an article with children: pages of the whole catalogue. */
const CHILD_SEARCH: { perPage: number; pages: number } = { perPage: 48, pages: 20 };
/** Where the doctor looks for articles the ERP cannot deliver, and how many of them it asks alternatives of. */
const ALTERNATIVES_SEARCH: { perPage: number; pages: number; tries: number } = { perPage: 48, pages: 5, tries: 3 };
/** Two amounts that differ by less than this are the same (rounding of each line). */
const AMOUNT_TOLERANCE = 0.05;

/** What the doctor learns from one answer and checks later as a customer would meet it. */
interface SeenMedia {
  /** The call whose answer named it. */
  call: string;
  kind: "image" | "flyer";
  url: string;
}

interface CmsListingLink {
  /** "menu «Utensili»", "promo tab «Novità»". */
  name: string;
  url: string;
}

/** A customer-visible problem found by a check (not an ERP error): the row fails with this text. */
class Finding extends Error {
  constructor(
    message: string,
    /** The HTTP status of what was checked, when it was not an ERP call's answer. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** The writes of the contract the doctor never makes, and why. */
const WRITES_NOT_TRIED: ReadonlyArray<{ call: string; why: string }> = [
  { call: `${W}.register`, why: "would create a customer account" },
  { call: `${W}.reset_password`, why: "would e-mail the test customer a new password" },
  { call: "hub wrapper/change_password", why: "would change the test customer's password" },
  { call: "hub wrapper/add_to_cart, update_cart, remove_cart_item", why: "would change the test customer's cart" },
  { call: "hub wrapper/prepare_order, send_order", why: "would place a real order" },
  { call: "K.update_cart_row_with_date", why: "would change the delivery day of the test customer's cart rows" },
  { call: "hub cart/save, activate, delete, apply_coupon", why: "would change the test customer's saved carts and cart" },
  { call: "hub wishlist/add, remove", why: "would change the test customer's wishlist" },
  { call: "hub account/vat_exemption_register", why: "would register a declaration of intent for the test customer" },
  { call: "O.newsletter.subscribe, W.request_form", why: "would subscribe an address or send a request to the staff" },
  { call: "hub kafka/cart/track, kafka/search/track", why: "would record made-up customer activity" },
  { call: "hub account/return_create", why: "would open a return request for the test customer" },
];

/** Runs every check in turn (one at a time, so each report belongs to its check). */
export async function runDoctor(options: DoctorOptions): Promise<DoctorRow[]> {
  const guest = () => createErp({ lang: options.lang, customer: null });
  const state: {
    skus: string[];
    /** The Product ids of the first page (what the delivery check names an article by). */
    productIds: string[];
    catalogueTotal?: number;
    parentWithChildren?: { sku: string; childSku: string };
    /** An article of the first page with a barcode: the quick order and the scanner must lead its code to it. */
    barcoded?: { sku: string; title: string; barcode: string };
    blogRoute?: string;
    customer?: CustomerContext;
    home?: HomeContent;
    media: SeenMedia[];
    links: CmsListingLink[];
    orders?: OrderSummary[];
    orderDetails?: OrderDetail[];
    /** An article of the latest-order list (its Product `id`): its last order is asked by it. */
    orderedItemId?: string;
  } = { skus: [], productIds: [], media: [], links: [] };
  const seeImage = (call: string, ...urls: Array<string | null | undefined>) => {
    const url = urls.find((candidate) => candidate);
    if (url) state.media.push({ call, kind: "image", url });
  };
  const customer = (): Erp => createErp({ lang: options.lang, customer: state.customer ?? null });
  const needsCustomer = (work: (erp: Erp) => Promise<string | undefined | CheckNote>) => async () =>
    state.customer ? work(customer()) : options.credentials ? "sign-in failed" : "no test customer given";

  const checks: Check[] = [
    {
      call: "cms b2b-menu-items",
      primary: false,
      run: async () => {
        const menu = (await guest().cms.menu()).filter((item) => !item.disabled);
        seeImage("cms b2b-menu-items", ...menu.map((item) => item.image));
        for (const item of menu) if (item.url) state.links.push({ name: `menu «${item.label || item.title}»`, url: item.url });
        return undefined;
      },
    },
    {
      call: "cms b2b-promo-slider",
      primary: false,
      run: async () => {
        const tabs = await guest().cms.promoTabs();
        seeImage("cms b2b-promo-slider", ...tabs.map((tab) => tab.icon));
        for (const tab of tabs) if (tab.url && !tab.opensLatestOrders) state.links.push({ name: `promo tab «${tab.text}»`, url: tab.url });
        return undefined;
      },
    },
    {
      call: "cms b2b-home-data",
      primary: false,
      run: async () => {
        const home = await guest().cms.home();
        state.home = home;
        seeImage("cms b2b-home-data", ...[...home.slides, ...home.promoBanners, ...home.categories, ...home.brands].map((item) => item.image));
        const flyer = home.flyers.find((entry: Flyer) => entry.pdfUrl);
        if (flyer) state.media.push({ call: "cms b2b-home-data", kind: "flyer", url: flyer.pdfUrl });
        return undefined;
      },
    },
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
        state.productIds = result.products.map((product) => product.id);
        state.catalogueTotal = result.total;
        seeImage("hub search/search", ...result.products.map((product) => product.images[0]?.thumb));
        const parent = result.products.find((product) => product.children.length > 0);
        if (parent) state.parentWithChildren = { sku: parent.sku, childSku: parent.children[0]!.sku };
        const barcoded = result.products.find((product) => product.barcodes.length > 0);
        if (barcoded) state.barcoded = { sku: barcoded.sku, title: barcoded.title, barcode: barcoded.barcodes[0]! };
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
        const detail = await guest().catalog.product(state.skus[0]);
        if (!detail) return "the article found by the search is unknown";
        seeImage(`${W}.get_item`, detail.product.images[0]?.main);
        return undefined;
      },
    },
    {
      call: `hub search/search (an article with children, up to ${CHILD_SEARCH.pages * CHILD_SEARCH.perPage} articles)`,
      primary: false,
      run: async () => {
        if (state.parentWithChildren) return { note: `${state.parentWithChildren.sku}, on the first page` };
        for (let page = 0; page < CHILD_SEARCH.pages; page++) {
          const result = await guest().catalog.search({ ...LISTING, page, perPage: CHILD_SEARCH.perPage }, { uncached: true });
          const parent = result.products.find((product) => product.children.length > 0);
          if (parent) {
            state.parentWithChildren = { sku: parent.sku, childSku: parent.children[0]!.sku };
            return { note: `${parent.sku}, on page ${page + 1}` };
          }
          if ((page + 1) * CHILD_SEARCH.perPage >= result.total) break;
        }
        return "no article with children in the catalogue";
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
    {
      call: `${W}.autocomplete`,
      primary: false,
      run: async () => {
        const suggestions = await guest().catalog.autocomplete(state.skus[0]?.slice(0, 3) ?? "vite");
        seeImage(`${W}.autocomplete`, ...suggestions.map((suggestion) => suggestion.image));
        return undefined;
      },
    },
    {
      call: "hub erp/accessories",
      primary: false,
      run: async () => (state.skus[0] ? void (await guest().catalog.accessories(state.skus[0])) : "no article"),
    },
    {
      call: "hub erp/alternatives",
      primary: false,
      run: async () => checkAlternatives(guest()),
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
    {
      call: "hub erp/get_multiple_prices (a barcode, as the quick order and the scanner read it)",
      primary: false,
      run: needsCustomer((erp) => checkBarcode(erp, state.barcoded)),
    },
    { call: "hub wrapper/get_cart_items", primary: true, run: needsCustomer(async (erp) => void (await erp.cart.get())) },
    { call: "K.check_cart_anomalies", primary: false, run: needsCustomer(checkCartAnomalies) },
    { call: "hub cart/list", primary: false, run: needsCustomer(async (erp) => void (await erp.cart.savedCarts())) },
    {
      call: "K.get_cart_rows_by_id_cart (a saved cart's own rows, for its CSV)",
      primary: false,
      run: needsCustomer(async (erp) => {
        const [saved] = await erp.cart.savedCarts();
        if (!saved) return "the customer has no saved cart";
        // The client refuses rows of another cart than the one asked for ("malformed").
        const rows = await erp.cart.savedCartRows(saved.id);
        if (rows.length !== saved.lineCount) {
          throw new Finding(`«${saved.name}»: ${rows.length} rows read, the saved carts' list says ${saved.lineCount}`);
        }
        return { note: `«${saved.name}»: ${rows.length} rows, as the saved carts' list says` };
      }),
    },
    {
      call: "K.check_info_availability_for_item (articles not in the cart, so that no row date is recorded)",
      primary: false,
      run: needsCustomer((erp) => checkDeliveryDates(erp, state.productIds)),
    },
    { call: "hub wishlist/list", primary: false, run: needsCustomer(async (erp) => void (await erp.wishlist.list())) },
    { call: "hub lists/list, create, add_rows, get, delete", primary: false, run: needsCustomer((erp) => checkReorderLists(erp, state.skus)) },
    { call: "U.get_search_settings (read, never written)", primary: false, run: needsCustomer(checkSearchSettings) },
    { call: "hub account/vat_exemptions (read, none registered)", primary: false, run: needsCustomer(checkVatExemptions) },
    { call: "hub agent/commissions (the test agent's, read only)", primary: false, run: () => checkCommissions(options) },
    { call: "hub account/get_customer", primary: false, run: needsCustomer(async (erp) => void (await erp.account.customer())) },
    { call: "hub account/get_addresses", primary: false, run: needsCustomer(async (erp) => void (await erp.account.addresses())) },
    { call: "hub account/exposition", primary: false, run: needsCustomer(async (erp) => void (await erp.account.creditPosition())) },
    { call: "hub account/payment_deadline", primary: false, run: needsCustomer(async (erp) => void (await erp.account.paymentDeadlines())) },
    {
      call: "hub account/get_orders",
      primary: true,
      run: needsCustomer(async (erp) => {
        state.orders = await erp.account.orders();
        return undefined;
      }),
    },
    {
      call: `${W}.get_order_detail`,
      primary: true,
      run: needsCustomer(async (erp) => {
        const orders = await erp.account.orders();
        if (orders.length === 0) return "the customer has no orders";
        const details: OrderDetail[] = [];
        for (const order of orders) {
          const detail = await erp.account.order(order.key);
          if (!detail) throw new Finding(`the customer's own order ${order.key.type}/${order.key.year}/${order.key.number} is unknown`);
          details.push(detail);
        }
        state.orderDetails = details;
        return { note: `${details.length} orders of the period read` };
      }),
    },
    {
      call: "hub account/get_latest_order_list (and the articles it names, by internal code)",
      primary: false,
      run: needsCustomer(async (erp) => {
        const listing = await loadLatestOrdered(erp, { ...EMPTY_LISTING, latestOrderList: true }, false);
        if (listing.unresolved)
          throw new Finding("the list names articles and none of them is in the catalogue (by internal code, W.product_list id=)");
        state.orderedItemId = listing.products[0]?.id;
        return { note: `${listing.products.length} articles on the first page, ${listing.total} in all` };
      }),
    },
    {
      call: "A.get_latest_order_by_item",
      primary: false,
      run: needsCustomer(async (erp) => {
        if (!state.orderedItemId) return "no article ordered lately";
        const last = await notAvailable(erp.account.lastOrderOf(state.orderedItemId));
        if (last === NOT_AVAILABLE) return NOT_AVAILABLE;
        if (!last) throw new Finding(`the last order of the article ${state.orderedItemId} has neither a date nor a document`);
        return { note: `${last.document || "no document"}, quantity ${last.quantity ?? "unknown"}` };
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
        return checkFile(await erp.documents.fetchDocumentPdf(invoice.ref), "pdf");
      }),
    },
    {
      call: "hub account/csv_invoice_document (and the CSV)",
      primary: false,
      run: needsCustomer((erp) => checkOptionalInvoiceFile(erp, (ref) => erp.documents.fetchInvoiceCsv(ref), "csv")),
    },
    {
      call: "hub account/job_sites (read, never written)",
      primary: false,
      run: needsCustomer(async (erp) => {
        const sites = await notAvailable(erp.jobSites.list());
        if (sites === NOT_AVAILABLE) return sites;
        return { note: `${sites.length} job sites, ${sites.filter((site) => site.cig || site.cup).length} with a CIG or CUP` };
      }),
    },
    {
      call: "hub account/invoice_xml (of one invoice, and the XML)",
      primary: false,
      run: needsCustomer((erp) => checkOptionalInvoiceFile(erp, (ref) => erp.documents.fetchInvoiceXml(ref), "xml")),
    },
    {
      call: "A.pdf_scadenzario (and the PDF)",
      primary: false,
      run: needsCustomer(async (erp) => {
        const pdf = await notAvailable(erp.documents.fetchDeadlinesPdf());
        return pdf === NOT_AVAILABLE ? pdf : checkFile(pdf, "pdf");
      }),
    },
    {
      call: "A.pdf_tracking_order (and the PDF)",
      primary: false,
      run: needsCustomer(async (erp) => {
        const [order] = await erp.account.orders();
        if (!order) return "the customer has no orders";
        const pdf = await notAvailable(erp.account.fetchTrackingPdf(order.key));
        return pdf === NOT_AVAILABLE ? pdf : checkFile(pdf, "pdf");
      }),
    },
    {
      call: "hub account/returns, return_get (the latest request)",
      primary: false,
      run: needsCustomer(async (erp) => {
        const requests = await notAvailable(erp.returns.list());
        if (requests === NOT_AVAILABLE) return `returns: ${NOT_AVAILABLE}`;
        const [latest] = requests;
        if (!latest) return { note: "no return requests" };
        const request = await erp.returns.get(latest.number);
        return { note: `${requests.length} return requests; ${request.number}: ${request.rows.length} lines, ${request.history.length} steps` };
      }),
    },
    {
      call: "hub account/ddt_lines (of one of the customer's DDTs, read only)",
      primary: false,
      run: needsCustomer(async (erp) => {
        const [ddt] = await erp.documents.deliveryNotes();
        if (!ddt) return "the customer has no DDTs";
        const lines = await notAvailable(erp.returns.deliveryLines(ddt.ref));
        if (lines === NOT_AVAILABLE) return `returns: ${NOT_AVAILABLE}`;
        const returnable = lines.filter((line) => line.returnable > 0).length;
        return { note: `${ddt.label}: ${lines.length} lines, ${returnable} returnable` };
      }),
    },
  ];

  const rows: DoctorRow[] = [];
  for (const check of checks) rows.push(await runCheck(check));
  // What a customer would meet, from what the calls answered.
  const seen: Check[] = [
    ...state.media.map((media) => mediaCheck(media, state.home)),
    ...state.links.map((link) => linkCheck(link, guest, state.catalogueTotal)),
    {
      call: "order amounts (every order: get_order_detail lines against the get_orders total)",
      primary: false,
      run: async () => {
        if (!state.orderDetails || !state.orders) return state.customer ? "no order to check" : "no test customer given";
        return { note: checkOrderAmounts(state.orders, state.orderDetails) };
      },
    },
    {
      call: "/readyz (hub search/search, W.autocomplete with the application token)",
      primary: false,
      run: async () => {
        const failing = await erpReadiness();
        if (failing !== null) throw new Finding(`not ready: ${failing}`);
        return undefined;
      },
    },
    ...WRITES_NOT_TRIED.map(({ call, why }) => ({ call, primary: false, run: async () => `a write: ${why}` })),
  ];
  for (const check of seen) rows.push(await runCheck(check));
  return rows;
}

/** One image (or the flyer) of an answer, fetched as the browser would: through the shop's /media code, as a guest. */
function mediaCheck(media: SeenMedia, home: HomeContent | undefined): Check {
  return {
    call: `media: ${media.kind === "flyer" ? "a flyer" : "an image"} of ${media.call}`,
    primary: false,
    run: async () => {
      const reasons: string[] = [];
      const signal = AbortSignal.timeout(getEnv().ERP_READ_TIMEOUT_MS);
      const response = media.url.startsWith("/media/")
        ? await proxyMedia(new URL(media.url, "http://shop.invalid"), signal, {
            signedIn: false,
            isPublicPdf: async (upstreamUrl) => isPublishedFlyer(upstreamUrl, home?.flyers ?? []),
            refused: (reason) => reasons.push(reason),
          })
        : await fetch(media.url, { signal });
      const bytes = (await response.arrayBuffer()).byteLength;
      const type = response.headers.get("Content-Type") ?? "";
      const expected = media.kind === "flyer" ? /^application\/pdf/ : /^image\//;
      if (response.status !== 200)
        throw new Finding(`${media.url}: HTTP ${response.status}${reasons.length ? `, ${reasons.join("; ")}` : ""}`, response.status);
      if (!expected.test(type)) throw new Finding(`served as ${type || "no content type"}`, response.status);
      if (bytes === 0) throw new Finding("an empty file", response.status);
      return { note: `${type}, ${bytes} bytes`, status: response.status };
    },
  };
}

/** A CMS link read by the listing's own URL reader and searched: what a customer clicking it gets. */
function linkCheck(link: CmsListingLink, guest: () => Erp, catalogueTotal: number | undefined): Check {
  return {
    call: `link: ${link.name} ${link.url}`,
    primary: false,
    run: async () => {
      const url = new URL(link.url, "http://shop.invalid");
      if (url.origin !== "http://shop.invalid" || !/^\/(en\/)?shop\/?$/.test(url.pathname)) return "not a listing";
      const result = await guest().catalog.search(toSearchQuery(parseListing(url.searchParams)), { uncached: true });
      const filtering = [...url.searchParams.keys()].some((key) => !["page", "per_page", "sort"].includes(key));
      if (result.total === 0) throw new Finding("0 products");
      if (filtering && catalogueTotal !== undefined && result.total === catalogueTotal) {
        throw new Finding(`${result.total} products: the whole catalogue, the link's filter was not applied`);
      }
      return { note: `${result.total} products` };
    },
  };
}

/**
 * Every order's lines against the order list's net total, as its detail page shows them: the list's
 * total, the lines' sum and the difference (a coupon, an adjustment) as its own line. A customer
 * sees something wrong when an order is missing from the list, has no lines, or has a line whose
 * value cannot be read (its page cannot say how the total is made); what was compared otherwise.
 */
function checkOrderAmounts(orders: OrderSummary[], details: OrderDetail[]): string {
  let differing = 0;
  for (const detail of details) {
    const name = `order ${detail.key.type}/${detail.key.year}/${detail.key.number}`;
    const listed = orders.find(
      (order) => order.key.number === detail.key.number && order.key.year === detail.key.year && order.key.type === detail.key.type,
    );
    if (!listed) throw new Finding(`${name}: the order list does not hold it`);
    if (detail.lines.length === 0) throw new Finding(`${name}: no lines`);
    const amounts = orderAmounts(
      detail.lines.map((line) => line.value),
      listed.totals.net,
    );
    if (amounts.adjustment === null) throw new Finding(`${name}: a line's value cannot be read, so its page cannot say how its total is made`);
    if (Math.abs(amounts.adjustment) > AMOUNT_TOLERANCE) differing++;
  }
  return `${details.length} orders: the lines add up to the order list's total on ${details.length - differing}, ${differing} with a difference (a coupon, an adjustment) shown as its own line`;
}

/**
 * A barcode resolved as the quick order and the scanner resolve a typed code: the price answer is
 * keyed by the code sent, and the code must lead to the article's sku, price and name (an ERP that
 * prices the barcode itself would otherwise be read as an article whose sku is the barcode).
 */
async function checkBarcode(erp: Erp, article: { sku: string; title: string; barcode: string } | undefined): Promise<string | CheckNote> {
  if (!article) return "no article with a barcode on the first page";
  const { prices, skuOfCode, names } = await resolveCodes(erp, new Map([[article.barcode, 1]]));
  const sku = skuOfCode.get(article.barcode);
  if (sku !== article.sku) throw new Finding(`barcode ${article.barcode}: read as ${sku ?? "an unknown code"}, not as the article ${article.sku}`);
  if (!prices[sku]) throw new Finding(`barcode ${article.barcode}: the article ${sku} has no price`);
  const name = names.get(sku) ?? "";
  if (name === "") throw new Finding(`barcode ${article.barcode}: the article ${sku} is shown without its name`);
  return { note: `${article.barcode} → ${sku} «${name}»` };
}

const NOT_AVAILABLE = "not available on this ERP";

/** The answer of a call, or NOT_AVAILABLE where the deployment answers it 404 (the shop then hides its control). */
async function notAvailable<T>(pending: Promise<T>): Promise<T | typeof NOT_AVAILABLE> {
  try {
    return await pending;
  } catch (error) {
    if (isCallNotOnThisErp(error)) return NOT_AVAILABLE;
    throw error;
  }
}

/** A file the ERP handed out, read to its end: a PDF starts with `%PDF-`, a CSV has a line of text, an XML starts with `<` (a signed `.p7m` is an envelope: not empty). */
async function checkFile(file: DocumentFile | null, format: FileFormat): Promise<CheckNote> {
  if (!file) throw new Finding("the customer's own document is unknown");
  const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
  const start = new TextDecoder().decode(bytes.subarray(0, 200));
  const readable =
    format === "pdf"
      ? start.startsWith("%PDF-")
      : format === "xml"
        ? bytes.length > 0 && (file.filename.endsWith(".p7m") || start.trimStart().startsWith("<"))
        : bytes.length > 0 && !start.includes("\u0000");
  if (!readable) throw new Finding(`${file.filename}: not a ${format.toUpperCase()} file`);
  return { note: `${file.filename}, ${bytes.length} bytes` };
}

/** A file of the customer's first invoice that a deployment may not hand out (its CSV, its XML): NOT_AVAILABLE on a 404. */
async function checkOptionalInvoiceFile(
  erp: Erp,
  fetch: (ref: DocumentRef) => Promise<DocumentFile | null>,
  format: FileFormat,
): Promise<string | CheckNote> {
  const [invoice] = await erp.documents.invoices();
  if (!invoice) return "the customer has no invoices";
  const file = await notAvailable(fetch(invoice.ref));
  return file === NOT_AVAILABLE ? file : checkFile(file, format);
}

/**
 * The customer's declarations of intent, only read (registering one would change the customer's
 * paperwork). A 404 says this ERP keeps none (the shop then shows no declarations page nor plafond).
 */
async function checkVatExemptions(erp: Erp): Promise<string | CheckNote> {
  const declarations = await notAvailable(erp.vatExemptions.list());
  if (declarations === NOT_AVAILABLE) return `declarations of intent: ${NOT_AVAILABLE}`;
  const unknown = declarations.filter((declaration) => declaration.remaining === null).length;
  return { note: `${declarations.length} declarations${unknown > 0 ? `, ${unknown} without what is left` : ""}` };
}

/**
 * The test agent's commissions of this year, only read, after signing in as the agent. A 404 says
 * this ERP has none (the shop then shows no commissions page).
 */
async function checkCommissions(options: DoctorOptions): Promise<string | CheckNote> {
  if (!options.agentCredentials) return "no test agent given";
  const signedIn = await createErp({ lang: options.lang, customer: null }).session.login(
    options.agentCredentials.username,
    options.agentCredentials.password,
  );
  if (signedIn.agentCode === null) throw new Finding("the test agent signed in as a customer");
  const erp = createErp({ lang: options.lang, customer: null, agent: { token: signedIn.token, agentCode: signedIn.agentCode } });
  const today = todayInRome();
  const commissions = await notAvailable(erp.agent.commissions({ from: `${today.slice(0, 4)}-01-01`, to: today }));
  if (commissions === NOT_AVAILABLE) return `agent commissions: ${NOT_AVAILABLE}`;
  const blocked = commissions.rows.filter((row) => row.state === "BLOCKED");
  if (blocked.some((row) => row.blockedReason === "")) throw new Finding("a blocked commission does not say which unpaid document blocks it");
  return { note: `${commissions.rows.length} commissions this year, ${blocked.length} blocked` };
}

/**
 * The customer's search settings at their first address, only read: saving them would change what
 * the customer sees. A 404 says this ERP keeps none (the shop then shows no settings page).
 */
async function checkSearchSettings(erp: Erp): Promise<string | CheckNote> {
  const settings = await notAvailable(erp.settings.read());
  if (settings === NOT_AVAILABLE) return `search settings: ${NOT_AVAILABLE}`;
  const view = settings.netOnly ? "net" : "gross";
  return {
    note: `${view} prices${settings.grossLocked ? " (locked by the administrator)" : ""}, autocomplete ${settings.autocompleteOff ? "off" : "on"}`,
  };
}

/**
 * The delivery dates of a few articles that are not rows of the customer's cart: the ERP records a
 * date only on a row it checks, so nothing changes. A 404 says this ERP has no delivery dates (the
 * shop then shows none, and no later-day control).
 */
async function checkDeliveryDates(erp: Erp, productIds: string[]): Promise<string | CheckNote> {
  const cart = await erp.cart.get();
  const inCart = new Set(cart.lines.map((line) => line.productId));
  const items = productIds
    .filter((id) => !inCart.has(id))
    .slice(0, 3)
    .map((productId) => ({ productId, quantity: 1 }));
  if (items.length === 0) return "no article outside the cart to check";
  const found = await notAvailable(erp.delivery.availability(cart.id, items, addWorkingDays(todayInRome(), CART.deliveryBusinessDays)));
  if (found === NOT_AVAILABLE) return `delivery dates: ${NOT_AVAILABLE}`;
  const dated = items.filter((item) => found.get(item.productId)?.availableOn).length;
  return { note: `${items.length} articles: ${dated} with a delivery date` };
}

/**
 * The alternatives of articles the ERP cannot deliver (the only ones the shop asks them for), found
 * in the catalogue's first pages: asked of a few until one names some, and those resolved to products
 * as the shop resolves them (by id or sku). Codes that resolve to no product are a fault, never an
 * empty section.
 */
async function checkAlternatives(erp: Erp): Promise<string | CheckNote> {
  const asked: string[] = [];
  for (let page = 0; page < ALTERNATIVES_SEARCH.pages && asked.length < ALTERNATIVES_SEARCH.tries; page++) {
    const result = await erp.catalog.search({ ...LISTING, page, perPage: ALTERNATIVES_SEARCH.perPage }, { uncached: true });
    const undeliverable = result.products.filter((product) => cannotBeDelivered({ availability: product.availability, stock: null }));
    for (const { sku } of undeliverable.slice(0, ALTERNATIVES_SEARCH.tries - asked.length)) {
      asked.push(sku);
      const codes = await notAvailable(erp.catalog.alternatives(sku));
      if (codes === NOT_AVAILABLE) return `erp/alternatives: ${NOT_AVAILABLE}`;
      if (codes.length === 0) continue;
      const { products } = await erp.catalog.productList({ skus: codes, page: 1, perPage: codes.length });
      const resolved = codes.filter((code) => products.some((product) => namesProduct(code, product)));
      if (resolved.length === 0) throw new Finding(`${sku}: ${codes.length} alternatives named, none of them resolves to a product`);
      return { note: `${sku}: ${resolved.length} of ${codes.length} alternatives resolved` };
    }
    if ((page + 1) * ALTERNATIVES_SEARCH.perPage >= result.total) break;
  }
  return asked.length === 0
    ? { note: "no article the ERP cannot deliver in the first pages of the catalogue" }
    : { note: `no alternatives for ${asked.join(", ")}` };
}

/** The ERP's findings on the customer's active cart, read as the cart page reads them. */
async function checkCartAnomalies(erp: Erp): Promise<string | CheckNote> {
  const cart = await erp.cart.get();
  const anomalies = await notAvailable(erp.cart.anomalies(cart));
  if (anomalies === NOT_AVAILABLE) return `K.check_cart_anomalies: ${NOT_AVAILABLE}`;
  return { note: `${anomalies.length} findings on ${cart.lines.length} lines` };
}

/**
 * Reorder lists on a scratch list, deleted again whatever happens: an article added is read back with
 * its quantity. A 404 of `lists/list` says this ERP has no lists (the shop shows no list control).
 */
async function checkReorderLists(erp: Erp, skus: string[]): Promise<string | CheckNote> {
  if ((await notAvailable(erp.lists.list())) === NOT_AVAILABLE) return `reorder lists: ${NOT_AVAILABLE}`;
  const sku = skus[0];
  if (!sku) return "no article to add to a scratch list";
  const scratch = await erp.lists.create(`ERP doctor ${new Date().toISOString()}`);
  try {
    await erp.lists.addRows(scratch.id, [{ sku, quantity: 2 }]);
    const read = await erp.lists.get(scratch.id);
    const row = read.rows.find((entry) => entry.sku === sku);
    if (row?.quantity !== 2) throw new Finding(`the scratch list does not hold ${sku} × 2 after adding it`);
  } finally {
    await erp.lists.delete(scratch.id);
  }
  if ((await erp.lists.list()).some((list) => list.id === scratch.id)) throw new Finding("the scratch list is still there after deleting it");
  return { note: "a scratch list was made, filled, read and deleted" };
}

async function runCheck(check: Check): Promise<DoctorRow> {
  const answers: ParsedAnswer[] = [];
  const restore = observeParsedAnswers((answer) => answers.push(answer));
  const started = performance.now();
  let result: string | undefined | CheckNote;
  let failure: unknown;
  try {
    result = await check.run();
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
  if (failure instanceof Finding) return { ...base, status: failure.status ?? lastStatus, outcome: "failed", detail: failure.message };
  if (failure !== undefined) throw failure;
  if (typeof result === "string") return { ...base, status: lastStatus, outcome: "skipped", detail: result };
  const fields = answers.flatMap((answer) => answer.tolerated);
  const lost = customerVisibleLosses(fields);
  if (lost.length > 0) return { ...base, status: lastStatus, outcome: "failed", detail: lost.join("; ") };
  const tolerated = [
    ...new Set(fields.map((field) => `${field.path} (${field.dropped ? "dropped: " : ""}${field.expected}, received ${field.received})`)),
  ];
  const detail = [result?.note, ...tolerated].filter(Boolean).join("; ");
  return { ...base, status: result?.status ?? lastStatus, outcome: tolerated.length ? "tolerated" : "ok", detail };
}

/** What a customer misses entirely in a read answer: a list with nothing left in it, images on a host the shop does not serve. */
export function customerVisibleLosses(fields: ToleratedField[]): string[] {
  const lost = fields.flatMap((field) => {
    if (field.allDropped) return [`${field.path}: all ${field.allDropped} items dropped (${field.expected})`];
    if (field.expected === MEDIA_HOST_EXPECTED) return [`${field.path}: image dropped (its host is not an ERP media host, see ERP_MEDIA_HOSTS)`];
    return [];
  });
  return [...new Set(lost)];
}

/** Something a customer would see failed: a primary call (the shop cannot run), any other call or check. */
export function doctorFailed(rows: DoctorRow[]): boolean {
  return rows.some((row) => row.outcome === "malformed" || row.outcome === "failed");
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

/** The closing line: whether the shop can run on this ERP, and whether a customer would see a problem. */
export function doctorVerdict(rows: DoctorRow[]): string {
  const unusable = (row: DoctorRow) => row.outcome === "malformed" || row.outcome === "failed";
  if (rows.some((row) => row.primary && unusable(row))) return "A primary call is unusable: the shop cannot run on this ERP.";
  if (rows.some(unusable)) return "A customer would see what the failed lines say.";
  return "Every call is usable, and a customer would see every image, link and amount checked.";
}
