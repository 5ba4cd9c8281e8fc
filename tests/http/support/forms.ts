// Forms as a JavaScript-off browser sends them: every named field of the form in document order,
// the button pressed, `changes` typed in first; posted urlencoded or multipart as the form says
// (with Origin, by Visitor), or a GET form's address. Redirects are read, not followed, unless asked.
import { expect } from "vitest";
import type { Visitor } from "./visitor";

/**
 * Types `changes` into a form by field name, as a person would: a text's value; a radio button's or
 * checkbox's choice by its value ("off" unticks a checkbox).
 */
export function fill(form: HTMLFormElement, changes: Record<string, string>): void {
  for (const [name, value] of Object.entries(changes)) {
    const fields = Array.from(form.elements).filter((element) => element.getAttribute("name") === name) as HTMLInputElement[];
    if (fields.length === 0) throw new Error(`the form has no field ${name}`);
    const type = fields[0]!.type;
    if (type === "checkbox" && value === "off") for (const field of fields) field.checked = false;
    else if (type === "radio" || type === "checkbox") {
      const choice = fields.length === 1 && type === "checkbox" ? fields[0] : fields.find((field) => field.value === value);
      if (!choice) throw new Error(`the form's ${name} has no choice ${value}`);
      for (const field of fields) field.checked = field === choice;
    } else fields[0]!.value = value;
  }
}

/** Where a JavaScript-off browser goes when `button`'s GET form is submitted (after `changes`). */
export function getFormAddress(button: Element, changes: Record<string, string> = {}): string {
  const form = formOf(button as HTMLElement);
  expect((form.getAttribute("method") ?? "get").toLowerCase()).toBe("get");
  fill(form, changes);
  return `${form.getAttribute("action")}?${formFields(form, button as HTMLElement).toString()}`;
}

/** The fields a browser sends for `form` when `submitter` is pressed (no files), in document order. */
export function formFields(form: HTMLFormElement, submitter?: HTMLElement | null): URLSearchParams {
  const fields = new URLSearchParams();
  for (const element of Array.from(form.elements) as HTMLInputElement[]) {
    if (!element.name || element.disabled) continue;
    const tag = element.tagName.toLowerCase();
    const type = (element.getAttribute("type") ?? "").toLowerCase();
    if (tag === "button" || type === "submit" || type === "image") {
      if (element === submitter) fields.append(element.name, element.value);
      continue;
    }
    if (type === "file" || type === "reset") continue;
    if ((type === "checkbox" || type === "radio") && !element.checked) continue;
    if (tag === "select") {
      const options = Array.from((element as unknown as HTMLSelectElement).options);
      for (const option of options.filter((candidate) => candidate.selected)) fields.append(element.name, option.value);
      continue;
    }
    fields.append(element.name, element.value);
  }
  return fields;
}

/** The form a control (a button, a field) belongs to. */
export function formOf(control: HTMLElement): HTMLFormElement {
  const form = control.closest("form");
  if (!form) throw new Error(`${control.outerHTML.slice(0, 120)} is in no form`);
  return form as HTMLFormElement;
}

/**
 * Presses `button` as a JavaScript-off browser does: its form's fields (with `changes` typed in
 * first, by field name; a radio button's or checkbox's value is the one checked) posted to the form's action, urlencoded or multipart as the form says.
 * Redirects are not followed (read them), unless `follow`.
 */
export async function press(
  visitor: Visitor,
  button: Element,
  changes: Record<string, string> = {},
  options: { follow?: boolean } = {},
): Promise<Response> {
  const form = formOf(button as HTMLElement);
  fill(form, changes);
  const fields = formFields(form, button as HTMLElement);
  const action = form.getAttribute("action") ?? new URL(visitor.shop.url).pathname;
  expect((form.getAttribute("method") ?? "get").toLowerCase()).toBe("post");
  if (form.getAttribute("enctype") === "multipart/form-data") {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    return visitor.post(action, data, options);
  }
  return visitor.post(action, fields, options);
}

/** A redirect's Location: a form post's 303 (or a page's 302, when asked). */
export function redirectOf(response: Response, status: 302 | 303 = 303): string {
  expect(response.status, `expected a redirect, got ${response.status}`).toBe(status);
  return response.headers.get("Location") ?? "";
}
