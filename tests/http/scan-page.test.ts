// The scan page without JavaScript, with a customer of its own: the page may use the camera (its own
// origin only); the form is the list (each code typed, or sent by a keyboard-wedge scanner, posts it
// back with the new line, every code looked up); its rows go to a reorder list: refused without a
// list, every line kept; added to a new list, which the answer names with a link, every line kept.
// The journey to the cart in a real browser, with JavaScript and without, and the camera:
// tests/e2e/scan.spec.ts.
import { within } from "@testing-library/dom";
import { expect, test } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { answerOf, open } from "./support/cart";
import { Visitor, type HtmlPage } from "./support/visitor";
import { press } from "./support/forms";
import { scannableArticle } from "../support/articles";
import { faultScope } from "./support/faults";

const ROSSI = DEMO_CUSTOMERS[0]!;
const UNKNOWN_CODE = "0000000000000";

test("the scan page may use the camera, of its own origin only", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI.username);
  const response = await visitor.get("/en/pages/scan");
  expect(response.status).toBe(200);
  expect(response.headers.get("permissions-policy")).toContain("camera=(self)");
});

/** The list's lines: code, what the page says of it, and the quantity. */
function listed(page: HtmlPage) {
  return Array.from(page.document.querySelectorAll(".scan-line")).map((line) => ({
    code: line.getAttribute("data-code"),
    status: line.getAttribute("data-status"),
    quantity: (line.querySelector('input[type="number"]') as HTMLInputElement).value,
  }));
}

test("typed codes go on the list; its rows go to a reorder list: refused without a list, added to a new one with a link, every line kept", async () => {
  const { visitor } = await Visitor.ownCustomer(ROSSI.username);
  const article = scannableArticle();
  const name = `Scaffale scan ${Date.now().toString(36)}`;

  // Each code typed posts the list back with it, looked up.
  let page = await open(visitor, "/en/pages/scan");
  for (const code of [article.barcode, UNKNOWN_CODE]) {
    page = await answerOf(visitor, await press(visitor, page.getByRole("button", { name: "Add to the list" }), { code }));
    expect(page.status).toBe(200);
  }
  // The latest read first; a known code asks for one pack.
  const lines = [
    { code: UNKNOWN_CODE, status: "unknown", quantity: "1" },
    { code: article.barcode, status: "found", quantity: String(article.packaging) },
  ];
  expect(listed(page)).toEqual(lines);
  // A barcode is shown with its article's name and sku (the ERP prices it keyed by the barcode: no sku).
  const scanned = within(page.document.querySelector(`.scan-line[data-code="${article.barcode}"]`) as HTMLElement);
  expect(scanned.getByText(article.title)).toBeTruthy();
  expect(scanned.getByText(article.sku)).toBeTruthy();
  expect(within(page.document.querySelector(`.scan-line[data-code="${UNKNOWN_CODE}"]`) as HTMLElement).getByText("Unknown code")).toBeTruthy();

  // To a new list without its name: refused, and nothing scanned is lost.
  const toList = () => within(page.getByRole("group", { name: "Add all to a list" }));
  const refused = await answerOf(visitor, await press(visitor, toList().getByRole("button", { name: "Add" }), { list: "", newList: "" }));
  expect(refused.getByRole("alert").textContent).toBe("Choose a list or write the name of a new one");
  expect(listed(refused)).toEqual(lines);

  // With a name: the list is made, named with a link, and the lines are all still there.
  page = refused;
  const added = await answerOf(visitor, await press(visitor, toList().getByRole("button", { name: "Add" }), { list: "", newList: name }));
  const confirmation = within(added.document.querySelector(".add-to-list__outcome--added") as HTMLElement);
  expect(confirmation.getByText(`1 article added to the list "${name}"`, { exact: false })).toBeTruthy();
  expect(confirmation.getByText(`Lines not added: ${UNKNOWN_CODE}`, { exact: false })).toBeTruthy();
  expect(listed(added)).toEqual(lines);
  const link = confirmation.getByRole("link", { name: `Open the list "${name}"` });
  const list = await open(visitor, link.getAttribute("href")!);
  expect(list.getByRole("heading", { level: 1, name })).toBeTruthy();
  const row = list.document.querySelector(`.list-row[data-sku="${article.sku}"]`) as HTMLElement;
  expect((within(row).getByRole("spinbutton") as HTMLInputElement).value).toBe(String(article.packaging));
});

