// Reorder lists and CSV files as a trade customer uses them with JavaScript off (what the two long
// journeys of tests/e2e/lists.spec.ts did in both modes, on a shop of their own): make a list from
// the account's navigation, add an article from its product page and another from a CSV file,
// change a quantity with +, order the ticked line (the cart gets it rounded up to its pack, the list
// stays as it was), export the list and the cart to CSV and import the cart's file in the quick
// order; and an order's lines to a list, one with its quantity changed or all of them, the answer
// naming the list with a link to it. Each test has a customer of its own (a clone of Ferramenta Rossi).
// The fetchers' and the forms' in-page behaviour is tests/e2e/lists.spec.ts; the ERP calls and the
// actions' rules are tests/integration/lists.test.ts.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { bodyRows, check, field, pathOf } from "./support/account";
import { Visitor, type HtmlPage } from "./support/visitor";
import { formFields, formOf, press, redirectOf } from "./support/forms";
import { packedArticle, pieceArticles } from "../support/articles";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
const CART = "/en/pages/cart?tab=active";

/** Presses a multipart form's button with a file in its file field, as a browser without JavaScript sends it. */
async function pressWithFile(
  visitor: Visitor,
  button: HTMLElement,
  fileField: HTMLInputElement,
  file: { name: string; text: string },
): Promise<Response> {
  const form = formOf(button);
  expect(form.getAttribute("enctype") ?? form.getAttribute("encType")).toBe("multipart/form-data");
  const data = new FormData();
  for (const [name, value] of formFields(form, button)) data.append(name, value);
  data.append(fileField.name, new Blob([file.text], { type: "text/csv" }), file.name);
  return visitor.post(form.getAttribute("action")!, data);
}

/** The list page's row of an article (its quantity field is named after the article). */
function listRow(page: HtmlPage, sku: string): HTMLElement {
  const row = Array.from(page.document.querySelectorAll<HTMLElement>(".list-row")).find((candidate) => candidate.getAttribute("data-sku") === sku);
  expect(row, `no row of ${sku}`).toBeTruthy();
  return row!;
}

const quantityOf = (row: HTMLElement) => (within(row).getByRole("spinbutton") as HTMLInputElement).value;

/** The cart's lines: article code → quantity. */
async function cartQuantities(visitor: Visitor): Promise<Record<string, string>> {
  const page = await visitor.page(CART);
  const found: Record<string, string> = {};
  for (const line of Array.from(page.document.querySelectorAll<HTMLElement>(".cart-line[data-sku]"))) {
    found[line.getAttribute("data-sku")!] = (within(line).getAllByRole("spinbutton")[0] as HTMLInputElement).value;
  }
  return found;
}

