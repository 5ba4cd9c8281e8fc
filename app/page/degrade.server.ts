// A page fails only when its primary data fails. Secondary data (facets, accessories, a product
// page's prices, home blocks, dashboard panels, wishlist marks) goes through `secondary`: an ERP
// failure leaves that one section empty (null) with a warning in the log, and the page answers 200.
// An expired session is not a section's failure: it still signs the customer out.
import { isErpError } from "~/erp/errors";
import { isExpiredToken } from "~/page/expired-session.server";
import { log } from "~/platform/log.server";

export function secondary<T>(work: Promise<T>, what: string): Promise<T | null> {
  return work.catch((error: unknown) => {
    if (!isErpError(error) || isExpiredToken(error)) throw error;
    log("warn", "secondary data unavailable", { what, call: error.call, kind: error.kind, status: error.status });
    return null;
  });
}
