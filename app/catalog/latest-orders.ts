// What the latest-order modal's parts share (LatestOrdersDialog.tsx opens it and loads the list,
// LatestOrdersModal.tsx draws it): its full page, the dialog's id, the list's code and what
// /api/latest-orders answers.
import type { CardPrice } from "~/catalog/card";
import type { LastOrder, ListingProduct } from "~/catalog/listing.server";
import type { PriceView } from "~/platform/price";

export const LATEST_ORDERS_PAGE = "/shop?latest-order-list=true";
export const DIALOG_ID = "latest-orders";

export const loadList = () => import("~/catalog/LatestOrdersList");

/** What /api/latest-orders answers. */
export type LatestOrdersAnswer =
  | {
      kind: "list";
      products: ListingProduct[];
      prices: Record<string, CardPrice>;
      wishlisted: string[];
      lastOrdered: Record<string, LastOrder>;
      total: number;
      priceView: PriceView;
    }
  | { kind: "failed" };

export type LatestOrdersState = { kind: "idle" } | { kind: "loading" } | LatestOrdersAnswer;
