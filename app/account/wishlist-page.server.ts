// /pages/wishlist: the customer's wishlist (stored in the ERP) with each article's name, picture and
// price. Its action is where every wishlist button posts: add (only if absent) and remove; guests
// are told to sign in.
import { z } from "zod";
import type { Price } from "~/erp/types";
import { addToWishlist, removeFromWishlist } from "~/cart/wishlist.server";
import { expiredSessionRedirect } from "~/page/expired-session.server";
import { redirectWithToast } from "~/platform/flash.server";
import { customerNeededRedirect } from "~/platform/guards.server";
import type { CustomerPage, Page } from "~/page/page.server";
import { safeRedirectPath } from "~/platform/redirect";
import { readPostedForm } from "~/page/posted-form.server";

/** The ERP lists at most this many articles at once; any further ones show by their code. */
const MAX_LISTED = 100;

export async function loadWishlistPage({ erp }: CustomerPage) {
  const entries = await erp.wishlist.list();
  const skus = entries.map((entry) => entry.sku);
  const [listed, prices] = await Promise.all([
    skus.length > 0 ? erp.catalog.productList({ skus, page: 1, perPage: Math.min(MAX_LISTED, skus.length) }) : { products: [] },
    skus.length > 0 ? erp.catalog.prices(skus) : ({} as Record<string, Price>),
  ]);
  const products = new Map(listed.products.map((product) => [product.sku, product]));
  const items = entries.map((entry) => {
    const product = products.get(entry.sku);
    const price = prices[entry.sku];
    return {
      sku: entry.sku,
      addedAt: entry.addedAt,
      title: product?.title ?? entry.sku,
      image: product?.images[0]?.thumb ?? "",
      parentSku: product?.parentSku ?? null,
      unitPrice: price?.unitPrice ?? null,
      packagingMultiple: price?.packaging.multiple ?? 1,
      orderable: price?.orderable ?? false,
    };
  });
  return { items };
}

const WishlistForm = z.object({
  intent: z.enum(["add", "remove"]),
  sku: z.string().trim().min(1).max(40).toUpperCase(),
});

export async function actWishlist(page: Page) {
  const { request, erp, customer, session, localePath } = page;
  const form = await readPostedForm(request);
  const redirectTo = safeRedirectPath(form.get("redirectTo"), localePath("/pages/wishlist"));
  if (!customer) return customerNeededRedirect(page, redirectTo, "wishlist.loginRequired");
  const parsed = WishlistForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return redirectWithToast(session, redirectTo, { kind: "error", key: "wishlist.invalidForm" });
  const { intent, sku } = parsed.data;
  const outcome = intent === "add" ? await addToWishlist(erp, sku) : await removeFromWishlist(erp, sku);
  if (outcome.expired) return expiredSessionRedirect(request, redirectTo);
  if (outcome.cartId !== undefined) session.set("cartId", outcome.cartId);
  return redirectWithToast(session, redirectTo, ...outcome.messages);
}
