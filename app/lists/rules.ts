// The pure rules of reorder lists: which list a form names (an id, or a name to find or create),
// lines in the quick order's text format as rows to add, and a list's rows as quick order lines
// (ordering a list is a quick order of its rows; the list stays as it was).
import { parseQuickOrder, type QuickOrderRow } from "~/cart/quick-order";
import type { ReorderListRow, ReorderListSummary } from "~/erp/lists.server";
import { CART } from "~/platform/config";

export const LIST_NAME_MAX_LENGTH = 60;

export type ListTarget = { kind: "existing"; id: string } | { kind: "new"; name: string };

/** A list named by its id or by its name (any case); any other name is a new list. */
export function resolveListTarget(value: string, lists: Pick<ReorderListSummary, "id" | "name">[]): ListTarget | null {
  const wanted = value.trim().replace(/\s+/g, " ");
  if (wanted === "") return null;
  const byId = lists.find((list) => list.id === wanted);
  if (byId) return { kind: "existing", id: byId.id };
  const byName = lists.find((list) => list.name.toLocaleLowerCase() === wanted.toLocaleLowerCase());
  if (byName) return { kind: "existing", id: byName.id };
  return { kind: "new", name: wanted.slice(0, LIST_NAME_MAX_LENGTH) };
}

/**
 * The list of a form with a menu of the customer's lists and a field for a new list's name (a name
 * typed wins): "none" when neither is given, "unknown" when the menu's value is no list of theirs.
 */
export function pickedListTarget(
  picked: string,
  typedName: string,
  lists: Pick<ReorderListSummary, "id" | "name">[],
): ListTarget | "none" | "unknown" {
  const named = resolveListTarget(typedName, lists);
  if (named !== null) return named;
  if (picked.trim() === "") return "none";
  const list = lists.find((entry) => entry.id === picked.trim());
  return list ? { kind: "existing", id: list.id } : "unknown";
}

export interface LinesToAdd {
  /** One row per article code, quantities of repeated codes added up. */
  rows: Array<{ sku: string; quantity: number }>;
  /** Lines whose quantity is not a whole positive number: nothing is added for them. */
  invalid: QuickOrderRow[];
  /** The codes the text names (every line): more than one post may resolve is refused (tooManyCodes). */
  lineCount: number;
}

/** Quick order text ("code;quantity" lines, a CSV file's header skipped) as rows to add to a list. */
export function linesToAdd(text: string): LinesToAdd {
  const { rows } = parseQuickOrder(text);
  const quantities = new Map<string, number>();
  const invalid: QuickOrderRow[] = [];
  for (const row of rows) {
    if (row.quantity === null) invalid.push(row);
    else quantities.set(row.code, Math.min(CART.maxQuantity, (quantities.get(row.code) ?? 0) + row.quantity));
  }
  return { rows: [...quantities].map(([sku, quantity]) => ({ sku, quantity })), invalid, lineCount: rows.length };
}

/** The rows to order (the ticked ones, or all when `ticked` is null) as quick order lines, in the list's order. */
export function rowsToOrder(rows: ReorderListRow[], ticked: string[] | null): QuickOrderRow[] {
  const chosen = ticked === null ? rows : rows.filter((row) => ticked.includes(row.rowId));
  return chosen.map((row, index) => ({ line: index + 1, code: row.sku, quantityText: String(row.quantity), quantity: row.quantity }));
}

/** A row's quantity after a +1/−1 step: never below one piece (removing is its own button). */
export function steppedQuantity(quantity: number, step: -1 | 1): number {
  return Math.min(CART.maxQuantity, Math.max(1, quantity + step));
}
