// Calendar helpers. Business dates are Italian: 'YYYY-MM-DD' days in Europe/Rome, Monday to Friday
// except national holidays.

const ROME = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Rome",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The Rome calendar day and wall-clock time of an instant. */
export function romeDateTime(instant: Date): { date: string; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(ROME.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

export function romeToday(instant: Date): string {
  return romeDateTime(instant).date;
}

function utcOf(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const day = utcOf(date);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

export function endOfMonth(date: string): string {
  const day = utcOf(date);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const FIXED_HOLIDAYS = ["01-01", "01-06", "04-25", "05-01", "06-02", "08-15", "11-01", "12-08", "12-25", "12-26"];

export function isBusinessDay(date: string): boolean {
  const weekday = utcOf(date).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  if (FIXED_HOLIDAYS.includes(date.slice(5))) return false;
  return date !== addDays(easterSunday(Number(date.slice(0, 4))), 1);
}

/** The n-th business day after a date (n ≥ 1). */
export function addBusinessDays(date: string, count: number): string {
  let day = date;
  for (let found = 0; found < count;) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) found += 1;
  }
  return day;
}

/** Delivery: three business days after today. */
export function deliveryDate(instant: Date): string {
  return addBusinessDays(romeToday(instant), 3);
}

/** Pickup at the headquarters: today for orders sent on a business day before 10:00, else the next business day. */
export function pickupDate(instant: Date): string {
  const { date, hour } = romeDateTime(instant);
  return isBusinessDay(date) && hour < 10 ? date : addBusinessDays(date, 1);
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'. */
export function displayDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** 'DDMMYYYY' (the account filters) → 'YYYY-MM-DD', or null when it is not a real date. */
export function parseCompactDate(value: unknown): string | null {
  if (typeof value !== "string" || !/^\d{8}$/.test(value)) return null;
  const date = `${value.slice(4, 8)}-${value.slice(2, 4)}-${value.slice(0, 2)}`;
  return isIsoDate(date) ? date : null;
}

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = utcOf(value);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** 'YYYY-MM-DD HH:MM:SS' in Rome time (the agents' activity). */
export function romeTimestamp(instant: Date): string {
  const { date, hour, minute, second } = romeDateTime(instant);
  return `${date} ${[hour, minute, second].map((part) => String(part).padStart(2, "0")).join(":")}`;
}

/** 'DD/MM/YYYY HH:MM' in Rome time (default names of saved carts). */
export function displayDateTime(instant: Date): string {
  const { date, hour, minute } = romeDateTime(instant);
  return `${displayDate(date)} ${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}
