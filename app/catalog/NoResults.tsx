// A search with no results is not a dead end: a query that finds articles, the matching
// categories, the quick order (by article code) and the contact page.
import { useTranslation } from "react-i18next";
import { CART_PATH } from "~/cart/cart";
import type { WayOn } from "~/catalog/no-results.server";
import { Link } from "@remix-run/react";
import { useLocalePath } from "~/platform/i18n";

export function NoResults({ wayOn }: { wayOn: WayOn | null }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <section className="no-results" aria-labelledby="no-results-title">
      <p id="no-results-title" className="notice shop__empty">
        {t("shop.empty")}
      </p>
      {wayOn?.suggestion ? (
        <p className="no-results__suggestion">
          {t("shop.wayOn.didYouMean")}{" "}
          <Link to={to(wayOn.suggestion.href)}>
            <strong>{wayOn.suggestion.text}</strong>
          </Link>{" "}
          ({t("shop.count", { count: wayOn.suggestion.total })})
        </p>
      ) : null}
      {wayOn && wayOn.categories.length > 0 ? (
        <>
          <h2 className="no-results__title">{t("shop.wayOn.categories")}</h2>
          <ul className="no-results__links">
            {wayOn.categories.map((category) => (
              <li key={category.url}>
                <Link to={to(category.url)}>{category.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 className="no-results__title">{t("shop.wayOn.otherWays")}</h2>
      <ul className="no-results__links">
        <li>
          <Link to={`${to(CART_PATH)}#quick-order-title`}>{t("shop.wayOn.quickOrder")}</Link>
        </li>
        <li>
          <Link to={to("/pages/contact-us")}>{t("shop.wayOn.contact")}</Link>
        </li>
      </ul>
    </section>
  );
}
