// Catalogue calls: search and facets (hub search/*), prices and accessories (hub erp/*), and the
// Frappe product calls (get_item, get_item_child, child_list, product_list, autocomplete).
//
// Caching: catalogue data carries no prices and is the same for every customer, so the answers a
// guest gets (requested with the guest context 0/0/0) are public and shared across requests, keyed
// on the normalised request. A signed-in customer's calls carry their context, which the real hub
// may use (assortment, active cart), so they are never shared. Prices are never shared either.
import { z } from "zod";
import type { CallRef } from "./envelope";
import { clientContext, customerCodeContext, type CallSpec, type Link } from "./link.server";
import { roundTo } from "./numbers";
import {
  documentMedia,
  erpDay,
  erpField,
  erpId,
  erpNumber,
  flag,
  isRecord,
  keyedBy,
  labelled,
  list,
  media,
  nullableNumber,
  optionalFlag,
  optionalId,
  optionalNumber,
  optionalObject,
  parseWith,
  text,
  type Labelled,
} from "./schema.server";
import { nullIfNotFound } from "./errors";
import type {
  AvailabilityState,
  CustomerContext,
  FacetGroup,
  LinkedDocument,
  Price,
  Product,
  ProductDetail,
  ProductImage,
  ProductListPage,
  SearchQuery,
  SearchResult,
  Suggestion,
} from "./types";

const W = "/api/method/mymb_ecommerce.controllers.wrapper";
const MAX_PRICE_CODES = 200;
const AUTOCOMPLETE_ROWS = 5;

// ---- Wire schemas ----

/** An image: `{original, main, gallery, thumb}` (any of them may be missing) or one URL for all sizes. */
const ImageWire = z
  .preprocess(
    (value) => (typeof value === "string" ? { original: value } : value),
    z.object({ original: media, main: media, gallery: media, thumb: media }),
  )
  .transform((image): ProductImage => {
    const any = image.main || image.original || image.gallery || image.thumb;
    return {
      original: image.original || any,
      main: image.main || any,
      gallery: image.gallery || image.main || any,
      thumb: image.thumb || image.gallery || any,
    };
  });

/** Images without any usable URL are left out. */
const images = list(ImageWire).transform((items) => items.filter((image) => image.main !== ""));

/** A document: `{url, text, media_area_id}` or a bare URL; one without a usable URL is left out. */
const DocumentWire = z.preprocess(
  (value) => (typeof value === "string" ? { url: value } : value),
  z.object({ url: documentMedia, text: text, media_area_id: text }),
);

const documents = list(DocumentWire).transform((docs) =>
  docs.filter((doc) => doc.url !== "").map((doc): LinkedDocument => ({ url: doc.url, label: doc.text, areaId: doc.media_area_id })),
);

/** A barcode: a string or a number (EAN-13 codes may lose nothing as numbers below 2^53). */
const barcode = z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String);

/** A family level: a code with `lev<n>_label` beside it, or an object holding code and label. */
function familyLevel(level: Labelled | null, label: string): { code: string; label: string } | null {
  if (!level) return null;
  return { code: level.code, label: label || level.label || level.code };
}

const FamilyWire = optionalObject({
  lev1: labelled,
  lev2: labelled,
  lev3: labelled,
  lev1_label: text,
  lev2_label: text,
  lev3_label: text,
});

function availabilityOf(status: string): AvailabilityState {
  const code = status.trim().toUpperCase();
  if (code === "DISPONIBILE") return "available";
  if (code === "IN ARRIVO") return "arriving";
  return "unavailable";
}

/** A marker such as `promo_type` or `is_new`: a flag, or a code (a promotion "PR1") meaning yes. */
const marker = erpField((value): boolean => {
  if (typeof value === "string" && !["", "0", "false", "no", "n"].includes(value.trim().toLowerCase())) return true;
  return value === true || (typeof value === "number" && value !== 0);
});

/** Built on the first parse and kept: z.lazy calls its getter on every parse, once per product of every answer. */
let productSchema: z.ZodType<Product, z.ZodTypeDef, unknown> | undefined;

const ProductWire: z.ZodType<Product, z.ZodTypeDef, unknown> = z.lazy(() => (productSchema ??= productWireSchema()));

