// The demo ERP's dialects. "default" answers in the shapes of ERP-CONTRACT.md's tables; "varying"
// answers every contract call in the other forms the contract's "Shapes that vary between
// deployments" lists, so the storefront is tested against more than the ERP it was built beside:
// - envelopes: Frappe calls bare or wrapped (by call), hub answers without `status` or wrapped,
//   `wrapper/login` the older way (its object at the top level), account/cart/wishlist bare;
// - scalars: numeric-string ids as numbers and numeric ids as strings, numbers as strings (decimal
//   comma with thousands dots, "1.000" for a thousand), flags as "1"/"0", empty texts as null,
//   DD/MM/YYYY dates as dd/mm/yy;
// - nested objects: brand and family levels as {code, label} objects, created_by_agent as {code};
// - file URLs absolute on the ERP's own host, media at the paths production uses (images under
//   /images/ with a query, flyers and sheets under /pdf/); CMS links without the leading slash;
// - lists as maps keyed by id (related products, children, addresses, cart rows, reorder list
//   rows, declarations of intent, commissions), wishlist entries as products; an extra field in every object;
// - order lines with every amount state and their decimals, latest orders' internal codes for the
//   page only and without `data`, an article's last order without its result wrapper;
// - CMS links to a family of the third level as its lone code, listing flags as `1`;
// - return requests' lines and requests as maps, their days as DD/MM/YYYY, a row's document as its label;
// - job sites as a map keyed by id, a row's job site as one object {name, cig, cup} (job-sites.ts),
//   an invoice's SDI state in words ("mancata consegna"), its XML as the signed `.xml.p7m`.
// One pure function of the path and the default answer: the same request always gets the same answer.

export const DIALECTS = ["default", "varying"] as const;
export type Dialect = (typeof DIALECTS)[number];

/** The dialect named by DEMO_ERP_DIALECT (unset: default); anything else is an error. */
export function dialectOf(value: string | undefined): Dialect {
  const name = value?.trim() || "default";
  if (!(DIALECTS as readonly string[]).includes(name)) {
    throw new Error(`DEMO_ERP_DIALECT must be one of ${DIALECTS.join(", ")}, got "${name}"`);
  }
  return name as Dialect;
}

/** Ids and codes the ERP writes as strings of digits or as numbers (never as formatted amounts). */
const ID_KEYS = new Set([
  "id",
  "client_id",
  "address_code",
  "row_id",
  "id_cart",
  "id_list",
  "id_riga",
  "Codice",
  "AnnoDocDefinitivo",
  "NumeroDocDefinitivo",
  "IDCarrello",
  "year",
  "number",
  "anno",
  "numero_documento",
  "id_parent",
  "promo_code",
  "promo_row",
  "media_area_id",
  "id_carrello",
  "oarti",
  "internalCode",
  "id_job_site",
]);
const FLAG_KEYS = new Set([
  "is_new",
  "next_insert",
  "available_again",
  "disable",
  "is_group",
  "is_promo",
  "close_enable",
  "compliant",
  "reload",
  "b2b",
  "ADD_TO_CART",
  "disable_gross_price_view",
  "admin_disable_gross_price_view",
  "disable_autocomplete",
  "first_update",
]);
/** Left exactly as they are: the refusal marker, the hub status, secrets. */
const KEPT_KEYS = new Set(["success", "status", "access_token", "message"]);
/** Lists that come as maps keyed by their items' id field. */
const MAPPED_LISTS: Record<string, string> = {
  relatedProducts: "id",
  children_items: "id",
  ListaIndirizzi: "Codice",
};
/** Objects that are maps already: no extra field inside them. */
const MAP_KEYS = new Set(["data", "facet_results", "facets_check_results", "lines", "rows", "history"]);

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isListForm(value: Json): boolean {
  return Array.isArray(value) && value.length === 2 && isRecord(value[0]) && Number.isInteger(value[1]);
}

