import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import styles from "~/account/account.css";
import { orderDetailView, reorder } from "~/account/account.server";
import { AccountNav } from "~/account/AccountNav";
import { accountRequest, guardAccount, PRIVATE } from "~/account/guard.server";
import { orderDetailPath } from "~/account/links";
import { privatePageMeta } from "~/platform/meta";
import { parseOrderKey } from "~/account/order-key";
import { OrderStatusBadge } from "~/account/Status";
import { addToast } from "~/platform/flash.server";
import { localizedPath } from "~/platform/i18n";
import { getSession, sessionStorage } from "~/platform/session.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { useLocale, useLocalePath } from "~/shell/useLocale";
import { formatDay, formatPrice, formatQuantity, orderNumber } from "~/platform/format";
import { productPagePath } from "~/catalog/product-url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  privatePageMeta(matches, "account.orderDetail.title", { number: page ? orderNumber(page.order.key) : "" });

const notFound = () => new Response("Not Found", { status: 404 });

export async function loader(args: LoaderFunctionArgs) {
  const { erp } = await accountRequest(args);
  const key = parseOrderKey(new URL(args.request.url).searchParams);
  if (!key) throw notFound();
  // Another customer's order (or none) is null: the same 404 as an order that does not exist.
  const order = await guardAccount(args.request, erp.account.order(key));
  if (!order) throw notFound();
  return data({ order: orderDetailView(order) }, { headers: PRIVATE });
}

export async function action(args: ActionFunctionArgs) {
  const { erp, locale } = await accountRequest(args);
  const form = await args.request.formData();
  const key = parseOrderKey(form);
  if (form.get("intent") !== "reorder" || !key) throw notFound();
  const result = await guardAccount(args.request, reorder(erp, key));
  if (!result) throw notFound();
  const session = await getSession(args.request);
  if (result.added.length > 0) {
    addToast(session, { kind: "success", key: "account.orderDetail.reorderDone", values: { count: result.added.length } });
  } else {
    addToast(session, { kind: "error", key: "account.orderDetail.reorderNone" });
  }
  if (result.failed.length > 0) {
    addToast(session, { kind: "error", key: "account.orderDetail.reorderFailed", values: { skus: result.failed.join(", ") } });
  }
  return redirect(localizedPath(locale, orderDetailPath(key)), {
    status: 303,
    headers: { "Set-Cookie": await sessionStorage().commitSession(session) },
  });
}

export default function OrderDetail() {
  const { order } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  const navigation = useNavigation();
  const number = orderNumber(order.key);
  const label = (key: string) => t(`account.orderDetail.${key}`);
  return (
    <div className="account-page">
      <AccountNav />
      <p>
        <Link to={to("/pages/orders")}>← {label("back")}</Link>
      </p>
      <h1>{t("account.orderDetail.heading", { number })}</h1>
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
          <div className="facts__row">
            <dt>{label("total")}</dt>
            <dd>{formatPrice(order.total, locale)}</dd>
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
      </div>
      <h2>{label("lines")}</h2>
      <table className="data-table">
        <caption className="visually-hidden">{label("lines")}</caption>
        <thead>
          <tr>
            <th scope="col">{label("sku")}</th>
            <th scope="col">{label("description")}</th>
            <th scope="col">{label("unit")}</th>
            <th scope="col" className="num">
              {label("ordered")}
            </th>
            <th scope="col" className="num">
              {label("delivered")}
            </th>
            <th scope="col" className="num">
              {label("remaining")}
            </th>
            <th scope="col" className="num">
              {label("price")}
            </th>
            <th scope="col">{label("discount")}</th>
            <th scope="col" className="num">
              {label("net")}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.rowId || line.sku}>
              <th scope="row" data-label={label("sku")}>
                <Link to={to(productPagePath("default", line.sku))}>{line.sku}</Link>
              </th>
              <td data-label={label("description")}>{line.description}</td>
              <td data-label={label("unit")}>{line.unit}</td>
              <td data-label={label("ordered")} className="num">
                {formatQuantity(line.ordered, locale)}
              </td>
              <td data-label={label("delivered")} className="num">
                {formatQuantity(line.delivered, locale)}
              </td>
              <td data-label={label("remaining")} className={line.remaining > 0 ? "num num--open" : "num"}>
                {formatQuantity(line.remaining, locale)}
              </td>
              <td data-label={label("price")} className="num">
                {formatPrice(line.unitPrice, locale)}
              </td>
              <td data-label={label("discount")}>{line.discount || "–"}</td>
              <td data-label={label("net")} className="num">
                {formatPrice(line.net, locale)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
