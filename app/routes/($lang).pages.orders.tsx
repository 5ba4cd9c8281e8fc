import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import styles from "~/account/account.css";
import { loadOrders } from "~/account/account.server";
import { AccountNav } from "~/account/AccountNav";
import { todayInRome } from "~/account/deadlines";
import { accountRequest, guardAccount, PRIVATE } from "~/account/guard.server";
import { orderDetailPath } from "~/account/links";
import { listHref, ORDER_STATUS_FILTERS, parseListQuery } from "~/account/lists";
import { DateRangeForm, Pagination } from "~/account/ListControls";
import { privatePageMeta } from "~/platform/meta";
import { OrderStatusBadge } from "~/account/Status";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { useLocale, useLocalePath } from "~/shell/useLocale";
import { formatDay, formatPrice, orderNumber } from "~/platform/format";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = ({ matches }) => privatePageMeta(matches, "account.orders.title");

export async function loader(args: LoaderFunctionArgs) {
  const { erp } = await accountRequest(args);
  const query = parseListQuery(new URL(args.request.url).searchParams);
  const orders = await guardAccount(args.request, loadOrders(erp, query, todayInRome()));
  return data({ orders, status: query.status, from: query.from, to: query.to, range: query.range, errors: query.errors }, { headers: PRIVATE });
}

export default function Orders() {
  const { orders, status, from, to: until, range, errors } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const path = to("/pages/orders");
  const kept = { from: range.from, to: range.to };
  return (
    <div className="account-page">
      <AccountNav />
      <h1>{t("account.orders.heading")}</h1>
      <nav className="filter-tabs" aria-label={t("account.orders.status")}>
        <ul>
          {ORDER_STATUS_FILTERS.map((filter) => (
            <li key={filter}>
              <Link
                to={listHref(path, { status: filter === "all" ? undefined : filter, ...kept })}
                aria-current={filter === status ? "page" : undefined}
              >
                {t(`account.orders.filters.${filter}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DateRangeForm action={path} from={from} to={until} hidden={status === "all" ? {} : { status }} errors={errors} />
      <p className="list-count" role="status">
        {t("accountLists.results", { count: orders.total })}
      </p>
      {orders.items.length === 0 ? (
        <p className="notice">{t("accountLists.empty")}</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">{t("account.orders.heading")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("account.orders.number")}</th>
              <th scope="col">{t("account.orders.date")}</th>
              <th scope="col">{t("account.orders.delivery")}</th>
              <th scope="col">{t("account.orders.address")}</th>
              <th scope="col">{t("account.orders.status")}</th>
              <th scope="col" className="num">
                {t("account.orders.net")}
              </th>
              <th scope="col" className="num">
                {t("account.orders.total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.items.map((order) => (
              <tr key={orderNumber(order.key)}>
                <th scope="row" data-label={t("account.orders.number")}>
                  <Link to={to(orderDetailPath(order.key))} aria-label={t("account.orders.openOrder", { number: orderNumber(order.key) })}>
                    {orderNumber(order.key)}
                  </Link>
                </th>
                <td data-label={t("account.orders.date")}>{formatDay(order.registeredOn, locale)}</td>
                <td data-label={t("account.orders.delivery")}>{formatDay(order.deliveryOn, locale)}</td>
                <td data-label={t("account.orders.address")}>{[order.address, order.city].filter(Boolean).join(", ")}</td>
                <td data-label={t("account.orders.status")}>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td data-label={t("account.orders.net")} className="num">
                  {formatPrice(order.net, locale)}
                </td>
                <td data-label={t("account.orders.total")} className="num">
                  {formatPrice(order.total, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={orders.page}
        pages={orders.pages}
        href={(page) => listHref(path, { status: status === "all" ? undefined : status, ...kept, page })}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
