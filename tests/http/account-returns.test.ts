// A return request as a browser without JavaScript makes it: from a DDT on the documents page to the
// form, its lines filled and a photo chosen, posted multipart and redirected (303) to the request's
// page, which shows it; a delivered order's link to the form; and a broken multipart post to the
// form, the shop's translated 400 page.
import { describe, expect, test } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { testShop } from "../support/shops";
import { fill, formFields, formOf, redirectOf } from "./support/forms";
import { parseHtml, Visitor } from "./support/visitor";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

describe("a return request without JavaScript", () => {
  const shop = testShop();

  test("goes from a DDT to the form, is posted with a photo and lands on the request's page", async () => {
    const { visitor } = await Visitor.ownCustomer(ROSSI.username, { shop });
    const documents = await visitor.page("/en/pages/documents?kind=delivery-note");
    const [request] = documents.getAllByRole("link", { name: /^Request a return for B\// });
    const form = await visitor.page(request!.getAttribute("href")!);
    const [quantity] = form.getAllByRole("textbox", { name: /^Quantity of .+ to return$/ });
    const [reason] = form.getAllByRole("combobox", { name: /^Reason for returning / });
    const send = form.getByRole("button", { name: "Send the request" });
    const element = formOf(send);
    expect(element.getAttribute("enctype")).toBe("multipart/form-data");
    expect(form.getByLabelText("Photos or a PDF (at most 3, 5 MB each)").getAttribute("accept")).toBe("image/*,application/pdf");
    fill(element, {
      [quantity!.getAttribute("name")!]: "1",
      [reason!.getAttribute("name")!]: "DAMAGED",
      resolution: "CREDIT",
      note: "Imballo rotto",
    });
    const posted = new FormData();
    for (const [name, value] of formFields(element, send)) posted.append(name, value);
    posted.append("photos", new File([PNG], "box.png", { type: "image/png" }));
    const location = redirectOf(await visitor.post("/en/pages/returns/new", posted));
    expect(location).toMatch(/^\/en\/pages\/returns\/RMA-\d{4}-\d{5}$/);
    const page = await visitor.page(location);
    expect(page.getByRole("heading", { level: 1, name: `Return ${decodeURIComponent(location.split("/").pop()!)}` })).toBeTruthy();
    expect(page.getAllByText("Requested").length).toBeGreaterThan(0);
    expect(page.getByRole("cell", { name: "Damaged" })).toBeTruthy();
    expect(page.getByText("Imballo rotto")).toBeTruthy();
    // A delivered order leads to the form too, with the order's key.
    const orders = await visitor.page("/en/pages/orders?status=fulfilled");
    const order = orders.getAllByRole("link").find((link) => link.getAttribute("href")?.startsWith("/en/pages/order_detail?"));
    const detail = await visitor.page(order!.getAttribute("href")!);
    const fromOrder = detail.getByRole("link", { name: "Request a return" }).getAttribute("href")!;
    expect(new URL(fromOrder, shop.url).searchParams.get("number")).toBe(new URL(order!.getAttribute("href")!, shop.url).searchParams.get("number"));
    expect((await visitor.page(fromOrder)).getAllByRole("group", { name: /^Lines of / }).length).toBeGreaterThan(0);
  });

  test("a broken multipart post gets the translated 400 page", async () => {
    const visitor = await Visitor.signedIn(ROSSI.username, { shop });
    const body = '--faults\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsend\r\n--fau';
    const answer = await fetch(`${shop.url}/pages/returns/new`, {
      method: "POST",
      headers: { Origin: shop.url, Cookie: visitor.cookie, "Content-Type": "multipart/form-data; boundary=faults" },
      body,
    });
    expect(answer.status).toBe(400);
    const page = parseHtml(await answer.text());
    expect(page.getByRole("heading", { level: 1, name: "Abbiamo un piccolo problema" })).toBeTruthy();
  });
});
