// The account's file links and the product page's last order as the server renders them, in both
// dialects: an invoice's CSV beside its PDF, the deadlines' PDF, an order's tracking PDF (each link
// downloads an attachment), and "You last ordered this" with its document linked to the order.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { testShop } from "../support/shops";
import { Visitor } from "./support/visitor";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];

describe.each(["default", "varying"] as const)("%s dialect", (dialect) => {
  const shop = testShop(dialect);

  test("the documents, deadlines and order pages link each file, and each link downloads it", async () => {
    const visitor = await Visitor.signedIn(ROSSI.username, { shop });
    const documents = await visitor.page("/en/pages/documents?kind=invoice");
    const [csv] = documents.getAllByRole("link", { name: /^Download CSV F\// });
    expect(documents.getAllByRole("link", { name: /^Download PDF F\// }).length).toBeGreaterThan(0);
    const deadlines = await visitor.page("/en/pages/deadlines");
    const pdf = deadlines.getByRole("link", { name: "Download the PDF" });
    const orders = await visitor.page("/en/pages/orders");
    const order = orders.getAllByRole("link").find((link) => link.getAttribute("href")?.startsWith("/en/pages/order_detail?"));
    const detail = await visitor.page(order!.getAttribute("href")!);
    const tracking = detail.getByRole("link", { name: "Delivery tracking (PDF)" });
    for (const [link, type] of [
      [csv!, "text/csv; charset=utf-8"],
      [pdf, "application/pdf"],
      [tracking, "application/pdf"],
    ] as const) {
      const file = await visitor.get(link.getAttribute("href")!);
      expect(file.status).toBe(200);
      expect(file.headers.get("Content-Type")).toBe(type);
      expect(file.headers.get("Content-Disposition")).toMatch(/^attachment; filename=/);
    }
  });

  test("a product the customer ordered shows their last order, its document linked to the order", async () => {
    const visitor = await Visitor.signedIn(ROSSI.username, { shop });
    const answer = (await (await visitor.get("/en/api/latest-orders", { headers: { Accept: "application/json" } })).json()) as {
      products: Array<{ sku: string }>;
    };
    // The default page of an article leads to its child page when it is a variant.
    const page = await visitor.page(`/en/product/default/${answer.products[0]!.sku}`, { follow: true });
    const section = page.getByRole("region", { name: "You last ordered this" });
    const document = within(section).getByRole("link", { name: /^OC\/\d{4}\/\d+$/ });
    expect(document.getAttribute("href")).toMatch(/^\/en\/pages\/order_detail\?type=OC&number=\d+&year=\d{4}$/);
    expect((await visitor.page(document.getAttribute("href")!)).status).toBe(200);
  });
});
