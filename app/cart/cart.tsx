// The cart's code shared by the server and the browser (cart.server.ts is the server's alone):
// its rules as pure functions, the optimistic cart the page shows while a cart fetcher is in flight,
// the cart page's paths, the added-to-cart popups' close signal, the hidden fields every cart form
// carries and its messages' text. One module, because the header (every page) needs most of it and
// the pages with cart forms the rest: one script for the browser instead of seven.
import { useFetchers, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useId, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/platform/hydration";
import type { CartMessage } from "~/cart/messages";
import type { ShellData } from "~/page/shell-data";
import { useReaderContext, roundCents } from "~/platform/i18n";
import { CART } from "~/platform/config";

// The cart's stylesheet, for the links of the pages with cart forms: named here rather than imported
// by each route, so that its URL comes with the cart's code instead of being a script of its own.
export { default as cartStyles } from "~/cart/cart.css";

// The cart page's two tabs, as every link and redirect names them (without the language prefix).
export const CART_PATH = "/pages/cart?tab=active";
export const SAVED_CARTS_PATH = "/pages/cart?tab=saved";

// Rules: which ERP call an add becomes, packaging rounding, the free-shipping figures and when a
// cart may go to checkout. An add from a form and the quick order both go through planAdd.
/** A line as the rules need it. */
export interface LineKey {
  rowId: string;
  sku: string;
  quantity: number;
  promoCode: string;
  promoRow: string;
}

/** An add of nothing is refused without an ERP call (docs/rules.md rule 70). */
export const NO_VALID_QUANTITY = "no-valid-quantity";

const NO_PROMO = "0";

/** What is missing to the minimum order (net), in cents-exact euros; 0 once reached. */
export function missingForMinimumOrder(net: number, minimumAmount: number): number {
  return Math.max(0, roundCents(minimumAmount - net));
}

/** Whether a cart may go to checkout: the ERP allows it, it has lines and the minimum order is reached. */
export function canCheckOut(cart: { canCheckout: boolean; lines: readonly unknown[]; minOrder: { compliant: boolean } }): boolean {
  return cart.canCheckout && cart.lines.length > 0 && cart.minOrder.compliant;
}

/** Rounds a quantity up to the next multiple of the packaging (1 when unknown). */
export function roundUpToPackaging(quantity: number, multiple: number): { quantity: number; rounded: boolean } {
  const step = Math.max(1, Math.trunc(multiple) || 1);
  const whole = Math.ceil(quantity);
  const rounded = Math.ceil(whole / step) * step;
  return { quantity: rounded, rounded: rounded !== quantity };
}

/**
 * What a line's quantity becomes: its − / + buttons move it by `step` packs, or a quantity is typed.
 * 0 removes the line; anything else is rounded up to packs. The server applies it, and the page
 * shows it at once while the change is on its way.
 */
export function nextLineQuantity(
  current: number,
  multiple: number,
  change: { step?: number | null; typed?: number | null },
): { quantity: number; rounded: boolean } {
  const wanted = change.step ? current + change.step * Math.max(1, multiple) : (change.typed ?? current);
  return wanted > 0 ? roundUpToPackaging(wanted, multiple) : { quantity: 0, rounded: false };
}

/** The line of the same article under the same promotion (id + promo_code + promo_row), if any. */
export function findLine<T extends LineKey>(lines: readonly T[], key: { sku: string; promoCode?: string; promoRow?: string }): T | undefined {
  const promoCode = key.promoCode || NO_PROMO;
  const promoRow = promoCode === NO_PROMO ? NO_PROMO : key.promoRow || NO_PROMO;
  return lines.find(
    (line) =>
      line.sku === key.sku &&
      (line.promoCode || NO_PROMO) === promoCode &&
      ((line.promoCode || NO_PROMO) === NO_PROMO ? true : (line.promoRow || NO_PROMO) === promoRow),
  );
}

export type AddPlan =
  | { kind: "invalid"; reason: typeof NO_VALID_QUANTITY }
  | { kind: "add"; quantity: number; rounded: boolean }
  | { kind: "update"; rowId: string; quantity: number; rounded: boolean }
  | { kind: "remove"; rowId: string };

/**
 * What an add becomes. Not in the cart: a quantity ≤ 0 is refused without a call, else an add
 * rounded up to the packaging. Already in the cart (same article and promotion): an update of that
 * line to its quantity plus the new one (a removal when that is ≤ 0), never a second line.
 */
export function planAdd(
  lines: readonly LineKey[],
  request: { sku: string; quantity: number; promoCode?: string; promoRow?: string; packagingMultiple: number },
): AddPlan {
  const existing = findLine(lines, request);
  if (!existing) {
    if (!(request.quantity > 0)) return { kind: "invalid", reason: NO_VALID_QUANTITY };
    return { kind: "add", ...roundUpToPackaging(request.quantity, request.packagingMultiple) };
  }
  const wanted = existing.quantity + request.quantity;
  if (!(wanted > 0)) return { kind: "remove", rowId: existing.rowId };
  const { quantity, rounded } = roundUpToPackaging(wanted, request.packagingMultiple);
  return { kind: "update", rowId: existing.rowId, quantity, rounded };
}

/** Transport and how much is missing to free shipping, from the cart's net total. */
export function shippingInfo(
  net: number,
  lineCount: number,
  freeFrom: number = CART.freeShippingFrom,
): { cost: number; missing: number; free: boolean } {
  const threshold = freeFrom > 0 ? freeFrom : CART.freeShippingFrom;
  if (lineCount === 0) return { cost: 0, missing: threshold, free: false };
  const free = net >= threshold;
  return {
    cost: free ? 0 : CART.shippingCost,
    missing: free ? 0 : roundCents(threshold - net),
    free,
  };
}

/**
 * How short the ERP's stock falls of a line's quantity (the ERP's own check says "disponibili 0 su
 * 100 richiesti"), or null when it can deliver it all or did not say. Told whether or not
 * availability is shown: that setting hides stock levels, not a problem with the order.
 */
export function stockShortage(line: { quantity: number; stock: number | null }): { available: number; requested: number } | null {
  if (line.stock === null || line.stock >= line.quantity) return null;
  return { available: Math.max(0, line.stock), requested: line.quantity };
}

// Optimistic cart: while a cart fetcher is in flight, the header count, the line quantities and
// the totals show what the customer asked for; when the ERP refuses, the fetcher settles without a
// change on the server, so the numbers fall back by themselves (and the form shows the message).
// Every cart fetcher uses a key starting with CART_FETCHER_PREFIX so the header can find them.
// A removed line stays hidden until the cart is read again: the tab remembers the removals it
// asked for (holdRemoval, useRemovedLines), because a fetcher's own state may settle a moment
// before the re-read cart is shown, and the line (and the header's count) would come back for
// that moment. The header and the cart page read the cart in two requests of one revalidation
// (the cart route's clientLoader has its own), which may read it either side of a later removal:
// a removal is forgotten only once no reader's cart has the line any more.
export const CART_FETCHER_PREFIX = "cart:";

/** A fetcher key for one cart form (unique per form on the page). */
export function cartFetcherKey(name: string): string {
  return `${CART_FETCHER_PREFIX}${name}`;
}

export interface PendingCartChanges {
  /** Articles (sku, upper case) that add forms not yet answered are adding. */
  addedSkus: Set<string>;
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

/** The quantity a line's update or remove form asks for (0 = remove), or null for other forms. */
export function askedLineChange(form: FormData): { rowId: string; quantity: number } | null {
  const intent = form.get("intent");
  const rowId = String(form.get("rowId") ?? "");
  if (!rowId) return null;
  if (intent === "remove") return { rowId, quantity: 0 };
  if (intent !== "update") return null;
  const current = intNumber(form.get("current")) ?? 0;
  const multiple = Math.max(1, intNumber(form.get("multiple")) ?? 1);
  const step = intNumber(form.get("step"));
  const typed = intNumber(form.get("quantity"));
  return { rowId, quantity: nextLineQuantity(current, multiple, { step, typed }).quantity };
}

/** The changes asked by pending cart submissions (pure: testable without React). */
export function pendingCartChanges(fetchers: readonly FetcherLike[]): PendingCartChanges {
  const changes: PendingCartChanges = { addedSkus: new Set(), lineQuantities: new Map() };
  for (const fetcher of fetchers) {
    if (!fetcher.key?.startsWith(CART_FETCHER_PREFIX) || !fetcher.formData) continue;
    const form = fetcher.formData;
    if (form.get("intent") === "add") {
      const sku = String(form.get("sku") ?? "")
        .trim()
        .toUpperCase();
      if (sku && (intNumber(form.get("quantity")) ?? 0) > 0) changes.addedSkus.add(sku);
      continue;
    }
    const asked = askedLineChange(form);
    if (asked) changes.lineQuantities.set(asked.rowId, asked.quantity);
  }
  return changes;
}

/**
 * The lines with their asked-for quantities; `removing` marks lines being removed (asked by a
 * pending form, or in `removed`), which the page hides.
 */
export function applyPending<T extends { rowId: string; quantity: number; unitPrice: number; lineTotal: number }>(
  lines: readonly T[],
  pending: PendingCartChanges,
  removed: ReadonlySet<string> = new Set(),
): Array<T & { removing: boolean }> {
  return lines.map((line) => {
    const quantity = pending.lineQuantities.get(line.rowId);
    if (quantity === 0 || removed.has(line.rowId)) return { ...line, removing: true };
    if (quantity === undefined || quantity === line.quantity) return { ...line, removing: false };
    return { ...line, quantity, lineTotal: roundCents(quantity * line.unitPrice), removing: false };
  });
}

/** The pending changes of every cart form on the page. */
export function usePendingCart(): PendingCartChanges {
  return pendingCartChanges(useFetchers() as FetcherLike[]);
}

// The removals asked in this browser tab, shared by the cart page and the header's count. Only
// event handlers and effects change it, so it lives in the browser only.
let removedRows: ReadonlySet<string> = new Set();
const NONE: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function setRemovedRows(next: ReadonlySet<string>): void {
  if (next === removedRows) return;
  removedRows = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The customer asked to remove a line: it stays hidden until the cart read again lacks it. */
export function holdRemoval(rowId: string): void {
  if (!removedRows.has(rowId)) setRemovedRows(new Set(removedRows).add(rowId));
}

/** The ERP refused a change of the line: show it again. */
export function releaseRemoval(rowId: string): void {
  if (!removedRows.has(rowId)) return;
  const next = new Set(removedRows);
  next.delete(rowId);
  setRemovedRows(next);
}

/** The removals some reader's cart still has: the others are through (pure). */
export function removalsStillShown(removed: ReadonlySet<string>, readers: Iterable<ReadonlySet<string>>): ReadonlySet<string> {
  const shown = [...readers];
  const kept = [...removed].filter((rowId) => shown.some((rows) => rows.has(rowId)));
  return kept.length === removed.size ? removed : new Set(kept);
}

// The rows of the cart as each mounted reader (the header, the cart page) last read it.
const readerRows = new Map<string, ReadonlySet<string>>();

function readerRead(reader: string, rowIds: readonly string[]): void {
  readerRows.set(reader, new Set(rowIds));
  setRemovedRows(removalsStillShown(removedRows, readerRows.values()));
}

function readerGone(reader: string): void {
  readerRows.delete(reader);
  setRemovedRows(removalsStillShown(removedRows, readerRows.values()));
}

/** The lines being removed; `presentRowIds` (the cart as this reader last read it) lets it forget finished removals. */
export function useRemovedLines(presentRowIds: readonly string[]): ReadonlySet<string> {
  const reader = useId();
  const key = presentRowIds.join("\n");
  useEffect(() => readerRead(reader, key === "" ? [] : key.split("\n")), [reader, key]);
  useEffect(() => () => readerGone(reader), [reader]);
  return useSyncExternalStore(
    subscribe,
    () => removedRows,
    () => NONE,
  );
}

/** A cart line as the header knows it: enough to count lines while forms are pending. */
export interface CartRowKey {
  rowId: string;
  sku: string;
}

/** The number of lines the cart will have once pending forms and removals are through (pure). */
export function optimisticLineCount(rows: readonly CartRowKey[], pending: PendingCartChanges, removed: ReadonlySet<string> = new Set()): number {
  const skus = new Set(rows.map((row) => row.sku.toUpperCase()));
  const kept = rows.filter((row) => pending.lineQuantities.get(row.rowId) !== 0 && !removed.has(row.rowId)).length;
  const added = [...pending.addedSkus].filter((sku) => !skus.has(sku)).length;
  return kept + added;
}

/** The header's line count: the server's lines, with what pending forms add and remove. */
export function useOptimisticLineCount(rows: readonly CartRowKey[]): number {
  const pending = usePendingCart();
  const removed = useRemovedLines(rows.map((row) => row.rowId));
  return optimisticLineCount(rows, pending, removed);
}

// The added-to-cart popups' signal, apart from the popup itself (app/cart/CartPopup.tsx, which
// loads only when an add has succeeded): the header cart closes them when it opens.
export const CLOSE_CART_POPUPS_EVENT = "cart-popups:close";

/** Closes every open added-to-cart popup (the header cart opens in their place). */
export function closeCartPopups(): void {
  window.dispatchEvent(new Event(CLOSE_CART_POPUPS_EVENT));
}

// Every cart and checkout form names the customer and the delivery address it was rendered for. A
// tab left open while they changed (a sales agent switched customer in another tab, another customer
// signed in, the customer chose another address) would otherwise post into the cart of whoever and
// wherever is served now, at their prices.
/** The hidden fields: the client id and the address code the page served when it rendered the form ("" for nobody). */
export const FOR_CUSTOMER_FIELD = "forCustomer";
export const FOR_ADDRESS_FIELD = "forAddress";

export interface RenderedFor {
  customer: FormDataEntryValue | null;
  address: FormDataEntryValue | null;
}

/**
 * Whether a form was rendered for another customer or another address than the ones served now
 * (null: for these). A post without the customer field (a script of the shop's own) is not checked:
 * the session still decides whose cart it changes; one without the address field (a page from
 * before it) is checked for the customer only.
 */
export function renderedForOther(posted: RenderedFor, servedNow: { clientId: string; addressCode: string } | null): "customer" | "address" | null {
  if (posted.customer === null) return null;
  if (posted.customer !== (servedNow?.clientId ?? "")) return "customer";
  if (posted.address !== null && posted.address !== (servedNow?.addressCode ?? "")) return "address";
  return null;
}

// The hidden fields every cart form carries: the customer and address it was rendered for (above), where
// to come back without JavaScript, and, for forms that run as fetchers, the marker that asks for a
// data answer (rendered only once JavaScript runs).
// Plain navigating forms (saved carts) pass `fetcher={false}`: they always get the 303 back, to
// `redirectTo` when given (else to the page they are on).
/** The customer and address the page serves as it renders the form: a post from a tab left behind after a switch is refused. */
export function RenderedForFields() {
  const shell = useRouteLoaderData<ShellData>("root");
  if (!shell) return null;
  return (
    <>
      <input type="hidden" name={FOR_CUSTOMER_FIELD} value={shell.customer?.clientId ?? ""} />
      <input type="hidden" name={FOR_ADDRESS_FIELD} value={shell.customer?.addressCode ?? ""} />
    </>
  );
}

export function CartHiddenFields({ intent, fetcher = true, redirectTo }: { intent: string; fetcher?: boolean; redirectTo?: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <RenderedForFields />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo ?? location.pathname + location.search} />
      {hydrated && fetcher ? <input type="hidden" name="js" value="1" /> : null}
    </>
  );
}

// Turns a cart message (translation key or ERP text) into the text to show.
export function useCartMessageText(): (message: CartMessage) => string {
  const { t } = useTranslation();
  const reader = useReaderContext();
  return (message) => message.text ?? (message.key ? t(message.key, { ...reader, ...message.values }) : "");
}
