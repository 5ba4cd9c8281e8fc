// The root loader's data (app/shell/shell.server.ts fills it): what every page's frame shows, and
// what a page's own components may read with useRouteLoaderData("root"). It sits on the page floor
// so that the features read it without importing the frame that composes them.
import type { PromoTab } from "~/erp/types";
import type { Locale } from "~/platform/i18n";
import type { SessionAddress } from "~/platform/session.server";
import type { Toast } from "~/platform/toast";

/** The cart figures the header shows (filled by app/cart/summary.server.ts). */
export interface CartSummary {
  /** Row id and article of every line: the header counts them, and pending forms change the count. */
  rows: Array<{ rowId: string; sku: string }>;
  net: number;
  total: number;
}

export interface ShellData {
  locale: Locale;
  origin: string;
  siteName: string;
  siteTitle: string;
  siteDescription: string;
  promoTabs: PromoTab[];
  siteCss: string;
  /** The customer being served: signed in, or the one the signed-in agent orders for. */
  customer: {
    clientId: string;
    name: string;
    company: string;
    addresses: SessionAddress[];
    addressCode: string;
    /** The header search box suggests (the customer's search settings). */
    autocomplete: boolean;
    /** Whether this ERP keeps search settings (else the account shows no settings page). */
    hasSettings: boolean;
    /** Whether this ERP takes return requests (else no return control shows). */
    hasReturns: boolean;
    /** Whether this ERP keeps declarations of intent (else the account shows no declarations page). */
    hasVatExemptions: boolean;
    /** Whether this ERP keeps job sites (else no job sites page, filter or checkout choice). */
    hasJobSites: boolean;
  } | null;
  /** The signed-in sales agent (whose banner every page shows), or null. */
  agent: { code: string; name: string } | null;
  /** The signed-in customer's cart totals; null for guests and when the ERP did not answer. */
  cart: CartSummary | null;
  /** The customer's reorder lists, for the controls that add to one; null: no list control (a guest, an ERP without lists, or no answer). */
  reorderLists: Array<{ id: string; name: string }> | null;
  toasts: Toast[];
  webRadioUrl: string | null;
}
