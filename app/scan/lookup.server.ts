// What a scanned or typed code names, by the quick order's own rule (resolveCodes: an article code
// the price list knows, else a barcode the catalogue search finds on an article or variant), so the
// list shows what "add all to the cart" will then add. GET /api/scan?code= answers one code for the
// camera (JSON); the scanner page's form looks up a whole list without JavaScript.
import { z } from "zod";
import { resolveCodes } from "~/cart/quick-order.server";
import type { Erp } from "~/erp/client.server";
import { ErpError } from "~/erp/errors";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { secondary } from "~/page/degrade.server";
import { isExpiredToken } from "~/page/expired-session.server";
import { log } from "~/platform/log.server";
import type { Page } from "~/page/page.server";
import { codeOf, type ScanLookup } from "~/scan/scan-list";

/** The look-up of each code (codes as codeOf makes them). */
export async function lookUpCodes(erp: Erp, codes: string[]): Promise<Map<string, ScanLookup>> {
  const { prices, skuOfCode, names } = await resolveCodes(erp, new Map(codes.map((code) => [code, 1])));
  // Article codes come without a name: one product list call names them (a list without names still works).
  const unnamed = [...new Set(skuOfCode.values())].filter((sku) => !names.has(sku));
  if (unnamed.length > 0) {
    const list = await secondary(erp.catalog.productList({ skus: unnamed, page: 1, perPage: unnamed.length }), "scanned article names");
    for (const product of list?.products ?? []) names.set(product.sku, product.title);
  }
  return new Map(
    codes.map((code): [string, ScanLookup] => {
      const sku = skuOfCode.get(code);
      const price = sku ? prices[sku] : undefined;
      if (!sku || !price) return [code, { status: "unknown" }];
      return [code, { status: "found", sku, name: names.get(sku) ?? "", multiple: price.packaging.multiple, orderable: price.orderable }];
    }),
  );
}

export interface ScanLookupAnswer {
  code: string;
  lookup: ScanLookup;
}

const Query = z.object({ code: z.string().max(200).transform(codeOf).pipe(z.string()) });

function answer(body: ScanLookupAnswer | { error: string }, status: number): Response {
  return Response.json(body, { status, headers: { "Cache-Control": CACHE_CONTROL.private } });
}

/** lookUpCodes, or every code "unchecked" when the ERP fails (an expired sign-in still signs out). */
export async function lookUpOrLeaveUnchecked(erp: Erp, codes: string[]): Promise<Map<string, ScanLookup>> {
  try {
    return await lookUpCodes(erp, codes);
  } catch (error) {
    if (!(error instanceof ErpError) || isExpiredToken(error)) throw error;
    log("warn", "scan look-up unavailable", { call: error.call, kind: error.kind, status: error.status });
    return new Map(codes.map((code) => [code, { status: "unchecked" }]));
  }
}

/** GET /api/scan?code=: a customer's look-up of one code (prices and orderability are the customer's). */
export async function loadScanLookup({ url, erp, customer }: Page): Promise<Response> {
  if (!customer) return answer({ error: "sign-in" }, 401);
  const parsed = Query.safeParse({ code: url.searchParams.get("code") ?? "" });
  if (!parsed.success) return answer({ error: "code" }, 400);
  const code = parsed.data.code;
  const lookup = (await lookUpOrLeaveUnchecked(erp, [code])).get(code)!;
  return answer({ code, lookup }, lookup.status === "unchecked" ? 503 : 200);
}