function productWireSchema(): z.ZodType<Product, z.ZodTypeDef, unknown> {
  return z
    .object({
      id: erpId,
      sku: erpId,
      id_parent: optionalId,
      parent_sku: optionalId,
      title: text,
      short_description: text,
      long_description: text,
      unit: text,
      model: text,
      brand: labelled,
      family: FamilyWire,
      product_status: labelled,
      product_status_description: text,
      quantity: optionalNumber,
      images,
      docs: documents,
      barcodes: list(barcode),
      is_new: marker,
      promo_type: marker,
      next_insert: marker,
      available_again: marker,
      color: text,
      size: text,
      id_type: text,
      id_subtype: text,
      children_items: list(ProductWire),
    })
    .transform((wire): Product => {
      const status = wire.product_status?.code ?? "";
      return {
        id: wire.id,
        sku: wire.sku,
        parentId: wire.id_parent,
        parentSku: wire.parent_sku,
        title: wire.title,
        shortDescription: wire.short_description,
        longDescription: wire.long_description,
        unit: wire.unit,
        model: wire.model,
        brand: wire.brand ? { code: wire.brand.code, name: wire.brand.label || wire.brand.code } : null,
        family: {
          level1: familyLevel(wire.family?.lev1 ?? null, wire.family?.lev1_label ?? ""),
          level2: familyLevel(wire.family?.lev2 ?? null, wire.family?.lev2_label ?? ""),
          level3: familyLevel(wire.family?.lev3 ?? null, wire.family?.lev3_label ?? ""),
        },
        availability: availabilityOf(status),
        statusCode: status,
        statusLabel: wire.product_status_description || wire.product_status?.label || "",
        stock: wire.quantity,
        images: wire.images,
        documents: wire.docs,
        barcodes: wire.barcodes,
        isNew: wire.is_new,
        inPromotion: wire.promo_type,
        comingSoon: wire.next_insert,
        availableAgain: wire.available_again,
        color: wire.color,
        size: wire.size,
        typeId: wire.id_type,
        subtypeId: wire.id_subtype,
        children: wire.children_items,
      };
    });
}

const SearchWire = z.object({ results: list(ProductWire), numFound: optionalNumber });

const FacetValueWire = z.object({ value: erpId, count: optionalNumber, label: text, key_label: text });

const FacetsWire = z.object({
  facet_results: keyedBy(list(FacetValueWire), []),
  facets_check_results: keyedBy(list(z.union([z.string(), z.number()]).transform(String)), []),
});

const PriceWire = z.object({
  price: erpNumber,
  price_discount: erpNumber,
  gross_price: nullableNumber,
  vat_percent: optionalNumber,
  availability: optionalNumber,
  discount: list(optionalNumber),
  is_promo: flag,
  promo_code: text,
  promo_row: text,
  promo_title: text,
  start_promo_date: erpDay,
  end_promo_date: erpDay,
  promo_rows: list(z.object({ promo_row: text, min_quantity: optionalNumber, price: optionalNumber })),
  packaging_option_default: optionalObject({ qty_x_packaging: optionalNumber, packaging_uom: text }),
  /** `{LABEL, ADD_TO_CART}`, or only the label's text. */
  product_label_action: z.preprocess(
    (value) => (typeof value === "string" ? { LABEL: value } : value),
    optionalObject({ LABEL: text, ADD_TO_CART: optionalFlag }),
  ),
});

/** The price of every code asked; an entry that cannot be read is left out (that article shows no price). */
const PricesWire = z.object({ data: keyedBy(PriceWire, ["entity_code", "code", "carti", "sku"]) });

const DetailWire = z.object({
  data: ProductWire,
  relatedProducts: list(ProductWire),
  extra_info: optionalObject({
    barcodes: list(barcode),
    link_assistence: text,
    docs: documents,
    data: optionalObject({ link_assistence: text }),
  }),
});

const ChildListWire = z.object({ data: keyedBy(ProductWire, ["id"]) });

const AutocompleteWire = z.object({
  result: list(z.object({ id: erpId, name: text, images })),
});

const ProductListWire = z.object({
  product_list: z.object({
    data: list(ProductWire),
    pagination: optionalObject({ current_page: optionalNumber, total: nullableNumber, pages: optionalNumber }),
  }),
});

/**
 * A product_list answer carried inside another answer (get_latest_order_list's `data`), wrapped in
 * `message` or bare: its products, or null where it is missing or unreadable (reported).
 */
export const embeddedProductList = z
  .preprocess(
    (value) => (isRecord(value) && isRecord(value.message) ? value.message : value),
    optionalObject({ product_list: optionalObject({ data: list(ProductWire) }) }),
  )
  .transform((value) => value?.product_list?.data ?? null);

/** Accessory or alternative codes, as codes or as objects holding one. */
const AccessoriesWire = z.object({
  data: list(labelled).transform((items) => items.flatMap((item) => (item ? [item.code] : []))),
});

// ---- Mapping helpers ----

function isNoPromo(code: string): boolean {
  return code === "" || code === "0";
}

