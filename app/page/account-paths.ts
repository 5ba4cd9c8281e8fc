// The account area's own URLs (below the features: the catalogue links to them too): order detail by key, and the files streamed through the storefront.
import type { OrderKey } from "~/erp/types";

/** The customer's job sites (cantieri), where the ERP keeps them. */
export const JOB_SITES_PATH = "/pages/job-sites";

export function orderDetailPath(key: OrderKey): string {
  return `/pages/order_detail?${new URLSearchParams({ type: key.type, number: key.number, year: key.year })}`;
}

/** The storefront's route of an order's delivery tracking PDF. */
export function trackingPdfPath(key: OrderKey): string {
  return `/pages/order_detail/tracking.pdf?${new URLSearchParams({ type: key.type, number: key.number, year: key.year })}`;
}

/** The storefront's PDF route of a document (the ERP's signed URL never reaches the browser). */
export function documentPdfPath(doc: { kind: string; scope: string; year: string; number: string }): string {
  return `/pages/documents/${[doc.kind, doc.scope, doc.year, `${doc.number}.pdf`].map(encodeURIComponent).join("/")}`;
}

/** The storefront's CSV route of an invoice or credit note (beside its PDF). */
export function documentCsvPath(doc: { kind: string; scope: string; year: string; number: string }): string {
  return documentPdfPath(doc).replace(/\.pdf$/, ".csv");
}

/** A delivery document in the return form and its URL: "B-2026-123". */
export function returnDocumentParam(doc: { scope: string; year: string; number: string }): string {
  return `${doc.scope}-${doc.year}-${doc.number}`;
}

/** The return form with a delivery document's lines. */
export function returnFormPath(doc: { scope: string; year: string; number: string }): string {
  return `/pages/returns/new?${new URLSearchParams({ document: returnDocumentParam(doc) })}`;
}

/** The return form with the lines of the documents that delivered an order. */
export function orderReturnFormPath(key: OrderKey): string {
  return `/pages/returns/new?${new URLSearchParams({ type: key.type, number: key.number, year: key.year })}`;
}

/** The storefront's XML route of an invoice or credit note (its FatturaPA, or the signed `.xml.p7m` the ERP keeps). */
export function documentXmlPath(doc: { kind: string; scope: string; year: string; number: string }): string {
  return documentPdfPath(doc).replace(/\.pdf$/, ".xml");
}
