// GET /cart/mini: the header cart dropdown's lines and totals (JSON for the MiniCart fetcher). An
// expired ERP token signs the customer out (the fetcher follows the redirect to the login page).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadMiniCart } from "~/cart/summary.server";
import { expiredSessionRedirect, isExpiredToken } from "~/platform/expired-session.server";
import { localizedPath } from "~/platform/i18n";
import { getErp, requireLocale } from "~/platform/request.server";
import { CACHE_CONTROL } from "~/platform/cache-control";

export async function loader(args: LoaderFunctionArgs) {
  const locale = requireLocale(args.params);
  const erp = await getErp(args);
  const mini = await loadMiniCart(erp).catch(async (error: unknown) => {
    if (isExpiredToken(error)) throw await expiredSessionRedirect(args.request, localizedPath(locale, "/"));
    throw error;
  });
  // A Response (not data()): a resource route's own headers only reach a direct GET this way.
  return Response.json({ mini }, { headers: { "Cache-Control": CACHE_CONTROL.private } });
}
