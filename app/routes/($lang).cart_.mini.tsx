// GET /cart/mini: the header cart dropdown's lines and totals (JSON for the MiniCart fetcher).
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { loadMiniCart } from "~/cart/summary.server";
import { getErp, requireLocale } from "~/platform/request.server";

export async function loader(args: LoaderFunctionArgs) {
  requireLocale(args.params);
  const mini = await loadMiniCart(await getErp(args));
  return data({ mini }, { headers: { "Cache-Control": "private, no-store" } });
}
