// The codes of return requests (ERP-CONTRACT.md, "Italian trade paperwork"): plain values, so that
// the pages' components name them too (returns.server.ts reads them off the wire).
export const RETURN_REASONS = ["WRONG_ITEM", "DAMAGED", "DEFECTIVE", "NOT_ORDERED", "OTHER"] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_RESOLUTIONS = ["REPLACE", "CREDIT", "REPAIR"] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];
export const RETURN_STATUSES = ["REQUESTED", "AUTHORIZED", "PARTLY_AUTHORIZED", "DENIED", "RECEIVED", "CLOSED"] as const;
/** A state the contract does not name reads as "unknown" (shown as such, never dropped). */
export type ReturnStatus = (typeof RETURN_STATUSES)[number] | "unknown";

/** A document as the ERP names it in a request: scope, year and number. */
export interface DocumentKey {
  scope: string;
  year: string;
  number: string;
}
