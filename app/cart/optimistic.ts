// Optimistic cart: while a cart fetcher is in flight, the header count, the line quantities and
// the totals show what the customer asked for; when the ERP refuses, the fetcher settles without a
// change on the server, so the numbers fall back by themselves (and the form shows the message).
// Every cart fetcher uses a key starting with CART_FETCHER_PREFIX so the header can find them.
import { useFetchers } from "@remix-run/react";

export const CART_FETCHER_PREFIX = "cart:";

/** The cart page the header and the mobile bar link to. */
export const CART_PATH = "/pages/cart?tab=active";

/** A fetcher key for one cart form (unique per form on the page). */
export function cartFetcherKey(name: string): string {
  return `${CART_FETCHER_PREFIX}${name}`;
}

export interface PendingCartChanges {
  /** Units being added by add forms not yet answered. */
  addedUnits: number;
  /** Line quantities as asked (row id → quantity; 0 = being removed). */
  lineQuantities: Map<string, number>;
}

interface FetcherLike {
  key?: string;
  formData?: FormData;
}

function intNumber(value: FormDataEntryValue | null | undefined): number | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? Math.trunc(number) : null;
}

/** The changes asked by pending cart submissions (pure: testable without React). */
export function pendingCartChanges(fetchers: readonly FetcherLike[]): PendingCartChanges {
  const changes: PendingCartChanges = { addedUnits: 0, lineQuantities: new Map() };
  for (const fetcher of fetchers) {
    if (!fetcher.key?.startsWith(CART_FETCHER_PREFIX) || !fetcher.formData) continue;
    const form = fetcher.formData;
    const intent = form.get("intent");
    const rowId = String(form.get("rowId") ?? "");
    if (intent === "add") {
      const quantity = intNumber(form.get("quantity")) ?? 0;
      const multiple = Math.max(1, intNumber(form.get("multiple")) ?? 1);
      if (quantity > 0) changes.addedUnits += Math.ceil(quantity / multiple) * multiple;
    } else if (intent === "update" && rowId) {
      const current = intNumber(form.get("current")) ?? 0;
      const multiple = Math.max(1, intNumber(form.get("multiple")) ?? 1);
      const step = intNumber(form.get("step"));
      const typed = intNumber(form.get("quantity"));
      const wanted = step ? current + step * multiple : (typed ?? current);
      changes.lineQuantities.set(rowId, Math.max(0, wanted > 0 ? Math.ceil(wanted / multiple) * multiple : 0));
    } else if (intent === "remove" && rowId) {
      changes.lineQuantities.set(rowId, 0);
    }
  }
  return changes;
}

/** The lines with their asked-for quantities (removed lines left out) and whether anything is pending. */
export function applyPending<T extends { rowId: string; quantity: number; unitPrice: number; lineTotal: number }>(
  lines: readonly T[],
  pending: PendingCartChanges
): T[] {
  return lines
    .map((line) => {
      const quantity = pending.lineQuantities.get(line.rowId);
      if (quantity === undefined || quantity === line.quantity) return line;
      return { ...line, quantity, lineTotal: Math.round(quantity * line.unitPrice * 100) / 100 };
    })
    .filter((line) => line.quantity > 0);
}

/** The pending changes of every cart form on the page. */
export function usePendingCart(): PendingCartChanges {
  return pendingCartChanges(useFetchers() as FetcherLike[]);
}

/**
 * The header's item count: the server's count plus what pending forms add or change. `lines`
 * (row id and quantity) lets pending updates and removals count too; without it only adds do.
 */
export function useOptimisticCartCount(serverCount: number, lines: ReadonlyArray<{ rowId: string; quantity: number }> = []): number {
  const pending = usePendingCart();
  let count = serverCount + pending.addedUnits;
  for (const line of lines) {
    const asked = pending.lineQuantities.get(line.rowId);
    if (asked !== undefined) count += asked - line.quantity;
  }
  return Math.max(0, count);
}
