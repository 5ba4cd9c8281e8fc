// The product sidebar: code, related-products and barcodes modals, related documents (signed-in
// customers only), assistance link and a catalogue search box.
// A modal is a link to `?modal=<name>`: without JavaScript the server renders that modal open in the
// page (a non-modal <dialog open>); with JavaScript the link opens the same <dialog> as a modal.
import { Form, Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { CardProduct } from "~/catalog/card";
import type { ProductModal } from "~/catalog/product-page";

import type { LinkedDocument } from "~/erp/types";
import { Dialog, openModal } from "~/ui/Dialog";
import { useLocalePath } from "~/platform/i18n";
import { productPath } from "~/catalog/product-url";

function ModalLink({ name, dialogId, children }: { name: ProductModal; dialogId: string; children: ReactNode }) {
  return (
    <Link
      to={`?modal=${name}#${dialogId}`}
      preventScrollReset
      className="product-sidebar__modal-link"
      aria-haspopup="dialog"
      rel="nofollow"
      onClick={(event) => {
        if (openModal(dialogId)) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}

export function ProductSidebar({
  sku,
  barcodes,
  related,
  documents,
  assistancePath,
  modal,
}: {
  sku: string;
  barcodes: string[];
  related: CardProduct[];
  documents: LinkedDocument[] | null;
  assistancePath: string;
  modal: ProductModal | null;
}) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { pathname } = useLocation();
  return (
    <aside className="product-sidebar" aria-labelledby="product-sidebar-title">
      <h2 id="product-sidebar-title" className="product-sidebar__title">
        {t("productPage.sidebar.heading")}
      </h2>
      <dl className="product-sidebar__code">
        <dt>{t("productPage.sidebar.code")}</dt>
        <dd>{sku}</dd>
      </dl>
      <ul className="product-sidebar__links">
        <li>
          <ModalLink name="related" dialogId="modal-related">
            {t("productPage.sidebar.related")}
          </ModalLink>
        </li>
        {barcodes.length > 0 ? (
          <li>
            <ModalLink name="barcodes" dialogId="modal-barcodes">
              {t("productPage.sidebar.barcodes")}
            </ModalLink>
          </li>
        ) : null}
        {assistancePath ? (
          <li>
            <a href={assistancePath}>{t("productPage.sidebar.assistance")}</a>
          </li>
        ) : null}
      </ul>
      {documents && documents.length > 0 ? (
        <section className="product-sidebar__documents" aria-labelledby="product-documents-title">
          <h3 id="product-documents-title">{t("productPage.sidebar.documents")}</h3>
          <ul>
            {documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} type="application/pdf">
                  {document.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Form method="get" action={to("/shop")} className="product-sidebar__search" role="search" aria-label={t("productPage.sidebar.searchLabel")}>
        <label htmlFor="product-sidebar-search">{t("productPage.sidebar.searchLabel")}</label>
        <div className="product-sidebar__search-row">
          <input id="product-sidebar-search" type="search" name="text" maxLength={100} placeholder={t("productPage.sidebar.searchPlaceholder")} />
          <button type="submit" className="button">
            {t("productPage.sidebar.searchButton")}
          </button>
        </div>
      </Form>

      <Dialog id="modal-related" title={t("productPage.sidebar.related")} open={modal === "related"} closeTo={pathname}>
        {related.length > 0 ? (
          <ul className="product-dialog__list">
            {related.map((item) => (
              <li key={item.sku}>
                <Link to={to(productPath(item))}>{item.title}</Link> <span className="product-dialog__code">{item.sku}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("productPage.sidebar.noRelated")}</p>
        )}
      </Dialog>
      {barcodes.length > 0 ? (
        <Dialog id="modal-barcodes" title={t("productPage.sidebar.barcodes")} open={modal === "barcodes"} closeTo={pathname}>
          <ul className="product-dialog__list product-dialog__list--codes">
            {barcodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </Dialog>
      ) : null}
    </aside>
  );
}
