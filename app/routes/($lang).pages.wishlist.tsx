// /pages/wishlist: the customer's wishlist (stored in the ERP) with add to cart and remove; its
// action adds (only if absent), removes (by id) and toggles. Guests are told to log in.
import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { AddToCartForm } from "~/cart/AddToCartForm";
import { addToCart, type CartOutcome } from "~/cart/cart.server";
import cartStyles from "~/cart/cart.css";
import { addToWishlist, removeFromWishlist, toggleWishlist } from "~/cart/wishlist.server";

import { formatPrice } from "~/platform/format";
import { createErp } from "~/erp/client.server";
import type { Price } from "~/erp/types";
import { expiredSessionRedirect } from "~/platform/expired-session.server";
import { addToast } from "~/platform/flash.server";
import { localizedPath } from "~/platform/i18n";
import { requireCustomer } from "~/platform/guards.server";
import { safeRedirectPath } from "~/platform/redirect";
import { getErp, requireLocale } from "~/platform/request.server";
import { guardErp } from "~/platform/route-errors.server";
import { customerContextOf, getSession, sessionStorage } from "~/platform/session.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { useLocale, useLocalePath } from "~/shell/useLocale";
import { privatePageMeta } from "~/platform/meta";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { productPath } from "~/catalog/product-url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: cartStyles }];

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "wishlist.title");

export async function loader(args: LoaderFunctionArgs) {
  requireLocale(args.params);
  await requireCustomer(args.request);
  const erp = await getErp(args);
  const entries = await guardErp(erp.wishlist.list());
  const skus = entries.map((entry) => entry.sku);
  const [found, prices] = await guardErp(
    Promise.all([
      skus.length > 0
        ? erp.catalog.search({ text: "", filters: { carti: skus }, page: 0, perPage: Math.min(100, skus.length), sort: "relevance" })
        : null,
      skus.length > 0 ? erp.catalog.prices(skus) : ({} as Record<string, Price>),
    ]),
  );
  const products = new Map<string, { title: string; image: string; parentSku: string | null }>();
  for (const product of found?.products ?? []) {
    for (const candidate of [product, ...product.children]) {
      products.set(candidate.sku, { title: candidate.title, image: candidate.images[0]?.thumb ?? "", parentSku: candidate.parentSku });
    }
  }
  const items = entries.map((entry) => {
    const product = products.get(entry.sku);
    const price = prices[entry.sku];
    return {
      sku: entry.sku,
      addedAt: entry.addedAt,
      title: product?.title ?? entry.sku,
      image: product?.image ?? "",
      parentSku: product?.parentSku ?? null,
      unitPrice: price?.unitPrice ?? null,
      packagingMultiple: price?.packaging.multiple ?? 1,
      orderable: price?.orderable ?? false,
    };
  });
  return data({ items }, { headers: { "Cache-Control": CACHE_CONTROL.private } });
}

const WishlistForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), sku: z.string().trim().min(1).max(40) }),
  z.object({ intent: z.literal("toggle"), sku: z.string().trim().min(1).max(40) }),
  z.object({ intent: z.literal("remove"), sku: z.string().trim().min(1).max(40) }),
  z.object({ intent: z.literal("add-to-cart"), sku: z.string().trim().min(1).max(40), quantity: z.coerce.number().int().min(-99_999).max(99_999) }),
]);

export async function action({ request, params }: ActionFunctionArgs) {
  const locale = requireLocale(params);
  const session = await getSession(request);
  const form = await request.formData();
  const redirectTo = safeRedirectPath(form.get("redirectTo"), localizedPath(locale, "/pages/wishlist"));
  const customer = customerContextOf(session);
  const commit = async () => ({ "Set-Cookie": await sessionStorage().commitSession(session) });
  if (!customer) {
    addToast(session, { kind: "info", key: "wishlist.loginRequired" });
    const login = localizedPath(locale, "/pages/login");
    return redirect(`${login}?${new URLSearchParams({ redirectTo })}`, { status: 303, headers: await commit() });
  }
  const parsed = WishlistForm.safeParse(Object.fromEntries(form));
  let outcome: CartOutcome;
  if (!parsed.success) {
    outcome = { ok: false, messages: [{ kind: "error", key: "wishlist.invalidForm" }] };
  } else {
    const erp = createErp({ lang: locale, signal: request.signal, customer });
    const input = parsed.data;
    switch (input.intent) {
      case "add":
        outcome = await addToWishlist(erp, input.sku.toUpperCase());
        break;
      case "toggle":
        outcome = await toggleWishlist(erp, input.sku.toUpperCase());
        break;
      case "remove":
        outcome = await removeFromWishlist(erp, input.sku.toUpperCase());
        break;
      case "add-to-cart":
        outcome = await addToCart(erp, { sku: input.sku.toUpperCase(), quantity: input.quantity });
        break;
    }
  }
  if (outcome.expired) return expiredSessionRedirect(request, redirectTo);
  if (outcome.cartId !== undefined) session.set("cartId", outcome.cartId);
  for (const message of outcome.messages) addToast(session, message);
  return redirect(redirectTo, { status: 303, headers: await commit() });
}

export default function WishlistPage() {
  const { items } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <div className="wishlist-page">
      <h1>{t("wishlist.title")}</h1>
      {items.length === 0 ? (
        <p className="notice">{t("wishlist.empty")}</p>
      ) : (
        <ul className="wishlist">
          {items.map((item) => (
            <li key={item.sku} className="wishlist__item" data-sku={item.sku}>
              {item.image ? <img src={item.image} alt="" width={80} height={80} loading="lazy" /> : <span className="wishlist__noimage" />}
              <div className="wishlist__info">
                <Link to={to(productPath(item))}>{item.title}</Link>
                <small>{item.sku}</small>
                {item.unitPrice !== null ? <span className="wishlist__price">{formatPrice(item.unitPrice, locale)}</span> : null}
              </div>
              <div className="wishlist__actions">
                <AddToCartForm sku={item.sku} packagingMultiple={item.packagingMultiple} orderable={item.orderable} variant="row" />
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="sku" value={item.sku} />
                  <button type="submit" className="button button--ghost button--small" aria-label={`${t("wishlist.remove")}: ${item.title}`}>
                    {t("cartPage.remove")}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
