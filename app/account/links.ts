// The account area's own URLs: order detail by key, and document PDFs through the storefront.
import type { OrderKey } from "~/erp/types";

export function orderDetailPath(key: OrderKey): string {
  return `/pages/order_detail?${new URLSearchParams({ type: key.type, number: key.number, year: key.year })}`;
}

/** The storefront's PDF route of a document (the ERP's signed URL never reaches the browser). */
export function documentPdfPath(doc: { kind: string; scope: string; year: string; number: string }): string {
  return `/pages/documents/${[doc.kind, doc.scope, doc.year, `${doc.number}.pdf`].map(encodeURIComponent).join("/")}`;
}