/** 1234.5 → "1.234,50"; 1000 → "1.000"; 12 → "12". */
export function italianNumber(value: number): string {
  const negative = value < 0;
  const [whole, decimals] = Math.abs(value)
    .toFixed(Number.isInteger(value) ? 0 : 2)
    .split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return `${negative ? "-" : ""}${grouped}${decimals ? `,${decimals}` : ""}`;
}

function varyScalar(key: string, value: Json, baseUrl: string): Json {
  if (KEPT_KEYS.has(key)) return value;
  if (key === "created_by_agent" && typeof value === "string" && value !== "") return { code: value };
  if (ID_KEYS.has(key)) {
    if (typeof value === "number") return String(value);
    if (typeof value === "string" && /^[1-9]\d{0,14}$/.test(value)) return Number(value);
    return value;
  }
  if (FLAG_KEYS.has(key) && (typeof value === "boolean" || value === 0 || value === 1)) return value === true || value === 1 ? "1" : "0";
  if (typeof value === "number") return italianNumber(value);
  if (typeof value === "string") {
    if (value === "") return null;
    if (value.startsWith("/files/")) return productionMediaUrl(value, baseUrl);
    if (key === "url" && /^\/(shop|pages|web-page|product)\b/.test(value)) return value.slice(1);
    const date = /^(\d{2})\/(\d{2})\/\d{2}(\d{2})$/.exec(value);
    if (date) return `${date[1]}/${date[2]}/${date[3]}`;
  }
  return value;
}

function labelObjects(key: string, value: Record<string, Json>): Record<string, Json> {
  if (key === "brand" && "cprec_darti" in value) return { code: value.cprec_darti, label: value.tprec_darti };
  if (key === "family") {
    const levels: Record<string, Json> = {};
    for (const level of [1, 2, 3]) {
      const code = value[`lev${level}`];
      if (code !== undefined && code !== "") levels[`lev${level}`] = { code, label: value[`lev${level}_label`] ?? "" };
    }
    return levels;
  }
  return value;
}

function keyedBy(items: Json[], field: string): Record<string, Json> | Json[] {
  const entries = items.map((item) => [isRecord(item) ? String(item[field] ?? "") : "", item] as const);
  return entries.every(([id]) => id !== "") ? Object.fromEntries(entries) : items;
}

function varyValue(key: string, value: Json, baseUrl: string): Json {
  if (Array.isArray(value)) {
    if (isListForm(value)) return [varyValue(key, value[0], baseUrl), value[1]];
    const items = value.map((item) => varyValue(key, item, baseUrl));
    const mapField = MAPPED_LISTS[key];
    return mapField ? keyedBy(items, mapField) : items;
  }
  if (isRecord(value)) {
    const shaped = labelObjects(key, value);
    const out: Record<string, Json> = {};
    for (const [childKey, child] of Object.entries(shaped)) out[childKey] = varyValue(childKey, child, baseUrl);
    if (!MAP_KEYS.has(key)) out._modified = "2026-01-01 00:00:00.000000";
    return out;
  }
  return varyScalar(key, value, baseUrl);
}

/** A stable choice per call, so that calls differ from each other but a call never changes. */
function pick(path: string, choices: number): number {
  let hash = 0;
  for (const char of path) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % choices;
}

/** "YYYY-MM-DD HH:MM:SS" → "DD/MM/YYYY" (a return request's day, as older deployments write it). */
function italianDay(value: Json): Json {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : value;
}

/**
 * Return requests as another deployment answers them: document lines and requests as maps keyed by
 * their id, days as DD/MM/YYYY, a row's document as its "scope/year/number" label, rows and history as maps.
 */
function varyReturns(path: string, payload: Record<string, Json>): Json {
  if (path === "/hub/account/ddt_lines" && Array.isArray(payload.lines)) return { ...payload, lines: keyedBy(payload.lines, "id_riga") };
  if (path === "/hub/account/returns" && Array.isArray(payload.data)) {
    const requests = payload.data.map((entry) => (isRecord(entry) ? { ...entry, created: italianDay(entry.created) } : entry));
    return { ...payload, data: keyedBy(requests, "rma_number") };
  }
  if (path === "/hub/account/return_get" && Array.isArray(payload.rows) && Array.isArray(payload.history)) {
    const rows = payload.rows.map((row) => {
      const document = isRecord(row) && isRecord(row.document) ? row.document : null;
      return document ? { ...row, document: `${document.scope}/${document.year}/${document.number}` } : row;
    });
    const history = payload.history.map((step) => (isRecord(step) ? { ...step, at: italianDay(step.at) } : step));
    return { ...payload, created: italianDay(payload.created), rows: { ...rows }, history: { ...history } };
  }
  return payload;
}

