// GET /api/shop-page?<listing query>: the next page of a listing for "load more" (JSON). It answers
// a failure as data ("failed", 503) instead of throwing, so that the listing already shown stays
// and offers a retry in place; without JavaScript the pagination links open the page itself.
import type { CardPrice } from "~/catalog/card";
import { loadLatestOrdered, loadSearch, trackListing, type ListingProduct } from "~/catalog/listing.server";
import { parseListing } from "~/catalog/query.server";
import { readLayout } from "~/catalog/shop-state.server";
import { ErpError } from "~/erp/errors";
import { pageCacheControl } from "~/platform/cache-control";
import { isExpiredToken } from "~/page/expired-session.server";
import { logError } from "~/platform/log.server";
import type { Page } from "~/page/page.server";

export type MorePageAnswer =
  { kind: "page"; page: number; products: ListingProduct[]; prices: Record<string, CardPrice>; wishlisted: string[] } | { kind: "failed" };

export async function loadMorePageAnswer({ request, url, erp }: Page): Promise<Response> {
  const answer = (body: MorePageAnswer, status: number) =>
    Response.json(body, { status, headers: { "Cache-Control": pageCacheControl(erp.signedIn) } });
  const params = parseListing(url.searchParams);
  if (params.latestOrderList && !erp.signedIn) return answer({ kind: "failed" }, 401);
  const layout = await readLayout(request);
  const withDescriptions = layout === "list" || layout === "product-detail";
  try {
    const outcome = params.latestOrderList
      ? { kind: "listing" as const, data: await loadLatestOrdered(erp, params, withDescriptions) }
      : await loadSearch(erp, params, withDescriptions);
    // A code search jumps to its article on the first page only; a next page is always a listing.
    if (outcome.kind === "redirect") return answer({ kind: "failed" }, 400);
    const { products, prices, wishlisted, total } = outcome.data;
    trackListing(erp, params, url.pathname, total);
    return answer({ kind: "page", page: params.page, products, prices, wishlisted }, 200);
  } catch (error) {
    // An expired session still signs out (the page's own failure handling); the rest stays in place.
    if (!(error instanceof ErpError) || isExpiredToken(error)) throw error;
    logError("next listing page unavailable", error, { kind: error.kind, call: error.call, status: error.status });
    return answer({ kind: "failed" }, error.kind === "server" ? 500 : 503);
  }
}
