// A search with no results is not a dead end: a query that finds articles, the matching
// categories, the quick order (by article code) and the contact page.
import { useTranslation } from "~/platform/fixed-i18n";
import { CART_PATH } from "~/cart/paths";
import type { WayOn } from "~/catalog/no-results.server";
import { PageLink } from "~/shell/client-links";
import { useLocalePath } from "~/shell/useLocale";

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
          <PageLink to={to(wayOn.suggestion.href)}>
            <strong>{wayOn.suggestion.text}</strong>
          </PageLink>{" "}
          ({t("shop.count", { count: wayOn.suggestion.total })})
        </p>
      ) : null}
      {wayOn && wayOn.categories.length > 0 ? (
        <>
          <h2 className="no-results__title">{t("shop.wayOn.categories")}</h2>
          <ul className="no-results__links">
            {wayOn.categories.map((category) => (
              <li key={category.url}>
                <PageLink to={to(category.url)}>{category.title}</PageLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 className="no-results__title">{t("shop.wayOn.otherWays")}</h2>
      <ul className="no-results__links">
        <li>
          <PageLink to={`${to(CART_PATH)}#quick-order-title`}>{t("shop.wayOn.quickOrder")}</PageLink>
        </li>
        <li>
          <PageLink to={to("/pages/contact-us")}>{t("shop.wayOn.contact")}</PageLink>
        </li>
      </ul>
    </section>
  );
}
