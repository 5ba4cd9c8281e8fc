// The account area's pages as a JavaScript-off browser reads and fills them: fields found by their
// label (mandatory ones end with " *"), a table's cell by its column's header, and the answer of a
// form sent with what was typed.
import { within } from "@testing-library/dom";
import { expect } from "vitest";
import type { HtmlPage } from "./visitor";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A form field by its label's text, with or without the mandatory mark. */
export function field(page: HtmlPage, label: string): HTMLInputElement {
  return page.getByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`)) as HTMLInputElement;
}

/** Ticks a box, or chooses a radio button (the others of its group no longer chosen), as a click does. */
export function check(input: HTMLInputElement): void {
  if (input.type === "radio") {
    const group = (input.form ?? input.closest("form"))?.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${input.name}"]`) ?? [];
    for (const other of Array.from(group)) other.checked = false;
  }
  input.checked = true;
}

/** Types into fields by label, as a person would before pressing the form's button: `true` ticks a box or chooses a radio button. */
export function fill(page: HtmlPage, values: Record<string, string | boolean>): void {
  for (const [label, value] of Object.entries(values)) {
    const input = field(page, label);
    if (value === true) check(input);
    else if (value === false) input.checked = false;
    else input.value = value;
  }
}

/** The cell of `row` under the column headed `column` in its table. */
export function cell(row: HTMLElement, column: string): HTMLElement {
  const table = row.closest("table") as HTMLElement;
  const headers = within(table).getAllByRole("columnheader");
  const index = headers.findIndex((header) => header.textContent?.trim() === column);
  expect(index, `no column "${column}"`).toBeGreaterThanOrEqual(0);
  return row.children[index] as HTMLElement;
}

/** The body rows of the page's (first) data table. */
export function bodyRows(page: HtmlPage): HTMLElement[] {
  const table = page.getAllByRole("table")[0]!;
  return within(table)
    .getAllByRole("row")
    .filter((row) => row.closest("tbody"));
}

/** A path with its query, from an href (absolute or not). */
export function pathOf(href: string): string {
  const url = new URL(href, "http://shop.test");
  return url.pathname + url.search;
}

/** A valid Italian VAT number (check digit computed) from a 10-digit base. */
function italianVat(base: number): string {
  const digits = String(Math.trunc(base)).padStart(10, "0").slice(-10);
  let sum = 0;
  for (let index = 0; index < 10; index++) {
    const digit = Number(digits[index]);
    sum += index % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return digits + String((10 - (sum % 10)) % 10);
}

/** The English registration form's answers for a new business customer, unique to this call (labels → values). */
export function newBusinessCustomer(): Record<string, string | boolean> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    "First name": "Mario",
    "Last name": "Verdi",
    "Company name": `Verdi Utensili ${unique}`,
    "VAT number": `IT${italianVat(Date.now() % 1e10)}`,
    Address: "Via Roma 1",
    City: "Milano",
    Province: "MI",
    "Postal code": "20100",
    Phone: "+39 02 1234567",
    Email: `mario.${unique}@verdi.example`,
    "I consent to the processing of my personal data": true,
  };
}
