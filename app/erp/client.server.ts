// The ERP client's entry point: one Erp per browser request (createErp), grouping the area
// modules. Reads are memoised per Erp instance; public data is cached across requests.
import { accountApi, type AccountApi } from "./account.server";
import { agentApi, type AgentApi } from "./agent.server";
import { cartApi, type CartApi } from "./cart.server";
import { catalogApi, type CatalogApi } from "./catalog.server";
import { checkoutApi, type CheckoutApi } from "./checkout.server";
import { cmsApi, type CmsApi } from "./cms.server";
import { contentApi, type ContentApi } from "./content.server";
import { deliveryApi, type DeliveryApi } from "./delivery.server";
import { documentsApi, type DocumentsApi } from "./documents.server";
import { jobSitesApi, type JobSitesApi } from "./job-sites.server";
import { createLink } from "./link.server";
import { listsApi, type ListsApi } from "./lists.server";
import { returnsApi, type ReturnsApi } from "./returns.server";
import { sessionApi, type SessionApi } from "./credentials.server";
import { settingsApi, type SettingsApi } from "./settings.server";
import { trackingApi, type TrackingApi } from "./tracking.server";
import type { ErpCaller } from "./types";
import { vatExemptionsApi, type VatExemptionsApi } from "./vat-exemptions.server";
import { wishlistApi, type WishlistApi } from "./wishlist.server";

export { erpReadiness } from "./readiness.server";
export { closeErpTransport } from "./transport.server";
export type { AgentContext, CustomerContext, ErpCaller } from "./types";

export interface Erp {
  /** Whether the caller is a signed-in customer. */
  signedIn: boolean;
  cms: CmsApi;
  content: ContentApi;
  catalog: CatalogApi;
  session: SessionApi;
  account: AccountApi;
  documents: DocumentsApi;
  cart: CartApi;
  checkout: CheckoutApi;
  /** Delivery dates of the cart's lines (a deployment without them answers 404). */
  delivery: DeliveryApi;
  wishlist: WishlistApi;
  /** The customer's search settings: net or gross prices, autocomplete (a deployment without them answers 404). */
  settings: SettingsApi;
  /** Reorder lists (a deployment without them answers 404). */
  lists: ListsApi;
  /** Return requests from delivery documents (a deployment without them answers 404). */
  returns: ReturnsApi;
  /** Declarations of intent and their plafond (a deployment without them answers 404). */
  vatExemptions: VatExemptionsApi;
  /** The customer's job sites with CIG and CUP (a deployment without them answers 404). */
  jobSites: JobSitesApi;
  tracking: TrackingApi;
  /** A signed-in sales agent's own calls (portfolio, activity); acting for a customer goes through the other areas. */
  agent: AgentApi;
}

/** The ERP client of one browser request: its language, abort signal, customer (null = guest) and sales agent. */
export function createErp(caller: ErpCaller): Erp {
  const link = createLink(caller);
  return {
    signedIn: caller.customer !== null,
    cms: cmsApi(link),
    content: contentApi(link),
    catalog: catalogApi(link),
    session: sessionApi(link),
    account: accountApi(link),
    documents: documentsApi(link),
    cart: cartApi(link),
    checkout: checkoutApi(link),
    delivery: deliveryApi(link),
    wishlist: wishlistApi(link),
    settings: settingsApi(link),
    lists: listsApi(link),
    returns: returnsApi(link),
    vatExemptions: vatExemptionsApi(link),
    jobSites: jobSitesApi(link),
    tracking: trackingApi(link),
    agent: agentApi(link),
  };
}
