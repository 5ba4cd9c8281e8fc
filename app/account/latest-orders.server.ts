// The latest-order modal's data: GET /api/latest-orders (JSON), the first page of the articles the
// signed-in customer ordered in the last 90 days, at today's prices. The promo tab opens the modal
// with JavaScript; without it the same tab links to the full list, /shop?latest-order-list=true.
import type { LatestOrdersAnswer } from "~/catalog/latest-orders";
import { loadLatestOrdered } from "~/catalog/listing.server";
import { EMPTY_LISTING } from "~/catalog/query";
import { ErpError } from "~/erp/errors";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { log, logError } from "~/platform/log.server";
import type { Page } from "~/page/page.server";

/** The list is the customer's own: never stored by a cache. */
function answer(body: LatestOrdersAnswer, status: number): Response {
  return Response.json(body, { status, headers: { "Cache-Control": CACHE_CONTROL.private } });
}

/** The modal says "failed" for a guest and when the ERP fails (it has no error page to show). */
export async function loadLatestOrdersAnswer({ erp, customer, settings }: Page): Promise<Response> {
  if (!customer) return answer({ kind: "failed" }, 401);
  try {
    const [listing, { priceView }] = await Promise.all([loadLatestOrdered(erp, { ...EMPTY_LISTING, latestOrderList: true }, false), settings()]);
    if (listing.unresolved) {
      log("error", "latest orders name no article of the catalogue");
      return answer({ kind: "failed" }, 502);
    }
    return answer(
      {
        kind: "list",
        products: listing.products,
        prices: listing.prices,
        wishlisted: listing.wishlisted,
        lastOrdered: listing.lastOrdered,
        total: listing.total,
        priceView,
      },
      200,
    );
  } catch (error) {
    if (!(error instanceof ErpError)) throw error;
    logError("latest orders unavailable", error, { kind: error.kind, call: error.call, status: error.status });
    return answer({ kind: "failed" }, error.kind === "server" ? 500 : 503);
  }
}