/** `count` codes shaped like barcodes that no article carries, different in every test. */
function unknownBarcodes(count: number): string[] {
  const run = String(Date.now() % 1_000_000).padStart(6, "0");
  return Array.from({ length: count }, (_, index) => `0${run}${String(index).padStart(6, "0")}`);
}

/** The scanner's form as it posts a list (code_N / quantity_N) with the code typed. */
function scanPost(codes: string[], typed = ""): Record<string, string> {
  const fields: Record<string, string> = { intent: "read", code: typed, quantity: "" };
  codes.forEach((code, index) => {
    fields[`code_${index}`] = code;
    fields[`quantity_${index}`] = "1";
  });
  return fields;
}

test("a scanned list resolves at most 200 codes a post: 200 unknown ones cost a search per hundred, 201 come back whole and unchecked, the limit named", async () => {
  const scope = faultScope();
  const { visitor } = await Visitor.ownCustomer(ROSSI.username, { requestId: scope.requestId });
  await scope.countCalls();

  const codes = unknownBarcodes(200);
  const looked = await answerOf(visitor, await visitor.post("/en/pages/scan", scanPost(codes)));
  expect(looked.status).toBe(200);
  expect(listed(looked).filter((line) => line.status === "unknown")).toHaveLength(200);
  expect((await scope.calls())["/hub/search/search"]).toBeLessThanOrEqual(2);

  await scope.countCalls();
  const [extra] = unknownBarcodes(201).slice(200);
  const refused = await answerOf(visitor, await visitor.post("/en/pages/scan", scanPost(codes, extra)));
  expect(refused.status).toBe(422);
  expect(refused.getByRole("alert").textContent).toBe(
    "At most 200 codes at once: this list has 201. Split it and send the parts one after the other; nothing you entered was lost.",
  );
  const kept = listed(refused);
  expect(kept.map((line) => line.code).sort()).toEqual([...codes, extra].sort());
  expect(new Set(kept.map((line) => line.status))).toEqual(new Set(["unchecked"]));
  // Nothing was looked up (the page around the answer reads its cart, as every page does).
  const calls = await scope.calls();
  expect([calls["/hub/erp/get_multiple_prices"], calls["/hub/search/search"]]).toEqual([undefined, undefined]);
});

test("a customer has two look-ups in flight at once: the third is a translated 429 with the shell, while another customer is served", async () => {
  const scope = faultScope();
  const { visitor } = await Visitor.ownCustomer(ROSSI.username, { requestId: scope.requestId });
  const { visitor: other } = await Visitor.ownCustomer(ROSSI.username);
  const article = scannableArticle();
  await scope.countCalls();
  await scope.set([{ path: "/hub/erp/get_multiple_prices", delayMs: 5_000, times: 2 }]);
  try {
    const held = [1, 2].map(() => visitor.post("/en/pages/scan", scanPost([], article.barcode)));
    // Both are at the ERP (held there by the delay): the customer's two slots are taken.
    await expect.poll(async () => (await scope.calls())["/hub/erp/get_multiple_prices"] ?? 0, { timeout: 4_000, interval: 50 }).toBe(2);

    const third = await visitor.parse(await visitor.post("/en/pages/scan", scanPost([], article.barcode)));
    expect(third.status).toBe(429);
    expect(third.getByRole("heading", { level: 1, name: "Too many requests at once" })).toBeTruthy();
    expect(third.getByText(/You already have 2 long operations running/)).toBeTruthy();
    expect(third.document.querySelector(".site-header")).not.toBeNull();

    const served = await answerOf(other, await other.post("/en/pages/scan", scanPost([], article.barcode)));
    expect(served.status).toBe(200);
    expect(listed(served)).toEqual([{ code: article.barcode, status: "found", quantity: String(article.packaging) }]);

    for (const answer of await Promise.all(held)) expect(answer.status).toBe(200);
  } finally {
    await scope.set([]);
  }
  // Its slots given back, the customer is served again.
  const again = await answerOf(visitor, await visitor.post("/en/pages/scan", scanPost([], article.barcode)));
  expect(listed(again)).toEqual([{ code: article.barcode, status: "found", quantity: String(article.packaging) }]);
});
