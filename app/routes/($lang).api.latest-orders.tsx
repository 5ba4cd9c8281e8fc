// The latest-order modal's data: GET /api/latest-orders (JSON), the first page of the articles the
// signed-in customer ordered in the last 90 days, at today's prices. The promo tab opens the modal
// with JavaScript; without it the same tab links to the full list, /shop?latest-order-list=true.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { LatestOrdersAnswer } from "~/catalog/LatestOrdersDialog";
import { loadLatestOrdered } from "~/catalog/listing.server";
import { EMPTY_LISTING } from "~/catalog/query";
import { ErpError } from "~/erp/errors";
import { SHOP } from "~/platform/config";
import { logError } from "~/platform/log.server";
import { getErp, requireLocale } from "~/platform/request.server";
import { getSession } from "~/platform/session.server";
import { CACHE_CONTROL } from "~/platform/cache-control";

/** A resource route answers a plain Response; the list is the customer's own: never stored by a cache. */
function answer(body: LatestOrdersAnswer, status: number): Response {
  return Response.json(body, { status, headers: { "Cache-Control": CACHE_CONTROL.private } });
}

export async function loader(args: LoaderFunctionArgs) {
  requireLocale(args.params);
  const [erp, session] = await Promise.all([getErp(args), getSession(args.request)]);
  if (!erp.signedIn) return answer({ kind: "failed" }, 401);
  try {
    const listing = await loadLatestOrdered(erp, { ...EMPTY_LISTING, latestOrderList: true }, false);
    return answer(
      {
        kind: "list",
        products: listing.products,
        prices: listing.prices,
        wishlisted: listing.wishlisted,
        total: listing.total,
        priceView: session.get("priceView") ?? SHOP.defaultPriceView,
      },
      200,
    );
  } catch (error) {
    if (!(error instanceof ErpError)) throw error;
    logError("latest orders unavailable", error, { kind: error.kind, call: error.call, status: error.status });
    return answer({ kind: "failed" }, error.kind === "server" ? 500 : 503);
  }
}
