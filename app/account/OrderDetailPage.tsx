// An order: who placed it when an agent did, its state and dates, the reorder button, and its lines
// with what is still to deliver, each with "add to a list" (the ordered quantity, editable), and
// "add all lines to a list" under them.
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountNav } from "~/account/AccountNav";
import { orderDetailPath, orderReturnFormPath, trackingPdfPath } from "~/page/account-paths";
import type { ShellData } from "~/page/shell-data";
import type { loadOrderDetailPage, OrderDetailAnswer } from "~/account/order-detail-page.server";
import { useReaderContext, formatDay, formatPrice, formatQuantity, orderNumber, useLocale, useLocalePath } from "~/platform/i18n";
import { AddToListControl } from "~/lists/AddToListControl";
import { useReorderLists } from "~/lists/useReorderLists";
import { OrderStatusBadge } from "~/account/Status";
import { JobSiteText } from "~/checkout/JobSite";
import { productPagePath } from "~/catalog/product-url";
import { DataTable, FigureCell } from "~/ui/DataTable";

export function OrderDetailPage() {
  const { order, tracking } = useLoaderData<typeof loadOrderDetailPage>();
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const navigation = useNavigation();
  const answer = useActionData<OrderDetailAnswer>();
  const answered = (control: string) => (answer?.addedToList.control === control ? answer.addedToList.outcome : undefined);
  const reader = useReaderContext();
  const hasLists = useReorderLists() !== null;
  // A return is asked for delivered goods, where the ERP takes return requests.
  const returnable = (useRouteLoaderData<ShellData>("root")?.customer?.hasReturns ?? false) && order.lines.some((line) => line.delivered > 0);
  const action = to(orderDetailPath(order.key));
  const number = orderNumber(order.key);
  const label = (key: string) => t(`account.orderDetail.${key}`);
  // An amount the ERP gave in a form the shop cannot read is unknown, never 0,00 €.
  const amount = (value: number | null) =>
    value === null ? (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{label("unknownAmount")}</span>
      </>
    ) : (
      formatPrice(value, locale)
    );
  return (
    <div className="account-page">
      <AccountNav />
      <p>
        <Link to={to("/pages/orders")}>← {label("back")}</Link>
      </p>
      <h1>{t("account.orderDetail.heading", { number })}</h1>
      {order.createdByAgent ? (
        <p>
          <span className="status-badge status-badge--info">{t("account.orders.placedBy", { name: order.createdByAgent.name })}</span>
        </p>
      ) : null}
      <div className="order-head">
        <dl className="facts facts--inline">
          <div className="facts__row">
            <dt>{label("status")}</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
          <div className="facts__row">
            <dt>{label("registeredOn")}</dt>
            <dd>{formatDay(order.registeredOn, locale)}</dd>
          </div>
          <div className="facts__row">
            <dt>{label("deliveryOn")}</dt>
            <dd>{formatDay(order.deliveryOn, locale)}</dd>
          </div>
          <div className="facts__row">
            <dt>{label("address")}</dt>
            <dd>{[order.address, order.city].filter(Boolean).join(", ") || "–"}</dd>
          </div>
          {order.jobSite ? (
            <div className="facts__row">
              <dt>{label("jobSite")}</dt>
              <dd>
                <JobSiteText site={order.jobSite} />
              </dd>
            </div>
          ) : null}
          {order.amounts.adjustment !== 0 ? (
            <>
              <div className="facts__row">
                <dt>{label("linesTotal")}</dt>
                <dd>{amount(order.amounts.lines)}</dd>
              </div>
              <div className="facts__row">
                <dt>{label("adjustment")}</dt>
                <dd>{amount(order.amounts.adjustment)}</dd>
              </div>
            </>
          ) : null}
          <div className="facts__row">
            <dt>{label("total")}</dt>
            <dd>{amount(order.amounts.total)}</dd>
          </div>
        </dl>
        <Form method="post" className="reorder-form">
          <input type="hidden" name="intent" value="reorder" />
          <input type="hidden" name="type" value={order.key.type} />
          <input type="hidden" name="number" value={order.key.number} />
          <input type="hidden" name="year" value={order.key.year} />
          <button type="submit" className="button" disabled={navigation.state === "submitting"}>
            {label("reorder")}
          </button>
          <p className="reorder-form__hint">{label("reorderHint")}</p>
        </Form>
        {returnable ? (
          <p>
            <Link className="button button--secondary" to={to(orderReturnFormPath(order.key))}>
              {label("requestReturn")}
            </Link>
          </p>
        ) : null}
        {tracking ? (
          <p>
            <a className="button button--secondary" href={to(trackingPdfPath(order.key))} download>
              {label("trackingPdf")}
            </a>
          </p>
        ) : null}
      </div>
      <h2>{label("lines")}</h2>
      <DataTable
        caption={label("lines")}
        columns={["sku", "description", "unit", "ordered", "delivered", "remaining", "price", "net"]}
        label={label}
        numeric={["ordered", "delivered", "remaining", "price", "net"]}
        actions={hasLists ? t("lists.title") : undefined}
      >
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.rowId || line.sku}>
              <th scope="row" data-label={label("sku")}>
                <Link to={to(productPagePath("default", line.sku))}>{line.sku}</Link>
              </th>
              <td data-label={label("description")}>{line.description}</td>
              <td data-label={label("unit")}>{line.unit}</td>
              <FigureCell label={label("ordered")}>{formatQuantity(line.ordered, locale)}</FigureCell>
              <FigureCell label={label("delivered")}>{formatQuantity(line.delivered, locale)}</FigureCell>
              <td data-label={label("remaining")} className={line.remaining > 0 ? "num num--open" : "num"}>
                {formatQuantity(line.remaining, locale)}
              </td>
              <FigureCell label={label("price")}>{amount(line.unitPrice)}</FigureCell>
              <FigureCell label={label("net")}>{amount(line.value)}</FigureCell>
              {hasLists ? (
                <td className="order-line__to-list">
                  {line.ordered > 0 ? (
                    <AddToListControl
                      action={action}
                      control={line.sku}
                      label={t("lists.add", reader)}
                      labelDetail={line.sku}
                      article={{ sku: line.sku, quantity: Math.round(line.ordered) }}
                      answered={answered(line.sku)}
                    />
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <AddToListControl
        action={action}
        control="all"
        label={t("lists.addOrderLines", reader)}
        lines={order.lines
          .filter((line) => line.ordered > 0)
          .map((line) => `${line.sku};${Math.round(line.ordered)}`)
          .join("\n")}
        answered={answered("all")}
        className="order-lines__to-list"
      />
    </div>
  );
}
