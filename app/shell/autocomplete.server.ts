// Search suggestions for the header's combobox (GET /api/autocomplete?q=, JSON). Public data only:
// the same answer for everyone, kept by shared caches for a minute; a bad query answers an empty
// list with 400, an ERP failure with 503 (the box ignores both), neither stored.
import { z } from "zod";
import { productPagePath } from "~/catalog/product-url";
import { ErpError } from "~/erp/errors";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { log } from "~/platform/log.server";
import type { Page } from "~/page/page.server";
import { AUTOCOMPLETE, type AutocompleteSuggestion } from "~/shell/autocomplete";

const Query = z.object({ q: z.string().trim().min(AUTOCOMPLETE.minChars).max(AUTOCOMPLETE.maxChars) });

function answer(suggestions: AutocompleteSuggestion[], status: number): Response {
  const cacheControl = status === 200 ? CACHE_CONTROL.publicMinute : CACHE_CONTROL.none;
  return Response.json({ suggestions }, { status, headers: { "Cache-Control": cacheControl } });
}

export async function loadSuggestions({ url, erp }: Page): Promise<Response> {
  const parsed = Query.safeParse({ q: url.searchParams.get("q") ?? "" });
  if (!parsed.success) return answer([], 400);
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
