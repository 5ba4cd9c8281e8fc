// Delivery dates on the cart's lines: what the ERP's availability check says of each line for the
// order's shipping date, and the rule for a later day asked by the customer (never earlier than the
// ERP's date). Pure: the check itself is delivery-dates.server.ts's.
import type { ItemAvailability } from "~/erp/delivery.server";

export interface LineDelivery {
  /** The day to show (ISO): the ERP's date, or the later day recorded on the row. */
  day: string;
  /** The first day the ERP can deliver (ISO): the least day the customer may ask for. */
  earliest: string;
  /** The ERP cannot deliver by the order's shipping date. */
  late: boolean;
  /** The customer asked for a later day than the ERP's. */
  chosen: boolean;
}

export interface CartDelivery {
  /** The order's shipping date the lines were checked for (ISO). */
  shippingDay: string;
  /** By row id; a line without a date is not here (and says nothing). */
  lines: Record<string, LineDelivery>;
  /** The least day for the whole order: the latest of the lines' first days; null when no line has a date. */
  orderEarliest: string | null;
}

/** A dated line as the checkout and the checked order keep it. */
export interface DatedLine {
  rowId: string;
  sku: string;
  name: string;
  delivery: LineDelivery;
}

/** The lines that have a date, in the cart's order. */
export function datedLines(lines: ReadonlyArray<{ rowId: string; sku: string; name: string }>, delivery: CartDelivery | null): DatedLine[] {
  return lines.flatMap((line) => {
    const found = delivery?.lines[line.rowId];
    return found ? [{ rowId: line.rowId, sku: line.sku, name: line.name, delivery: found }] : [];
  });
}

/** Italian national holidays (month-day) and Easter Monday are not working days. */
const HOLIDAYS = ["01-01", "01-06", "04-25", "05-01", "06-02", "08-15", "11-01", "12-08", "12-25", "12-26"];

function easterMonday(year: number): string {
  // Anonymous Gregorian algorithm (Easter Sunday), plus one day.
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const sunday = new Date(Date.UTC(year, Math.floor((h + l - 7 * m + 114) / 31) - 1, ((h + l - 7 * m + 114) % 31) + 1));
  sunday.setUTCDate(sunday.getUTCDate() + 1);
  return sunday.toISOString().slice(0, 10);
}

function isWorkingDay(day: Date): boolean {
  const iso = day.toISOString().slice(0, 10);
  return day.getUTCDay() !== 0 && day.getUTCDay() !== 6 && !HOLIDAYS.includes(iso.slice(5)) && iso !== easterMonday(day.getUTCFullYear());
}

/** The n-th working day after an ISO day: the shipping date the shop announces (CART.deliveryBusinessDays). */
export function addWorkingDays(isoDay: string, count: number): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  for (let found = 0; found < count;) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(day)) found += 1;
  }
  return day.toISOString().slice(0, 10);
}

const later = (a: string, b: string) => (a > b ? a : b);

/** The lines' dates from the ERP's answer (by Product id). */
export function cartDelivery(
  lines: ReadonlyArray<{ rowId: string; productId: string }>,
  availability: ReadonlyMap<string, ItemAvailability>,
  shippingDay: string,
): CartDelivery {
  const dated: Record<string, LineDelivery> = {};
  for (const line of lines) {
    const found = availability.get(line.productId);
    if (!found?.availableOn) continue;
    const day = found.recordedOn ? later(found.recordedOn, found.availableOn) : found.availableOn;
    dated[line.rowId] = {
      day,
      earliest: found.availableOn,
      late: found.late || found.availableOn > shippingDay,
      chosen: day > later(found.availableOn, shippingDay),
    };
  }
  const firsts = Object.values(dated).map((line) => line.earliest);
  return { shippingDay, lines: dated, orderEarliest: firsts.length > 0 ? firsts.reduce(later) : null };
}

/** A posted day: a real ISO day, else null. */
export function postedDay(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}
