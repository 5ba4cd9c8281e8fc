// The general form /product/{type?}/{slug?}, in a module of its own: were it in
// product-page.server.ts, both product routes would import that module and the browser would load
// its emptied stand-in as a script of its own on every product page.
import { redirect } from "@remix-run/node";
import { notFound } from "~/catalog/product-page.server";
import { resolveProductSegments } from "~/catalog/product-page";
import { productPagePath } from "~/catalog/product-url";
import type { Page } from "~/page/page.server";

/**
 * The general form /product/{type?}/{slug?}: /product/{slug} is the default page of that article,
 * /product and /product/{type} alone lead to the shop, anything else is not a page.
 */
export async function redirectProductPath({ params, url, localePath }: Page): Promise<never> {
  const target = resolveProductSegments((params["*"] ?? "").split("/"));
  if (target.to === "not-found") throw notFound();
  if (target.to === "shop") throw redirect(localePath("/shop"));
  throw redirect(localePath(productPagePath(target.type, target.slug)) + url.search, 301);
}