/**
 * Cart rows as a list (the default answers a map), wishlist entries as products, reorder list rows as
 * a map by row id, declarations of intent and commissions as maps.
 */
function varyData(path: string, payload: Json): Json {
  if (!isRecord(payload)) return payload;
  if (/^\/hub\/account\/(ddt_lines|returns|return_get)$/.test(path)) return varyReturns(path, payload);
  if (path.startsWith("/hub/lists/") && path !== "/hub/lists/list" && Array.isArray(payload.data)) {
    return { ...payload, data: keyedBy(payload.data, "row_id") };
  }
  if (path.startsWith("/hub/wishlist/") && Array.isArray(payload.data)) {
    return { ...payload, data: payload.data.map((entry) => (isRecord(entry) ? { id: entry.item_id, sku: entry.item_id, title: "" } : entry)) };
  }
  if (path.startsWith("/hub/wrapper/") && isRecord(payload.data)) return { ...payload, data: Object.values(payload.data) };
  // Declarations of intent keyed by protocol, commissions by document.
  if (path === "/hub/account/vat_exemptions" && Array.isArray(payload.data)) return { ...payload, data: keyedBy(payload.data, "protocol") };
  if (path === "/hub/agent/commissions" && Array.isArray(payload.data)) return { ...payload, data: keyedBy(payload.data, "document") };
  if (path === "/hub/account/job_sites" && Array.isArray(payload.data)) return { ...payload, data: keyedBy(payload.data, "id_job_site") };
  return payload;
}

/**
 * The order detail's optional amount fields (`saldato`, `evadibile` per quantity state, the decimals)
 * and the latest orders' `art_codes` holding only the page's codes, as other deployments answer them.
 */
function varyOrderShapes(path: string, payload: Json): Json {
  if (!isRecord(payload)) return payload;
  if (path.endsWith(".get_order_detail") && isRecord(payload.message) && Array.isArray(payload.message.order_details)) {
    const order_details = payload.message.order_details.map((line) => {
      if (!isRecord(line) || !isRecord(line.quantita) || !isRecord(line.valore)) return line;
      const states = (amounts: Record<string, Json>) => ({ ...amounts, saldato: amounts.consegnato, evadibile: amounts.residuo });
      return { ...line, quantita: states(line.quantita), valore: states(line.valore), decimali_prezzo: 2, decimali_valore: 2 };
    });
    return { ...payload, message: { ...payload.message, order_details } };
  }
  if (path === "/hub/account/get_latest_order_list" && Array.isArray(payload.orders)) {
    // The page's internal codes only, no `data` (the shop asks product_list by those codes), the other quantity name.
    const { data: _data, ...rest } = payload;
    const orders = payload.orders.map((row) => {
      if (!isRecord(row)) return row;
      const { QuantitaUltimoOrdine, ...other } = row;
      return { ...other, QtaUltimoOrdine: QuantitaUltimoOrdine ?? null };
    });
    return { ...rest, orders, art_codes: payload.orders.map((row) => (isRecord(row) ? row.CodiceInternoArticolo : row)) };
  }
  if (path.endsWith(".get_latest_order_by_item") && isRecord(payload.GetUltimoOrdinatoClienteXArticoloResult)) {
    return payload.GetUltimoOrdinatoClienteXArticoloResult;
  }
  return payload;
}

/** An invoice's state at the exchange system in words ("mancata consegna"), as a deployment that shows it writes it. */
function varySdiStatus(path: string, payload: Json): Json {
  if (path !== "/hub/account/get_invoices" || !Array.isArray(payload)) return payload;
  return payload.map((row) =>
    isRecord(row) && typeof row.sdi_status === "string" ? { ...row, sdi_status: row.sdi_status.toLowerCase().replace(/_/g, " ") } : row,
  );
}