describe("a reorder list", () => {
  test("made, filled from the product page and a CSV file, its ticked line ordered (the list unchanged), exported and the cart imported back", async () => {
    const { visitor } = await Visitor.ownCustomer(ROSSI.username);
    const packed = packedArticle(6);
    const [other] = pieceArticles(1, { minPrice: 2 });
    const name = `Scaffale ${Date.now().toString(36)}`;

    // From the account's navigation, a new list by name.
    const account = await visitor.page("/en/pages/account");
    const listsLink = within(account.getByRole("navigation", { name: "Your account" })).getByRole("link", { name: "Reorder lists" });
    const lists = await visitor.page(listsLink.getAttribute("href")!);
    expect(lists.getByRole("heading", { level: 1, name: "Reorder lists" })).toBeTruthy();
    const created = await press(visitor, lists.getByRole("button", { name: "Create the list" }), { name });
    const listPath = redirectOf(created);
    expect((await visitor.page(listPath)).getByRole("heading", { level: 1, name })).toBeTruthy();

    // From the product page: one piece of an article sold in packs (rounded up when ordered, not in the list).
    const product = await visitor.page(`/en/product/default/${packed.sku}`);
    const control = within(product.document.querySelector(".buy-box .add-to-list") as HTMLElement);
    (control.getByLabelText("List", { exact: true }) as HTMLSelectElement).value = (control.getByRole("option", { name }) as HTMLOptionElement).value;
    (control.getByLabelText("Quantity") as HTMLInputElement).value = "1";
    const fromProduct = await press(visitor, control.getByRole("button", { name: "Add" }), {}, { follow: true });
    expect((await visitor.parse(fromProduct)).getAllByText(`1 article added to the list "${name}"`).length).toBeGreaterThan(0);

    // From a CSV file in the quick order's format.
    const list = await visitor.page(listPath);
    const fromFile = await pressWithFile(
      visitor,
      list.getByRole("button", { name: "Add to the list" }),
      field(list, "CSV file (code;quantity, the quick order's format)"),
      {
        name: "righe.csv",
        text: `codice;quantità\r\n${other};4\r\n`,
      },
    );
    const filled = await visitor.page(redirectOf(fromFile));
    expect(filled.getAllByText(`1 article added to the list "${name}"`).length).toBeGreaterThan(0);
    expect(filled.document.querySelectorAll(".list-row")).toHaveLength(2);
    expect(quantityOf(listRow(filled, packed.sku))).toBe("1");

    // + on a row.
    const increased = await press(visitor, within(listRow(filled, other!)).getByRole("button", { name: /^Increase/ }), {}, { follow: true });
    expect(quantityOf(listRow(await visitor.parse(increased), other!))).toBe("5");

    // Order the ticked line only: the quick order's report, the line rounded up to its pack.
    const before = await visitor.page(listPath);
    check(within(listRow(before, packed.sku)).getByRole("checkbox") as HTMLInputElement);
    const orderButton = before.getByRole("button", { name: "Order the ticked lines" });
    // The tick boxes belong to the order form by their form attribute (the rows' own forms sit between).
    const orderForm = formOf(orderButton);
    const fields = formFields(orderForm, orderButton);
    for (const tick of Array.from(before.document.querySelectorAll<HTMLInputElement>(`input[form="${orderForm.id}"]`))) {
      if (tick.checked) fields.append(tick.name, tick.value);
    }
    const ordered = await visitor.parse(await visitor.post(orderForm.getAttribute("action")!.split("#")[0]!, fields));
    expect(ordered.status).toBe(200);
    const report = within(ordered.getByRole("heading", { name: "Result, line by line" }).closest("section, div") as HTMLElement);
    const rounded = report.getAllByRole("row").find((row) => row.getAttribute("data-status") === "rounded");
    expect(rounded?.textContent).toContain(packed.sku);
    expect(await cartQuantities(visitor)).toEqual({ [packed.sku]: String(packed.packaging) });

    // The list is as it was; its CSV is the quick order's format.
    const after = await visitor.page(listPath);
    expect(quantityOf(listRow(after, packed.sku))).toBe("1");
    expect(quantityOf(listRow(after, other!))).toBe("5");
    const listCsv = await visitor.get(after.getByRole("link", { name: "Export to CSV" }).getAttribute("href")!);
    expect(listCsv.headers.get("Content-Disposition")).toMatch(/^attachment; filename=".+\.csv"$/);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(await listCsv.arrayBuffer())).toBe(
      `\uFEFFcode;quantity\r\n${packed.sku};1\r\n${other};5\r\n`,
    );

    // Export the cart, empty it, import the file in the quick order: the same cart.
    const cart = await visitor.page(CART);
    const cartCsv = await visitor.get(cart.getByRole("link", { name: "Export to CSV" }).getAttribute("href")!);
    expect(cartCsv.headers.get("Content-Disposition")).toBe('attachment; filename="cart.csv"');
    const cartFile = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await cartCsv.arrayBuffer());
    expect(cartFile).toBe(`\uFEFFcode;quantity\r\n${packed.sku};${packed.packaging}\r\n`);
    for (const remove of cart.getAllByRole("button", { name: /^Remove/ })) redirectOf(await press(visitor, remove));
    expect(await cartQuantities(visitor)).toEqual({});
    const empty = await visitor.page(CART);
    const imported = await pressWithFile(
      visitor,
      empty.getByRole("button", { name: "Add all to cart" }),
      field(empty, "CSV file (max 200 KB, 200 lines)"),
      {
        name: "cart.csv",
        text: cartFile,
      },
    );
    expect((await visitor.parse(imported)).getByRole("heading", { name: "Result, line by line" })).toBeTruthy();
    expect(await cartQuantities(visitor)).toEqual({ [packed.sku]: String(packed.packaging) });
  });
});

