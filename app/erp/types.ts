// The view models of the ERP client: what routes and components see. Plain types only (no server
// imports), in clear English; the ERP's own field names stay in the schemas of app/erp/*.server.ts.
// Dates are ISO "YYYY-MM-DD" (date-times "YYYY-MM-DDTHH:MM:SS", the ERP's local time); money is
// EUR as numbers; image and file URLs are `/media/...` (the storefront's proxy) or, with PUBLIC_MEDIA_BASE_URL, the CDN's.

export type Lang = "it" | "en";

/** The signed-in customer's ERP context, kept in the session (or the customer a sales agent acts for). */
export interface CustomerContext {
  /** The customer's ERP access token (hub calls); the agent's own token when an agent acts for the customer. */
  token: string;
  clientId: string;
  /** The selected delivery address: one of the customer's own codes. */
  addressCode: string;
  /** The active cart (0 = let the ERP pick the active cart of customer and address). */
  cartId: number;
  /** The login name, sent as the context's `username` when known. */
  username?: string;
  /** The sales agent acting for the customer: sent as `agent_code` with every customer call. */
  agentCode?: string;
}

/** A signed-in sales agent's ERP context, kept in the session: for the agent's own calls (agent/*). */
export interface AgentContext {
  /** The agent's ERP access token. */
  token: string;
  agentCode: string;
}

/** Who is calling: one browser request. A guest has `customer: null`. */
export interface ErpCaller {
  lang: Lang;
  signal?: AbortSignal;
  customer: CustomerContext | null;
  /** A signed-in sales agent (whether or not acting for a customer); absent for everyone else. */
  agent?: AgentContext | null;
  /** The browser request's id, sent to the ERP as X-Request-Id. */
  requestId?: string;
  /** Told when each ERP call starts and settles (the request's Server-Timing). */
  timing?: { erpCallStarted(): () => void };
  /** When the page must have its ERP answers (epoch ms); none for writes. */
  deadline?: number;
  /**
   * When the visitor stops waiting for a write (epoch ms; none: the write's own time-out). A write
   * still under way then goes on without the caller and may land: the caller gets a time-out whose
   * outcome is unknown.
   */
  writeWaitUntil?: number;
}

/** The sales agent who made a cart or an order in a customer's name (`name` "" when the ERP gives only the code). */
export interface AgentRef {
  code: string;
  name: string;
}

// ---- Catalogue ----

export interface ProductImage {
  original: string;
  main: string;
  gallery: string;
  thumb: string;
}

export interface LinkedDocument {
  url: string;
  label: string;
  areaId: string;
}

/** "available" (DISPONIBILE), "arriving" (IN ARRIVO), anything else "unavailable". */
export type AvailabilityState = "available" | "arriving" | "unavailable";

export interface Product {
  id: string;
  sku: string;
  parentId: string | null;
  parentSku: string | null;
  title: string;
  shortDescription: string;
  /** HTML from the ERP: sanitise before rendering. */
  longDescription: string;
  unit: string;
  model: string;
  brand: { code: string; name: string } | null;
  family: {
    level1: { code: string; label: string } | null;
    level2: { code: string; label: string } | null;
    level3: { code: string; label: string } | null;
  };
  availability: AvailabilityState;
  statusCode: string;
  statusLabel: string;
  stock: number;
  images: ProductImage[];
  documents: LinkedDocument[];
  barcodes: string[];
  isNew: boolean;
  inPromotion: boolean;
  comingSoon: boolean;
  availableAgain: boolean;
  color: string;
  size: string;
  typeId: string;
  subtypeId: string;
  children: Product[];
}

export interface ProductDetail {
  product: Product;
  related: Product[];
  barcodes: string[];
  assistanceUrl: string;
  documents: LinkedDocument[];
}

export type SearchSort = "relevance" | "name_asc" | "name_desc" | "price_asc" | "price_desc" | "newest";

/** A catalogue query: `filters` keyed by field (family_lev1, id_brand, promo_type, ...). */
/**
 * The listing flags (ERP-CONTRACT.md): not facet fields, but request fields of the hub's search
 * (`promo_list`: articles in any promotion; `next_insert`: arriving; `disponibili`: available now).
 */