function toPrice(sku: string, wire: z.output<typeof PriceWire>): Price {
  return {
    sku,
    listPrice: wire.price,
    unitPrice: wire.price_discount,
    grossPrice: wire.gross_price ?? roundTo(wire.price_discount * (1 + wire.vat_percent / 100), 2),
    vatPercent: wire.vat_percent,
    stock: wire.availability,
    discounts: wire.discount.filter((percent) => percent !== 0),
    promotion:
      wire.is_promo && !isNoPromo(wire.promo_code)
        ? {
            code: wire.promo_code,
            row: wire.promo_row,
            title: wire.promo_title,
            startDate: wire.start_promo_date,
            endDate: wire.end_promo_date,
          }
        : null,
    quantityBreaks: wire.promo_rows.map((row) => ({
      promoRow: row.promo_row,
      minQuantity: row.min_quantity,
      unitPrice: row.price,
    })),
    packaging: {
      multiple: Math.max(1, wire.packaging_option_default?.qty_x_packaging ?? 1),
      unit: wire.packaging_option_default?.packaging_uom ?? "",
    },
    label: wire.product_label_action?.LABEL ?? "",
    orderable: wire.product_label_action?.ADD_TO_CART !== false,
  };
}

/** The listing filters as the hub's flat keys `"filters-<field>": "v1;v2"`, in a stable order. */
function flatFilters(filters: Record<string, string[]>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const field of Object.keys(filters).sort()) {
    const values = (filters[field] ?? []).map((value) => value.trim()).filter((value) => value !== "");
    if (values.length > 0) flat[`filters-${field}`] = values.join(";");
  }
  return flat;
}

function queryBody(query: SearchQuery): Record<string, unknown> {
  return {
    text: query.text.trim(),
    ...flatFilters(query.filters),
    ...Object.fromEntries((query.flags ?? []).map((flag) => [flag, true])),
    ...(query.minPrice === undefined ? {} : { min_price: query.minPrice }),
    ...(query.maxPrice === undefined ? {} : { max_price: query.maxPrice }),
  };
}

function detailOf(payload: unknown, ref: CallRef): ProductDetail {
  const wire = parseWith(DetailWire, payload, ref);
  return {
    product: wire.data,
    related: wire.relatedProducts,
    barcodes: wire.extra_info?.barcodes.length ? wire.extra_info.barcodes : wire.data.barcodes,
    assistanceUrl: wire.extra_info?.link_assistence || wire.extra_info?.data?.link_assistence || "",
    documents: wire.extra_info?.docs.length ? wire.extra_info.docs : wire.data.documents,
  };
}

function searchSpec(query: SearchQuery, customer: CustomerContext | null): CallSpec {
  return {
    upstream: "hub",
    area: "hub-search",
    method: "POST",
    path: "/search/search",
    body: { ...queryBody(query), start: query.page, rows: query.perPage, sort: query.sort, ...customerCodeContext(customer) },
  };
}

function searchOf(payload: unknown, ref: CallRef): SearchResult {
  const wire = parseWith(SearchWire, payload, ref);
  return { products: wire.results, total: wire.numFound };
}

// ---- The API ----

