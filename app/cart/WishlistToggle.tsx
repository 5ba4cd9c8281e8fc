// Adds an article to the wishlist or removes it: a plain POST to the wishlist action.
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/platform/i18n";

export function WishlistToggle({ sku, inWishlist }: { sku: string; inWishlist: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const label = inWishlist ? t("wishlist.remove") : t("wishlist.add");
  return (
    <Form method="post" action={to("/pages/wishlist")} className="wishlist-toggle">
      <input type="hidden" name="intent" value={inWishlist ? "remove" : "add"} />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button type="submit" className="wishlist-toggle__button" aria-pressed={inWishlist} aria-label={label} title={label}>
        <span aria-hidden="true">{inWishlist ? "♥" : "♡"}</span>
      </button>
    </Form>
  );
}