export const LISTING_FLAGS = ["promo_list", "next_insert", "disponibili"] as const;
export type ListingFlag = (typeof LISTING_FLAGS)[number];

export interface SearchQuery {
  text: string;
  filters: Record<string, string[]>;
  /** Listing flags, sent as request fields with the value `true`. */
  flags?: ListingFlag[];
  /** 0-based page index. */
  page: number;
  perPage: number;
  sort: SearchSort;
  minPrice?: number;
  maxPrice?: number;
}

export interface SearchResult {
  products: Product[];
  total: number;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface FacetGroup {
  field: string;
  /** The group's label in the request language ("Marca" / "Brand"). */
  label: string;
  values: FacetValue[];
  /** The values of this field that are currently selected. */
  selected: string[];
}

export interface QuantityBreak {
  promoRow: string;
  minQuantity: number;
  unitPrice: number;
}

export interface Promotion {
  code: string;
  row: string;
  title: string;
  startDate: string | null;
  endDate: string | null;
}

/** A customer's price for one article (all amounts excl. VAT unless said). */
export interface Price {
  sku: string;
  listPrice: number;
  /** The customer's unit price after discounts and promotion. */
  unitPrice: number;
  /** The unit price incl. VAT. */
  grossPrice: number;
  vatPercent: number;
  /** Units in stock. */
  stock: number;
  /** Cascade discount percents, without the zeros. */
  discounts: number[];
  promotion: Promotion | null;
  quantityBreaks: QuantityBreak[];
  packaging: { multiple: number; unit: string };
  /** A label the ERP wants shown next to the article, or "". */
  label: string;
  orderable: boolean;
}

export interface Suggestion {
  sku: string;
  name: string;
  image: string;
}

export interface ProductListPage {
  products: Product[];
  total: number;
  /** 1-based. */
  page: number;
  pages: number;
}

// ---- Content ----

/** One mega menu item as the CMS lists it (flat; the shell builds the tree from `parentId`). */
export interface MenuEntry {
  id: string;
  /** null for a top-level item. */
  parentId: string | null;
  title: string;
  label: string;
  url: string;
  /** Hidden, with everything below it. */
  disabled: boolean;
  isGroup: boolean;
  order: number;
  image: string | null;
}

export interface PromoTab {
  text: string;
  url: string;
  icon: string;
  /** The tab opens the latest-order-list modal instead of navigating. */
  opensLatestOrders: boolean;
}

export interface HomeSlide {
  title: string;
  subtitle: string;
  /** The call-to-action text, or "". */
  button: string;
  image: string;
  /** The image for narrow screens ("" = use `image`). */
  mobileImage: string;
  url: string;
}

export interface HomeTile {
  label: string;
  image: string;
  url: string;
}

export interface Flyer {
  label: string;
  pdfUrl: string;
  image: string;
}

export interface HomeContent {
  slides: HomeSlide[];
  promoBanners: HomeSlide[];
  categories: HomeTile[];
  brands: HomeTile[];
  departments: HomeTile[];
  flyers: Flyer[];
}

export interface WebPage {
  title: string;
  /** HTML from the ERP: sanitise before rendering. */
  html: string;
  css: string;
}

export interface BlogPostSummary {
  id: string;
  title: string;
  route: string;
  intro: string;
  publishedOn: string | null;
  image: string;
  author: string;
}

export interface BlogPost extends Omit<BlogPostSummary, "intro"> {
  /** HTML from the ERP: sanitise before rendering. */
  html: string;
}

export interface BlogPage {
  posts: BlogPostSummary[];
  total: number;
}

export interface ContactRequest {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  consent: boolean;
  /** e.g. "contact" or "assistance". */
  type: string;
}

// ---- Session and account ----

export interface AddressChoice {
  code: string;
  street: string;
  city: string;
}

/** What a successful login returns: the session keeps all of it. */
export interface SignedIn {
  token: string;
  /** The customer's contact, or the agent's own name. */
  name: string;
  company: string;
  /** "0" for an agent. */
  clientId: string;
  /** None for an agent, who chooses a customer of their portfolio (agent.customers) to act for. */
  addresses: AddressChoice[];
  role: "customer" | "agent";
  /** The agent's code (role "agent"), else null. */
  agentCode: string | null;
}

export interface Registration {
  name: string;
  email: string;
  vat: string;
  phone: string;
  company: string;
  taxCode: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  consent: boolean;
}

export interface Customer {
  code: string;
  companyName: string;
  firstName: string;
  lastName: string;
  vatNumber: string;
  taxCode: string;
  pec: string;
  sdiCode: string;
  discountCode: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
  fax: string;
  email: string;
  discount: string;
  paymentMethod: string;
  /** Freight terms ("Franco destino"). */
  freightTerms: string;
  carrier: string;
  agent: string;
}

export interface Address {
  code: string;
  label: string;
  street: string;
  city: string;
  postalCode: string;
  province: string;
  country: string;
  phone: string;
  email: string;
  agentCode: string;
  agentName: string;
  paymentMethod: string;
  freightTerms: string;
  carrier: string;
}

/** The customer's credit position. */
export interface CreditPosition {
  overdue: number;
  notYetDue: number;
  remittancesTotal: number;
  unbilledDeliveryNotes: number;
  openOrders: number;
  creditLimit: number;
  /** Credit limit minus exposure (negative: over the limit). */
  available: number;
  currency: string;
}

export interface PaymentDeadline {
  dueDate: string | null;
  description: string;
  document: string;
  /** Payment type code ("RBA", "BB", ...). */
  type: string;
  amount: number;
  documentTotal: number;
}

export type OrderStatus = "to-be-accepted" | "to-checkout" | "fulfilled" | "partly-fulfilled" | "cancelled" | "unknown";

/** The storefront's order filter; the ERP's `type` codes stay in account.server.ts. */
export type OrderFilter = "all" | Exclude<OrderStatus, "unknown">;

/** Identifies one order: type (causal), number and year of the final document. */
export interface OrderKey {
  type: string;
  number: string;
  year: string;
}

export interface OrderSummary {
  key: OrderKey;
  registeredOn: string | null;
  deliveryOn: string | null;
  address: string;
  city: string;
  totals: { net: number; vat: number; total: number; quantity: number };
  status: OrderStatus;
  cartId: number;
  /**
   * The agent who placed the order; null when the customer did. (Optional only because fixtures
   * written before agents lack it: the ERP client always sets it.)
   */
  createdByAgent?: AgentRef | null;
  /** The job site the order was sent for; null when none. (Optional as `createdByAgent`: the ERP client always sets it.) */
  jobSite?: JobSiteRef | null;
}

export interface OrderLine {
  rowId: string;
  sku: string;
  description: string;
  unit: string;
  ordered: number;
  delivered: number;
  remaining: number;
  /** The net unit price (`netto`); null when the ERP gave none the shop can read. */
  unitPrice: number | null;
  /** The ordered line's net value (`valore.ordinato`); null when unknown. */
  value: number | null;
  image: string;
  link: string;
}

export interface OrderDetail {
  key: OrderKey;
  registeredOn: string | null;
  deliveryOn: string | null;
  address: string;
  city: string;
  status: OrderStatus;
  lines: OrderLine[];
  /** The order's net total as the order list (get_orders) says it: a coupon or an adjustment makes it differ from the lines. */
  netTotal: number;
  /** The agent who placed the order; null when the customer did. */
  createdByAgent: AgentRef | null;
  /** The job site the order was sent for, as the order list says it; null when none. */
  jobSite: JobSiteRef | null;
}

/** The ERP's own row of an ordered article (get_latest_order_list `orders`). */
export interface LatestOrderedRow {
  /** `CodiceInternoArticolo` (= Product `id`); "" where the row lacks it. */
  id: string;
  /** `CodiceArticolo` (= Product `sku`). */
  sku: string;
  title: string;
  /** The last order's day and quantity, where the row says them. */
  lastOrderedOn: string | null;
  quantity: number | null;
}

export interface LatestOrderedPage {
  /** The page's articles as internal codes (Product `id`), in the ERP's order. */
  codes: string[];
  rows: LatestOrderedRow[];
  /** The products of `codes` where the answer carried them (`data`), else null. */
  products: Product[] | null;
  total: number;
  pages: number;
  /** 1-based. */
  page: number;
}

/** The customer's last order of one article (A.get_latest_order_by_item). */
export interface LastOrderOfItem {
  /** ISO day, or null when unreadable. */
  on: string | null;
  quantity: number | null;
  netPrice: number | null;
  /** The order's document as the ERP writes it, "OC/2026/4101"; "" when missing. */
  document: string;
}

/** An inclusive date range, ISO days; both ends optional. */
export interface DateRange {
  from?: string;
  to?: string;
}

export type DocumentKind = "invoice" | "credit-note" | "delivery-note";

/** Identifies one document for its PDF. */
export interface DocumentRef {
  kind: DocumentKind;
  scope: string;
  year: string;
  number: string;
  /** "I" accompanying (immediate) or "D" deferred. */
  type: string;
}

export interface AccountDocument {
  ref: DocumentRef;
  /** The document's display number, e.g. "F/2026/90540". */
  label: string;
  date: string | null;
  destination: string;
  taxable: number;
  total: number;
  billing: "immediate" | "deferred";
  /** The job site the document was made for; null when none (or the ERP does not say). */
  jobSite: JobSiteRef | null;
  /** An invoice's or credit note's state at the exchange system (SDI); null when the ERP does not say. */
  sdi: { status: SdiStatus; date: string | null } | null;
}

/** Where an e-invoice stands at the Sistema di Interscambio. */
export const SDI_STATUSES = ["INVIATA", "CONSEGNATA", "MANCATA_CONSEGNA", "SCARTATA"] as const;
export type SdiStatus = (typeof SDI_STATUSES)[number];

// ---- Job sites ----

/** A job site as an order, DDT or invoice carries it: its name and the public works' codes ("" when none). */
export interface JobSiteRef {
  name: string;
  cig: string;
  cup: string;
}

/** One of the customer's job sites (cantieri). */
export interface JobSite extends JobSiteRef {
  id: string;
  /** The delivery address it was saved at; "" when none. */
  addressCode: string;
}

/** A PDF, a CSV, or an invoice's FatturaPA XML (plain, or its signed `.xml.p7m`: the ERP's URL says which). */
export type FileFormat = "pdf" | "csv" | "xml";

/** A file the ERP hands out (a document's PDF or CSV, the deadlines, an order's tracking), streamed to the customer. */
export interface DocumentFile {
  contentType: string;
  contentLength: number | null;
  /** The bytes, streamed from the ERP. */
  body: ReadableStream<Uint8Array>;
  filename: string;
}

// ---- Cart and checkout ----

export interface CartLine {
  rowId: string;
  cartId: number;
  productId: string;
  sku: string;
  name: string;
  quantity: number;
  listPrice: number;
  unitPrice: number;
  /** quantity × unit price, rounded to cents. */
  lineTotal: number;
  image: string;
  unit: string;
  promoCode: string;
  promoRow: string;
  /** Quantities must be multiples of this. */
  packagingMultiple: number;
  /** What the ERP can deliver of the article (its `availability`); null: it did not say. */
  stock: number | null;
}

/** A finding of the ERP on the cart before it is sent, naming its line by row id or article where it can. */
export interface CartAnomaly {
  rowId: string | null;
  productId: string | null;
  code: string;
  /** In the customer's language, as the ERP wrote it. */
  message: string;
}

export interface Coupon {
  code: string;
  description: string;
  discount: number;
}

export interface Cart {
  id: number;
  lines: CartLine[];
  /** Sum of the line quantities. */
  itemCount: number;
  totals: {
    /** Lines after the coupon. */
    net: number;
    shipping: number;
    /** net + shipping. */
    gross: number;
    vat: number;
    /** gross + VAT. */
    total: number;
    /** Net amount from which shipping is free. */
    freeShippingFrom: number;
  };
  minOrder: { warning: string; minimumAmount: number; compliant: boolean };
  canCheckout: boolean;
  coupon: Coupon | null;
  /** An agent cart (the agent who started or saved it); null: a client cart, the customer's own. */
  createdByAgent: AgentRef | null;
}

export interface CartAddition {
  sku: string;
  quantity: number;
  /** From the article's price; "0" or absent = no promotion. */
  promoCode?: string;
  promoRow?: string;
}

export interface CartRemoval {
  reload: boolean;
  message: string;
}

export interface SavedCart {
  id: number;
  name: string;
  createdAt: string | null;
  net: number;
  lineCount: number;
  /** An agent cart (a proposal the agent prepared); null: a client cart. */
  createdByAgent: AgentRef | null;
}

export type DeliveryType = "SHIPPING_GOOD" | "PICKUP_HEADQUARTER";

export interface CheckoutAnomaly {
  code: string;
  message: string;
  sku: string;
}

export interface CheckoutPreview {
  /** null: the ERP did not say (shown as unknown, never as 0). */
  totals: { net: number | null; vat: number | null; transport: number | null; total: number | null };
  shippingDate: string | null;
  paymentMethod: string;
  anomalies: CheckoutAnomaly[];
}

export interface OrderSubmission {
  deliveryType: DeliveryType;
  note: string;
  /** ISO day. */
  shippingDate: string;
  transportCost: number;
  couponCode?: string;
  /** The job site the order is for. */
  jobSite?: JobSiteRef | null;
}

export interface WishlistEntry {
  sku: string;
  addedAt: string | null;
}

// ---- Sales agents ----

/** A customer of the agent's portfolio, as the customer picker lists it. */
export interface AgentCustomer {
  clientId: string;
  companyName: string;
  vatNumber: string;
  city: string;
  province: string;
  addresses: AddressChoice[];
  /** Unpaid instalments due before today, with VAT; null when the ERP did not say. */
  overdueAmount: number | null;
  /** Every unpaid instalment, with VAT; null when the ERP did not say. */
  openAmount: number | null;
  lastOrderDate: string | null;
}

export interface AgentCustomerPage {
  customers: AgentCustomer[];
  /** Every match of the search. */
  total: number;
  /** 1-based. */
  page: number;
  perPage: number;
  pages: number;
}

/** One thing an agent did in a customer's name. */
export interface AgentActivity {
  /** "YYYY-MM-DDTHH:MM:SS", the ERP's local time. */
  at: string | null;
  agentCode: string;
  clientId: string;
  /** The ERP's name of the change: add_to_cart, send_order, wishlist_add, ... */
  action: string;
  /** What it was about: an article, a coupon, a saved cart's name, an order number. */
  reference: string;
}

// ---- Tracking ----

export type CartTrackingAction = "add-to-cart" | "update-cart" | "remove-cart" | "prepare-order" | "send-order";

/** What the caller knows of a tracked event; the customer fields come from the session. */
export interface TrackingRecord {
  listingType?: string;
  listingCode?: string;
  pageVisited?: string;
  cookies?: Record<string, string>;
  otherData?: Record<string, unknown>;
}

/** An agent's commission: ACCRUED (maturata), PAID (liquidata), BLOCKED (bloccata per insoluto). */
export const COMMISSION_STATES = ["ACCRUED", "PAID", "BLOCKED"] as const;
export type CommissionState = (typeof COMMISSION_STATES)[number];

export interface Commission {
  clientId: string;
  companyName: string;
  /** The document it is earned on ("F/2026/90540"). */
  document: string;
  date: string | null;
  taxable: number | null;
  /** Percent. */
  rate: number | null;
  amount: number | null;
  /** Null for a state this shop does not know (the row is kept, shown without one). */
  state: CommissionState | null;
  /** Why a blocked one is blocked: the unpaid document, in the ERP's words. */
  blockedReason: string;
}

export interface Commissions {
  rows: Commission[];
  /** The ERP's totals; null when it gave none (the shop then adds the rows up). */
  totals: { accrued: number | null; paid: number | null; blocked: number | null } | null;
}
