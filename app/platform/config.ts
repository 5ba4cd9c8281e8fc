// The business constants of the shop (docs/rules.md) in one typed place. Values an operator may want
// to change are read from the environment on the server (see README); the rest are fixed rules.
import type { PriceView } from "~/platform/price";

export const SHOP = {
  /** Products per listing page; the first page is start 0. */
  pageSize: 12,
  homeProductCount: 12,
  priceDecimals: 2,
  currency: "EUR",
  defaultPriceView: "net" as PriceView,
  vatPercent: 22,
} as const;

/** Cart and checkout rules (docs/rules.md, "Cart and packaging" and "Checkout and pickup"). The server may override pickup windows and order notes from the environment (app/checkout/settings.server.ts). */
export const CART = {
  /** Transport below the free-shipping threshold, EUR excl. VAT. */
  shippingCost: 9.9,
  /** Net amount from which transport is free, EUR. */
  freeShippingFrom: 250,
  deliveryBusinessDays: 3,
  supportDaysPerWeek: 6,
  /**
   * Orders sent before `orderBefore` are collectable on `day` between `from` and `to`. The product specification gives
   * each language its own hours (Italian 14:00-16:00 and 10:00-14:00, English 1.00 pm to 4.00 pm and
   * 10:00-13:00); CHECKOUT_PICKUP_WINDOWS sets one truth for both.
   */
  pickupWindows: {
    it: [
      { orderBefore: "10:00", day: "same", from: "14:00", to: "16:00" },
      { orderBefore: "16:00", day: "next", from: "10:00", to: "14:00" },
    ],
    en: [
      { orderBefore: "10:00", day: "same", from: "13:00", to: "16:00" },
      { orderBefore: "16:00", day: "next", from: "10:00", to: "13:00" },
    ],
  } as Record<"it" | "en", ReadonlyArray<{ orderBefore: string; day: "same" | "next"; from: string; to: string }>>,
  orderNotesEnabled: false,
  orderNoteMaxLength: 500,
  maxQuantity: 99_999,
  couponMaxLength: 40,
  savedCartNameMaxLength: 80,
  /** How long the added-to-cart popup stays (while neither pointed at nor focused). */
  addedPopupMs: 5000,
  quickOrder: {
    /** Upload cap of the CSV file. */
    maxBytes: 200 * 1024,
    /**
     * The codes one post may resolve (a quick order, a scanned list, lines for a reorder list): a
     * B2B order of up to 200 lines; a longer list is refused whole and given back to split.
     */
    maxLines: 200,
  },
  /**
   * The expensive posts (those resolving a list of codes) one customer or agent may have in flight
   * at once; the next is a 429: a customer's burst takes at most this many of the shop's slots.
   */
  expensivePostsInFlight: 2,
} as const;

/** The shop listing's bounds: every URL value is capped to these before it reaches the ERP. */
export const LISTING = {
  pageSize: 12,
  maxPage: 500,
  maxTextLength: 100,
  maxValueLength: 60,
  maxValuesPerFilter: 20,
  /** A longer query string is refused with a 400 panel. */
  maxQueryLength: 2_000,
  /** Facet values shown before "show all". */
  facetValuesShown: 10,
  priceSlider: { min: 0, max: 1000, step: 50, gap: 100 },
  tabs: { max: 7, labelLimit: 15, labelCut: 12 },
  /** The latest-order list covers this many days. */
  latestOrderDays: 90,
  tablet: { min: 768, max: 991 },
} as const;

/** A return request's bounds (ERP-CONTRACT.md: at most 3 attachments of 5 MB, images or PDF). */
export const RETURNS = {
  /** Documents one request may gather lines from. */
  maxDocuments: 5,
  maxFiles: 3,
  maxFileBytes: 5 * 1024 * 1024,
  noteMaxLength: 2000,
  /** The return form's largest body, its files and fields: server.ts refuses a longer one before reading it. */
  formBodyLimit: 3 * 5 * 1024 * 1024 + 256 * 1024,
  /** The documents the form offers: delivered in this many days. */
  documentDays: 365,
} as const;