describe("a list's import of more lines than one post resolves", () => {
  test("is refused naming how many, and the page gives the text typed back to its field", async () => {
    const { visitor } = await Visitor.ownCustomer(ROSSI.username);
    const lists = await visitor.page("/en/pages/lists");
    const listPath = redirectOf(
      await press(visitor, lists.getByRole("button", { name: "Create the list" }), { name: `Banco ${Date.now().toString(36)}` }),
    );
    const [sku] = pieceArticles(1);
    // One more than the 200 lines a post resolves (CART.quickOrder.maxLines).
    const typed = Array.from({ length: 201 }, () => `${sku};1`).join("\n");

    const list = await visitor.page(listPath);
    const refused = await visitor.parse(await press(visitor, list.getByRole("button", { name: "Add to the list" }), { lines: typed }));
    expect(refused.status).toBe(422);
    const section = within(refused.getByRole("region", { name: "Add from a CSV file" }));
    expect(section.getByRole("alert").textContent).toBe(
      "At most 200 codes at once: this list has 201. Split it and send the parts one after the other; nothing you entered was lost.",
    );
    // As posted: a multipart form sends a textarea's line ends as CRLF (a browser shows them as it got them).
    expect((section.getByLabelText("Or paste lines (code;quantity)") as HTMLTextAreaElement).value.replaceAll("\r\n", "\n")).toBe(typed);
    // Nothing was added.
    expect((await visitor.page(listPath)).document.querySelectorAll(".list-row")).toHaveLength(0);
  });
});

describe("an order's lines to a list", () => {
  test("one line with its quantity changed to a new list, then all of them to it: the answer names the list with a link to it", async () => {
    const { visitor } = await Visitor.ownCustomer(ROSSI.username);
    const name = `Da ordine ${Date.now().toString(36)}`;
    const orders = await visitor.page("/en/pages/orders");
    const detailPath = pathOf(within(bodyRows(orders)[0]!).getAllByRole("link")[0]!.getAttribute("href")!);
    const detail = await visitor.page(detailPath);
    const firstLine = bodyRows(detail).find((row) => within(row).queryByRole("form", { name: /^Add to a list / }))!;
    const sku = within(firstLine).getAllByRole("link")[0]!.textContent!.trim();

    // One line, to a new list, with its quantity changed: the page answers with the control open and its outcome.
    const form = within(within(firstLine).getByRole("form", { name: `Add to a list ${sku}` }));
    (form.getByLabelText("List", { exact: true }) as HTMLSelectElement).value = "";
    const oneAnswer = await press(visitor, form.getByRole("button", { name: "Add" }), { newList: name, quantity: "3" });
    expect(oneAnswer.status).toBe(200);
    const one = await visitor.parse(oneAnswer);
    const answered = within(one.getByRole("form", { name: `Add to a list ${sku}` }));
    expect(answered.getByRole("status").textContent).toContain(`1 article added to the list "${name}"`);
    expect(one.getByRole("heading", { level: 1 }).textContent).toMatch(/^Order /);

    // All lines, to the same list picked from the menu (the new list is in it now).
    const allForm = within(one.getByRole("form", { name: "Add all lines to a list" }));
    (allForm.getByLabelText("List", { exact: true }) as HTMLSelectElement).value = (allForm.getByRole("option", { name }) as HTMLOptionElement).value;
    const all = await visitor.parse(await press(visitor, allForm.getByRole("button", { name: "Add" })));
    const done = within(within(all.getByRole("form", { name: "Add all lines to a list" })).getByRole("status"));
    expect(done.getAllByText(new RegExp(`^\\d+ articles? added to the list "${name}"$`)).length).toBe(1);

    // The link opens the list: the line added twice, 3 and then its ordered quantity.
    const list = await visitor.page(done.getByRole("link", { name: `Open the list "${name}"` }).getAttribute("href")!);
    expect(list.getByRole("heading", { level: 1, name })).toBeTruthy();
    expect(Number(quantityOf(listRow(list, sku)))).toBeGreaterThan(3);
  });
});
