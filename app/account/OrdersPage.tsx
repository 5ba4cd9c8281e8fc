// The order list: status tabs, a date range, the orders of the period (each marked when an agent
// placed it) and their pages.
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useReaderContext, formatDay, formatPrice, orderNumber, useLocale, useLocalePath } from "~/platform/i18n";
import { AccountNav } from "~/account/AccountNav";
import { orderDetailPath } from "~/page/account-paths";
import { listHref, ORDER_STATUS_FILTERS } from "~/account/list-query";
import { DateRangeForm } from "~/account/ListControls";
import { JobSiteFilter } from "~/account/JobSiteFilter";
import { JobSiteText } from "~/checkout/JobSite";
import { Pagination } from "~/ui/Pagination";
import type { loadOrdersPage } from "~/account/orders-page.server";
import { OrderStatusBadge } from "~/account/Status";
import { DataTable, FigureCell } from "~/ui/DataTable";

export function OrdersPage() {
  const { orders, status, jobSite, jobSites, from, to: until, range, errors } = useLoaderData<typeof loadOrdersPage>();
  const { t } = useTranslation();
  const reader = useReaderContext();
  const locale = useLocale();
  const to = useLocalePath();
  const path = to("/pages/orders");
  const kept = { from: range.from, to: range.to, jobSite: jobSite || undefined };
  // Where the ERP keeps job sites, or its orders name theirs.
  const showJobSites = jobSites !== null || orders.items.some((order) => order.jobSite);
  return (
    <div className="account-page">
      <AccountNav />
      <h1>{t("account.orders.heading", reader)}</h1>
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
      <DateRangeForm action={path} from={from} to={until} hidden={status === "all" ? {} : { status }} errors={errors}>
        {jobSites ? <JobSiteFilter jobSites={jobSites} value={jobSite} /> : null}
      </DateRangeForm>
      <p className="list-count" role="status">
        {t("accountLists.results", { count: orders.total })}
      </p>
      {orders.items.length === 0 ? (
        <p className="notice">{t("accountLists.empty")}</p>
      ) : (
        <DataTable
          caption={t("account.orders.heading")}
          columns={["number", "date", "delivery", "address", "status", ...(showJobSites ? ["jobSite"] : []), "net", "total"]}
          label={(key) => t(`account.orders.${key}`)}
          numeric={["net", "total"]}
        >
          <tbody>
            {orders.items.map((order) => (
              <tr key={orderNumber(order.key)}>
                <th scope="row" data-label={t("account.orders.number")}>
                  <span className="order-ref">
                    <Link to={to(orderDetailPath(order.key))} aria-label={t("account.orders.openOrder", { number: orderNumber(order.key) })}>
                      {orderNumber(order.key)}
                    </Link>
                    {order.createdByAgent ? (
                      <span className="placed-by">{t("account.orders.placedBy", { name: order.createdByAgent.name })}</span>
                    ) : null}
                  </span>
                </th>
                <td data-label={t("account.orders.date")}>{formatDay(order.registeredOn, locale)}</td>
                <td data-label={t("account.orders.delivery")}>{formatDay(order.deliveryOn, locale)}</td>
                <td data-label={t("account.orders.address")}>{[order.address, order.city].filter(Boolean).join(", ")}</td>
                <td data-label={t("account.orders.status")}>
                  <OrderStatusBadge status={order.status} />
                </td>
                {showJobSites ? (
                  <td data-label={t("account.orders.jobSite")}>
                    <JobSiteText site={order.jobSite} />
                  </td>
                ) : null}
                <FigureCell label={t("account.orders.net")}>{formatPrice(order.net, locale)}</FigureCell>
                <FigureCell label={t("account.orders.total")}>{formatPrice(order.total, locale)}</FigureCell>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pagination
        page={orders.page}
        pages={orders.pages}
        href={(page) => listHref(path, { status: status === "all" ? undefined : status, ...kept, page })}
      />
    </div>
  );
}
