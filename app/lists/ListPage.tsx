// /pages/lists/<id>: one reorder list. Each line an article and a quantity (−/+, remove, a tick box);
// order the whole list or the ticked lines (the quick order's report comes back here; the list stays
// as it was); rename, delete, export to CSV, add lines from a CSV file. Rows a sales agent added say
// so. Every control is a form (JavaScript off works fully); with JavaScript the −/+ and remove run in
// fetchers and show their result at once.
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { QuickOrderReport } from "~/cart/QuickOrderForm";
import { useCartMessageText } from "~/cart/cart";
import type { ListActionData, loadListPage } from "~/lists/lists-page.server";
import { LIST_NAME_MAX_LENGTH, steppedQuantity } from "~/lists/rules";
import { CART } from "~/platform/config";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatPrice, useLocale, useLocalePath } from "~/platform/i18n";

type ListView = ReturnType<typeof useLoaderData<typeof loadListPage>>["list"];
type RowView = ListView["rows"][number];

const ORDER_FORM_ID = "order-list";
const REPORT_ID = "list-order-report";

/** `nav` is the account area's navigation, which the route gives: lists sit a floor below the account (eslint.config.js). */
export function ListPage({ nav }: { nav: ReactNode }) {
  const { list } = useLoaderData<typeof loadListPage>();
  const answer = useActionData<ListActionData>();
  const ordered = answer && "quickOrder" in answer ? answer : undefined;
  const notImported = answer && "notImported" in answer ? answer.notImported : undefined;
  const messageText = useCartMessageText();
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigation = useNavigation();
  const ordering = navigation.state === "submitting" && navigation.formData?.get("intent") === "order";
  const self = to(`/pages/lists/${encodeURIComponent(list.id)}`);
  return (
    <div className="account-page list-page" data-list={list.name}>
      {nav}
      <p>
        <Link to={to("/pages/lists")}>← {t("lists.back")}</Link>
      </p>
      <h1>{list.name}</h1>
      <div className="list-page__tools">
        <Link to={`${self}/export.csv`} reloadDocument download className="button button--ghost button--small">
          {t("lists.export")}
        </Link>
        <details className="list-page__rename">
          <summary className="button button--ghost button--small">{t("lists.rename")}</summary>
          <Form method="post" className="inline-form">
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="list" value={list.id} />
            <input type="hidden" name="redirectTo" value={self} />
            <div className="field">
              <label htmlFor="rename-list">{t("lists.name")}</label>
              <input id="rename-list" name="name" type="text" required maxLength={LIST_NAME_MAX_LENGTH} defaultValue={list.name} />
            </div>
            <button type="submit" className="button button--small">
              {t("lists.rename")}
            </button>
          </Form>
        </details>
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="list" value={list.id} />
          <button type="submit" className="button button--ghost button--small">
            {t("lists.delete")}
          </button>
        </Form>
      </div>

      {ordered ? <QuickOrderReport answer={ordered.quickOrder} id={REPORT_ID} /> : null}

      {list.rows.length === 0 ? (
        <p className="notice">{t("lists.empty")}</p>
      ) : (
        <>
          <ul className="list-rows">
            {list.rows.map((row) => (
              <ListRow key={row.rowId} listId={list.id} row={row} self={self} />
            ))}
          </ul>
          {/* The tick boxes of the rows belong to this form (form="order-list"): the rows' own forms sit between. */}
          <Form method="post" id={ORDER_FORM_ID} action={`${self}#${REPORT_ID}`} className="list-page__order">
            <input type="hidden" name="intent" value="order" />
            <input type="hidden" name="list" value={list.id} />
            <button type="submit" name="scope" value="all" className="button button--primary" disabled={ordering}>
              {t("lists.orderAll")}
            </button>
            <button type="submit" name="scope" value="ticked" className="button" disabled={ordering}>
              {t("lists.orderTicked")}
            </button>
            <p className="list-page__hint">{t("lists.orderHint")}</p>
          </Form>
        </>
      )}

      <section aria-labelledby="list-import-title" className="list-page__import">
        <h2 id="list-import-title">{t("lists.importTitle")}</h2>
        {notImported ? (
          <p className="notice notice--error" role="alert">
            {messageText(notImported.message)}
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data">
          <input type="hidden" name="intent" value="add-lines" />
          <input type="hidden" name="list" value={list.id} />
          <input type="hidden" name="redirectTo" value={self} />
          <div className="field">
            <label htmlFor="list-import-file">{t("lists.importFile")}</label>
            <input id="list-import-file" name="file" type="file" accept=".csv,.txt,text/csv,text/plain" />
          </div>
          <div className="field">
            <label htmlFor="list-import-lines">{t("lists.importLines")}</label>
            <textarea id="list-import-lines" name="lines" rows={3} spellCheck={false} placeholder={"FE10023;12"} defaultValue={notImported?.lines} />
          </div>
          <button type="submit" className="button">
            {t("lists.import")}
          </button>
        </Form>
      </section>
    </div>
  );
}

/** One article of the list: tick box (for the order form), picture and name, quantity with −/+, remove. */
function ListRow({ listId, row, self }: { listId: string; row: RowView; self: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useFetcher();
  const removal = useFetcher();
  // Optimistic: the quantity the pending change asks for, the row gone while its removal runs.
  const pending = change.formData;
  const typed = Number(pending?.get("quantity"));
  const step = pending?.get("step");
  const shown = pending && typed > 0 ? (step ? steppedQuantity(typed, Number(step) as -1 | 1) : typed) : row.quantity;
  if (removal.state !== "idle") return null;
  const tickId = `tick-${row.rowId}`;
  return (
    <li className="list-row" data-sku={row.sku}>
      <input type="checkbox" id={tickId} name="row" value={row.rowId} form={ORDER_FORM_ID} className="list-row__tick" />
      <label htmlFor={tickId} className="visually-hidden">
        {t("lists.tickRow", { name: row.title })}
      </label>
      {row.image ? <img src={row.image} alt="" width={56} height={56} loading="lazy" /> : <span className="list-row__noimage" />}
      <div className="list-row__info">
        <strong>{row.title}</strong>
        <small>
          {row.sku}
          {row.packagingMultiple > 1 ? ` · ${t("lists.packaging", { multiple: row.packagingMultiple })}` : null}
          {row.unitPrice !== null ? ` · ${formatPrice(row.unitPrice, locale)}` : null}
        </small>
        {row.addedByAgent ? <span className="author-badge author-badge--agent">{t("lists.addedByAgent")}</span> : null}
      </div>
      <change.Form method="post" action={self} className="list-row__quantity">
        <input type="hidden" name="intent" value="update-row" />
        <input type="hidden" name="list" value={listId} />
        <input type="hidden" name="rowId" value={row.rowId} />
        <input type="hidden" name="redirectTo" value={self} />
        <button type="submit" name="step" value="-1" className="button button--small" aria-label={t("lists.decrease", { name: row.title })}>
          −
        </button>
        <input
          key={shown}
          name="quantity"
          type="number"
          min={1}
          max={CART.maxQuantity}
          inputMode="numeric"
          defaultValue={shown}
          aria-label={t("lists.quantityOf", { name: row.title })}
        />
        <button type="submit" name="step" value="1" className="button button--small" aria-label={t("lists.increase", { name: row.title })}>
          +
        </button>
        <button type="submit" className="button button--ghost button--small">
          {t("lists.update")}
        </button>
      </change.Form>
      <removal.Form method="post" action={self}>
        <input type="hidden" name="intent" value="remove-row" />
        <input type="hidden" name="list" value={listId} />
        <input type="hidden" name="rowId" value={row.rowId} />
        <input type="hidden" name="redirectTo" value={self} />
        <button type="submit" className="button button--ghost button--small" aria-label={t("lists.removeNamed", { name: row.title })}>
          {t("lists.remove")}
        </button>
      </removal.Form>
    </li>
  );
}
