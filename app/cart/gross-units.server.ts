// The cart's lines in the gross view: the ERP's gross unit price of each line (lineGrossUnit), from
// one catalogue price call for the lines' articles at their quantities. The net view asks nothing.
// Secondary: an ERP failure leaves every line net (and labelled so), never a broken cart.
import type { Erp } from "~/erp/client.server";
import { isErpError } from "~/erp/errors";
import type { CartLine } from "~/erp/types";
import { lineGrossUnit, type PriceView } from "~/platform/price";

/** By row id: the line's gross unit price, or null (none in the net view). */
export async function grossUnits(erp: Erp, lines: readonly CartLine[], view: PriceView): Promise<Record<string, number | null>> {
  if (view !== "gross" || lines.length === 0) return {};
  try {
    const prices = await erp.catalog.prices(
      lines.map((line) => line.sku),
      lines.map((line) => line.quantity),
    );
    return Object.fromEntries(lines.map((line) => [line.rowId, lineGrossUnit(line, prices[line.sku])]));
  } catch (error) {
    if (!isErpError(error)) throw error;
    return {};
  }
}
