// The dashboard: quick links, credit position, deadlines, latest orders and documents, saved carts;
// a panel whose data did not come says so on its own.
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useReaderContext, formatDay, formatPrice, orderNumber, useLocale, useLocalePath } from "~/platform/i18n";
import { AccountNav } from "~/account/AccountNav";
import type { loadDashboardPage } from "~/account/dashboard-page.server";
import { documentPdfPath, orderDetailPath } from "~/page/account-paths";
import { PdfLinkText } from "~/account/PdfLinkText";
import { OrderStatusBadge } from "~/account/Status";
import { CART_PATH, SAVED_CARTS_PATH } from "~/cart/cart";
import { FigureItem } from "~/account/FigureItem";

const QUICK_LINKS = [
  ["cart", CART_PATH],
  ["orders", "/pages/orders"],
  ["documents", "/pages/documents"],
  ["deadlines", "/pages/deadlines"],
  ["wishlist", "/pages/wishlist"],
  ["account", "/pages/account"],
] as const;

export function DashboardPage() {
  const { credit, deadlines, orders, documents, savedCarts, name } = useLoaderData<typeof loadDashboardPage>();
  const { t } = useTranslation();
  const reader = useReaderContext();
  const locale = useLocale();
  const to = useLocalePath();
  const money = (value: number) => formatPrice(value, locale);
  /** A deadlines figure's name with how many deadlines it sums. */
  const deadlinesTerm = (key: string, count: number) => (
    <>
      {t(`account.dashboard.${key}`)} <span className="figures__count">({t("account.dashboard.deadlinesCount", { count })})</span>
    </>
  );
  return (
    <div className="account-page">
      <AccountNav />
      <h1>{t("account.dashboard.heading")}</h1>
      {name ? <p className="account-page__welcome">{t("account.dashboard.welcome", { name })}</p> : null}

      <nav className="quick-links" aria-label={t("account.dashboard.quickLinks")}>
        <ul>
          {QUICK_LINKS.map(([key, path]) => (
            <li key={key}>
              <Link to={to(path)}>{t(`account.nav.${key}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="account-grid">
        <section className="account-card" aria-labelledby="credit-heading">
          <h2 id="credit-heading">{t("account.dashboard.credit")}</h2>
          {credit ? (
            <dl className="figures">
              <FigureItem term={t("account.dashboard.overdue")} tone={credit.overdue > 0 ? "danger" : undefined}>
                {money(credit.overdue)}
              </FigureItem>
              <FigureItem term={t("account.dashboard.notYetDue")}>{money(credit.notYetDue)}</FigureItem>
              <FigureItem term={t("account.dashboard.creditLimit")}>{money(credit.creditLimit)}</FigureItem>
              <FigureItem term={t("account.dashboard.available")} tone={credit.available < 0 ? "danger" : "ok"}>
                {money(credit.available)}
              </FigureItem>
            </dl>
          ) : (
            <p className="account-card__unavailable">{t("account.dashboard.unavailable")}</p>
          )}
        </section>

        <section className="account-card" aria-labelledby="deadlines-heading">
          <h2 id="deadlines-heading">{t("account.dashboard.deadlines")}</h2>
          {deadlines ? (
            <dl className="figures">
              <FigureItem term={deadlinesTerm("overdueDeadlines", deadlines.overdueCount)} tone={deadlines.totals.overdue > 0 ? "danger" : undefined}>
                {money(deadlines.totals.overdue)}
              </FigureItem>
              <FigureItem term={deadlinesTerm("openDeadlines", deadlines.openCount)}>{money(deadlines.totals.open)}</FigureItem>
            </dl>
          ) : (
            <p className="account-card__unavailable">{t("account.dashboard.unavailable")}</p>
          )}
          <Link to={to("/pages/deadlines")} className="account-card__more">
            {t("account.dashboard.allDeadlines")}
          </Link>
        </section>

        <section className="account-card account-card--wide" aria-labelledby="orders-heading">
          <h2 id="orders-heading">{t("account.dashboard.latestOrders")}</h2>
          {orders === null ? (
            <p className="account-card__unavailable">{t("account.dashboard.unavailable")}</p>
          ) : orders.length === 0 ? (
            <p>{t("accountLists.empty")}</p>
          ) : (
            <ul className="mini-list">
              {orders.map((order) => (
                <li key={orderNumber(order.key)}>
                  <Link to={to(orderDetailPath(order.key))}>{orderNumber(order.key)}</Link>
                  <span>{formatDay(order.registeredOn, locale)}</span>
                  <OrderStatusBadge status={order.status} />
                  <span className="mini-list__amount">{money(order.total)}</span>
                </li>
              ))}
            </ul>
          )}
          <Link to={to("/pages/orders")} className="account-card__more">
            {t("account.dashboard.allOrders")}
          </Link>
        </section>

        <section className="account-card account-card--wide" aria-labelledby="documents-heading">
          <h2 id="documents-heading">{t("account.dashboard.latestDocuments")}</h2>
          {documents === null ? (
            <p className="account-card__unavailable">{t("account.dashboard.unavailable")}</p>
          ) : documents.length === 0 ? (
            <p>{t("accountLists.empty")}</p>
          ) : (
            <ul className="mini-list">
              {documents.map((doc) => (
                <li key={`${doc.kind}-${doc.label}`}>
                  <span>{doc.label}</span>
                  <span>{t(`account.documents.kindSingular.${doc.kind}`)}</span>
                  <span>{formatDay(doc.date, locale)}</span>
                  <span className="mini-list__amount">{money(doc.total)}</span>
                  <a href={to(documentPdfPath(doc))} download>
                    <PdfLinkText label={doc.label} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <Link to={to("/pages/documents")} className="account-card__more">
            {t("account.dashboard.allDocuments")}
          </Link>
        </section>

        <section className="account-card" aria-labelledby="carts-heading">
          <h2 id="carts-heading">{t("account.dashboard.savedCarts")}</h2>
          {savedCarts === null ? (
            <p className="account-card__unavailable">{t("account.dashboard.unavailable")}</p>
          ) : savedCarts.length === 0 ? (
            <p>{t("account.dashboard.noSavedCarts", reader)}</p>
          ) : (
            <ul className="mini-list">
              {savedCarts.map((cart) => (
                <li key={cart.id}>
                  <span>{cart.name}</span>
                  <span>{formatDay(cart.createdAt, locale)}</span>
                  <span>{t("account.dashboard.cartLines", { count: cart.lineCount })}</span>
                  <span className="mini-list__amount">{money(cart.net)}</span>
                </li>
              ))}
            </ul>
          )}
          <Link to={to(SAVED_CARTS_PATH)} className="account-card__more">
            {t("account.dashboard.openSavedCarts")}
          </Link>
        </section>
      </div>
    </div>
  );
}