/**
 * CMS links as other deployments write them: a family of the third level as its lone code
 * (`shop?filters-family_lev3=…`, without its parents), the listing flags as `1`.
 */
function varyListingLink(url: string): string {
  const family = /^\/shop\?family_lev1=[^&]+&family_lev2=[^&]+&family_lev3=([^&]+)$/.exec(url);
  if (family) return `shop?filters-family_lev3=${family[1]}`;
  return url.replace(/\b(promo_list|next_insert|disponibili)=true\b/g, "$1=1");
}

function varyListingLinks(path: string, payload: Json): Json {
  if ((path !== "/cms/b2b-menu-items" && path !== "/cms/b2b-promo-slider") || !Array.isArray(payload)) return payload;
  return payload.map((item) => (isRecord(item) && typeof item.url === "string" ? { ...item, url: varyListingLink(item.url) } : item));
}

/** The envelope a deployment of this call might use, around the varied payload. */
function envelopeFor(path: string, body: Json, vary: (payload: Json) => Json): Json {
  const wrapped = isRecord(body) && "message" in body && Object.keys(body).length === 1;
  const payload = wrapped ? body.message : body;
  if (path === "/hub/wrapper/login" || path.endsWith(".wrapper.login")) {
    return isRecord(payload) && !isListForm(payload) ? vary(payload) : { message: vary(payload) };
  }
  if (wrapped && isListForm(payload)) return { message: vary(payload) };
  const varied = vary(payload);
  if (path.startsWith("/hub/account/") || path.startsWith("/hub/cart/") || path.startsWith("/hub/wishlist/")) return varied;
  if (path.startsWith("/hub/search/") || path.startsWith("/hub/erp/") || path.startsWith("/hub/agent/") || path.startsWith("/hub/lists/")) {
    if (!isRecord(varied)) return varied;
    const { status: _status, ...rest } = varied;
    return pick(path, 2) === 0 ? rest : { message: varied };
  }
  if (path.startsWith("/cms/")) return wrapped ? varied : { message: varied };
  // Frappe calls and the hub's wrapper/*: bare for some calls, wrapped for others.
  if (wrapped && isRecord(varied) && !("message" in varied) && pick(path, 2) === 0) return varied;
  return wrapped ? { message: varied } : varied;
}

// ---- Media at production paths ----

/** The demo's file folders and the paths a production ERP serves the same files at. */
const PRODUCTION_MEDIA_PATHS: ReadonlyArray<readonly [demo: string, production: string]> = [
  ["/files/images/", "/images/"],
  ["/files/flyers/", "/pdf/flyers/"],
  ["/files/docs/", "/pdf/docs/"],
];

/** A demo file URL as a production ERP writes it: absolute on its own host, images with a version query. */
function productionMediaUrl(path: string, baseUrl: string): string {
  for (const [demo, production] of PRODUCTION_MEDIA_PATHS) {
    if (!path.startsWith(demo)) continue;
    const moved = `${baseUrl}${production}${path.slice(demo.length)}`;
    return production === "/images/" ? `${moved}?v=2` : moved;
  }
  return `${baseUrl}${path}`;
}

/** The demo file behind a production media path (`/images/X.svg` → `/files/images/X.svg`), or null. */
export function demoFilePath(path: string): string | null {
  const found = PRODUCTION_MEDIA_PATHS.find(([, production]) => path.startsWith(production));
  return found ? `${found[0]}${path.slice(found[1].length)}` : null;
}

/** The answer of a contract call in the varying dialect. `baseUrl` is the demo ERP's own origin. */
export function varyAnswer(path: string, body: Json, baseUrl: string): Json {
  return envelopeFor(path, body, (payload) =>
    varyValue("", varyData(path, varyListingLinks(path, varySdiStatus(path, varyOrderShapes(path, payload)))), baseUrl),
  );
}