export function catalogApi(link: Link) {
  const guest = link.customer === null;

  /** An article's page as `call` (the article's or a child's) reads it; null when the ERP does not know it. */
  const detail = (call: string, idOrSku: string): Promise<ProductDetail | null> =>
    nullIfNotFound(
      link.read(
        { upstream: "api", area: "api", method: "POST", path: `${W}.${call}`, body: { id: idOrSku, ...clientContext(link.customer) } },
        detailOf,
        { shared: guest },
      ),
    );

  /** The codes the hub lists beside an article at `path` (its accessories, its alternatives): public. */
  const relatedCodes = (path: string, code: string): Promise<string[]> =>
    link.read(
      { upstream: "hub", area: "hub-erp", method: "POST", path, body: { entity_code: code } },
      (payload, ref) => parseWith(AccessoriesWire, payload, ref).data,
      { shared: true },
    );

  return {
    /**
     * Searches the catalogue (0-based page); children are listed inside their parent. A guest's
     * answer is shared through the public cache unless `uncached` (a walk of the whole catalogue,
     * which no page asks for again, must not push the pages' answers out of the cache).
     */
    search(query: SearchQuery, options: { uncached?: boolean } = {}): Promise<SearchResult> {
      return link.read(searchSpec(query, link.customer), searchOf, { shared: guest && !options.uncached });
    },

    /**
     * The public cache's copy of a guest's answer to the same search, if any; never calls the ERP.
     * Catalogue data is the same for every customer, so it tells a signed-in page which articles
     * its own search will most likely list.
     */
    cachedGuestSearch(query: SearchQuery): SearchResult | undefined {
      return link.peekShared<SearchResult>(searchSpec(query, null));
    },

    /** Facet counts of a query for the given fields, in the order asked. */
    facets(query: SearchQuery, fields: string[]): Promise<FacetGroup[]> {
      return link.read(
        {
          upstream: "hub",
          area: "hub-search",
          method: "POST",
          path: "/search/facet",
          body: {
            ...queryBody(query),
            facet_fields: fields,
            "filters-include_faceting": true,
            ...customerCodeContext(link.customer),
          },
        },
        (payload, ref) => {
          const wire = parseWith(FacetsWire, payload, ref);
          return fields.map((field): FacetGroup => {
            const values = wire.facet_results[field] ?? [];
            return {
              field,
              label: values[0]?.key_label ?? "",
              values: values.map((value) => ({
                value: value.value,
                label: value.label || value.value,
                count: value.count,
              })),
              selected: wire.facets_check_results[field] ?? [],
            };
          });
        },
        { shared: guest },
      );
    },

    /** The caller's prices by sku (quantities default to 1); unknown skus are left out. */
    async prices(skus: string[], quantities?: number[]): Promise<Record<string, Price>> {
      const wanted = new Map<string, number>();
      skus.forEach((sku, index) => {
        if (sku && !wanted.has(sku)) wanted.set(sku, quantities?.[index] ?? 1);
      });
      const codes = [...wanted.keys()];
      const chunks: string[][] = [];
      for (let start = 0; start < codes.length; start += MAX_PRICE_CODES) chunks.push(codes.slice(start, start + MAX_PRICE_CODES));
      const answers = await Promise.all(
        chunks.map((chunk) =>
          link.read(
            {
              upstream: "hub",
              area: "hub-erp",
              method: "POST",
              path: "/erp/get_multiple_prices",
              body: {
                entity_codes: chunk,
                quantity_list: chunk.map((sku) => wanted.get(sku)),
                ...customerCodeContext(link.customer),
              },
            },
            (payload, ref) => {
              const { data } = parseWith(PricesWire, payload, ref);
              return Object.fromEntries(Object.entries(data).map(([sku, price]) => [sku, toPrice(sku, price)]));
            },
          ),
        ),
      );
      return Object.assign({}, ...answers) as Record<string, Price>;
    },

    /** A product page (by id, slug or sku); null when the ERP does not know it. */
    product: (idOrSku: string) => detail("get_item", idOrSku),

    /** A child article's page (by id or sku); null when unknown. */
    childProduct: (idOrSku: string) => detail("get_item_child", idOrSku),

    /** Child articles by id or sku, keyed as the ERP keys them. */
    async children(ids: string[]): Promise<Record<string, Product>> {
      if (ids.length === 0) return {};
      return link.read(
        {
          upstream: "api",
          area: "api",
          method: "POST",
          path: `${W}.child_list`,
          body: { children_ids: ids, ...clientContext(link.customer) },
        },
        (payload, ref) => parseWith(ChildListWire, payload, ref).data,
        { shared: guest },
      );
    },

    /** The skus of an article's accessories. Public: the request carries no customer context. */
    accessories: (sku: string) => relatedCodes("/erp/accessories", sku),

    /**
     * The codes (an article's id or its sku: deployments differ) of what the distributor sells in
     * place of an article it cannot deliver; [] when none. Public, like the accessories.
     */
    alternatives: (code: string) => relatedCodes("/erp/alternatives", code),

    /** Up to five suggestions for a search box text. Public: no customer context, no prices. */
    autocomplete(q: string): Promise<Suggestion[]> {
      return link.read(
        {
          upstream: "api",
          area: "api",
          method: "POST",
          path: `${W}.autocomplete`,
          body: { q: q.trim(), rows: AUTOCOMPLETE_ROWS },
        },
        (payload, ref) =>
          parseWith(AutocompleteWire, payload, ref).result.map((item) => ({
            sku: item.id,
            name: item.name,
            image: item.images[0]?.thumb || item.images[0]?.main || "",
          })),
        { shared: true },
      );
    },

    /** A list of products by text and/or skus (1-based page), as used for "more" and featured lists. */
    productList(options: { text?: string; skus?: string[]; ids?: string[]; page: number; perPage: number }): Promise<ProductListPage> {
      return link.read(
        {
          upstream: "api",
          area: "api",
          method: "POST",
          path: `${W}.product_list`,
          body: {
            text: options.text ?? "",
            // `id=` takes skus or internal codes (Product `id`) alike.
            id: (options.ids ?? options.skus ?? []).join(","),
            page: options.page,
            per_page: options.perPage,
            ...clientContext(link.customer),
          },
        },
        (payload, ref) => {
          const wire = parseWith(ProductListWire, payload, ref).product_list;
          return {
            products: wire.data,
            total: wire.pagination?.total ?? wire.data.length,
            page: wire.pagination?.current_page || options.page,
            pages: wire.pagination?.pages ?? 1,
          };
        },
        { shared: guest },
      );
    },
  };
}

export type CatalogApi = ReturnType<typeof catalogApi>;
