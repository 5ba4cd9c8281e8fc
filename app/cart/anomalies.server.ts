// The ERP's findings on the active cart (K.check_cart_anomalies), one call per cart or checkout
// render, placed on the lines they name. A failure, or a deployment without the call (404), shows
// nothing: the order is still checked by prepare_order.
import { placeAnomalies, type PlacedAnomalies } from "~/cart/anomalies";
import type { Erp } from "~/erp/client.server";
import { isErpError } from "~/erp/errors";
import type { Cart } from "~/erp/types";
import { secondary } from "~/page/degrade.server";

export async function cartAnomalies(erp: Erp, cart: Cart): Promise<PlacedAnomalies> {
  if (cart.lines.length === 0) return { byRow: {}, general: [] };
  const found = await secondary(
    erp.cart.anomalies(cart).catch((error: unknown) => {
      if (isErpError(error, "http") && error.status === 404) return [];
      throw error;
    }),
    "cart anomalies",
  );
  return placeAnomalies(found ?? [], cart.lines);
}
