// Adding quick order lines to one of the customer's reorder lists: the core the lists action uses,
// and the answer of the pages that keep their own state while adding (the scanner keeps its scanned
// lines, an order's detail its lines' controls), which is an outcome they render beside the form.
import { BARCODE, tooManyCodes } from "~/cart/quick-order";
import { resolveBarcodes } from "~/cart/quick-order.server";
import type { Erp } from "~/erp/client.server";
import { isErpError } from "~/erp/errors";
import type { ReorderList } from "~/erp/lists.server";
import { customerLists } from "~/lists/availability.server";
import { linesToAdd, pickedListTarget, type ListTarget } from "~/lists/rules";
import { isExpiredToken } from "~/page/expired-session.server";
import { inExpensiveSlot } from "~/page/expensive.server";
import type { CustomerPage } from "~/page/page.server";

/** Adds the rows to the list (made first when it is new); barcodes become their articles. */
export async function addRowsToList(erp: Erp, target: ListTarget, rows: Array<{ sku: string; quantity: number }>): Promise<ReorderList> {
  const listId = target.kind === "existing" ? target.id : (await erp.lists.create(target.name)).id;
  const skuOfBarcode = await resolveBarcodes(
    erp,
    rows.map((row) => row.sku).filter((code) => BARCODE.test(code)),
  );
  return erp.lists.addRows(
    listId,
    rows.map((row) => ({ sku: skuOfBarcode.get(row.sku)?.sku ?? row.sku, quantity: row.quantity })),
  );
}

export type AddToListError = "lists.chooseListFirst" | "lists.notFound" | "lists.noLines" | "lists.invalidQuantities" | "lists.erpFailed";

export type AddToListOutcome =
  | { kind: "added"; listId: string; listName: string; count: number; refused: string[] }
  | { kind: "error"; key: AddToListError; codes?: string }
  /** The ERP refused the change with its own words (a duplicate name, a bad quantity). */
  | { kind: "rejected"; messages: string[] };

export interface AddToListForm {
  /** The list picked from the menu of the customer's lists (its id). */
  list: string;
  /** A new list's name, which wins over the menu. */
  newList: string;
  /** The lines in the quick order's text format. */
  lines: string;
}

/**
 * The lines added to the list the form picked, or why not: a list that is not the customer's is
 * refused before the ERP is asked, so is a list of more codes than one post may resolve, and a quantity that is not a whole positive number adds nothing,
 * so the customer corrects it and sends the same lines again.
 */
export async function addToPickedList(page: CustomerPage, form: AddToListForm): Promise<AddToListOutcome> {
  const { rows, invalid, lineCount } = linesToAdd(form.lines);
  const tooMany = tooManyCodes(lineCount);
  if (tooMany) return { kind: "rejected", messages: [page.t(tooMany.key!, tooMany.values)] };
  if (invalid.length > 0) return { kind: "error", key: "lists.invalidQuantities", codes: invalid.map((row) => row.code).join(", ") };
  if (rows.length === 0) return { kind: "error", key: "lists.noLines" };
  try {
    const target = pickedListTarget(form.list, form.newList, (await customerLists(page.erp)) ?? []);
    if (target === "none") return { kind: "error", key: "lists.chooseListFirst" };
    if (target === "unknown") return { kind: "error", key: "lists.notFound" };
    const list = await inExpensiveSlot(page, () => addRowsToList(page.erp, target, rows));
    return {
      kind: "added",
      listId: list.id,
      listName: list.name,
      count: rows.length - list.refused.length,
      refused: list.refused.map((row) => row.sku),
    };
  } catch (error) {
    if (isExpiredToken(error)) throw error;
    if (isErpError(error, "http") && error.status === 404) return { kind: "error", key: "lists.notFound" };
    if (isErpError(error, "rejected") && error.messages.length > 0) return { kind: "rejected", messages: error.messages };
    if (isErpError(error)) return { kind: "error", key: "lists.erpFailed" };
    throw error;
  }
}
