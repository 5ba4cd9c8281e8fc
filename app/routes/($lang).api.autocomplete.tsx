// Search suggestions for the header's combobox: GET /api/autocomplete?q= (JSON). Public data only;
// a failure answers an empty list with 503 (the box ignores it), a bad query 400.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ErpError } from "~/erp/errors";
import { log } from "~/platform/log.server";
import { getErp, requireLocale } from "~/platform/request.server";
import { AUTOCOMPLETE, type AutocompleteSuggestion } from "~/shell/autocomplete";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { productPagePath } from "~/catalog/product-url";

const Query = z.object({ q: z.string().trim().min(AUTOCOMPLETE.minChars).max(AUTOCOMPLETE.maxChars) });

/** A resource route answers a plain Response (single fetch keeps `data()` statuses for pages only). */
function answer(suggestions: AutocompleteSuggestion[], status: number): Response {
  const cacheControl = status === 200 ? CACHE_CONTROL.publicMinute : CACHE_CONTROL.none;
  return Response.json({ suggestions }, { status, headers: { "Cache-Control": cacheControl } });
}

export async function loader(args: LoaderFunctionArgs) {
  requireLocale(args.params);
  const parsed = Query.safeParse({ q: new URL(args.request.url).searchParams.get("q") ?? "" });
  if (!parsed.success) return answer([], 400);
  const erp = await getErp(args);
  try {
    const found = await erp.catalog.autocomplete(parsed.data.q);
    const suggestions: AutocompleteSuggestion[] = found.slice(0, AUTOCOMPLETE.rows).map((item) => ({
      sku: item.sku,
      name: item.name,
      image: item.image,
      href: productPagePath("default", item.sku),
    }));
    return answer(suggestions, 200);
  } catch (error) {
    if (!(error instanceof ErpError)) throw error;
    log("warn", "autocomplete unavailable", { error: error.message });
    return answer([], 503);
  }
}
