// Every account file through the storefront, in either dialect (DEMO_ERP_DIALECT): an invoice's CSV
// beside its PDF, the payment deadlines as PDF, an order's tracking as PDF, each only for the
// customer's own document (another customer's is a 404) and each link hidden where its call answers
// 404; and "you last ordered this" on a product page, its document linked to the order.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { DocumentRow } from "~/account/account.server";
import type { Page } from "~/account/list-query";
import type { ProductPageData } from "~/catalog/product-page.server";
import { loadLatestOrdered } from "~/catalog/listing.server";
import { EMPTY_LISTING } from "~/catalog/query";
import type { OrderKey } from "~/erp/types";
import * as fileRoute from "~/routes/($lang).pages.documents_.$kind.$scope.$year.$file";
import * as documentsRoute from "~/routes/($lang).pages.documents";
import * as deadlinesPdfRoute from "~/routes/($lang).pages.deadlines_.export[.pdf]";
import * as deadlinesRoute from "~/routes/($lang).pages.deadlines";
import * as orderRoute from "~/routes/($lang).pages.order_detail";
import * as trackingRoute from "~/routes/($lang).pages.order_detail_.tracking[.pdf]";
import * as productRoute from "~/routes/($lang).product.$type.$slug";
import { Browser, useTestErp, type RouteFunction } from "../support/harness";

const [ROSSI, BIANCHI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer];
const A = "/api/method/mymb_ecommerce.controllers.account";

const demo = useTestErp();
let rossi: Browser;
let bianchi: Browser;
let order: OrderKey;

beforeAll(async () => {
  [rossi, bianchi] = await Promise.all([Browser.signIn(ROSSI), Browser.signIn(BIANCHI)]);
  const [first] = await (await rossi.erp("it")).account.orders();
  if (!first) throw new Error("the demo customer has no orders");
  order = first.key;
});

async function download(route: { loader: RouteFunction }, path: string, browser: Browser, params: Record<string, string> = {}): Promise<Response> {
  const answer = await browser.call(route.loader, path, { params });
  return answer.response ?? new Response(null, { status: answer.status });
}

function fileParams(path: string): Record<string, string> {
  const [, , , kind, scope, year, file] = path.split("/");
  return { kind: kind!, scope: scope!, year: year!, file: file! };
}

async function firstInvoice(): Promise<{ doc: DocumentRow; csv: boolean }> {
  const page = await rossi.data<{ documents: Page<DocumentRow>; csv: boolean }>(documentsRoute.loader, "/pages/documents?kind=invoice");
  return { doc: page.documents.items[0]!, csv: page.csv };
}

const csvPath = (doc: DocumentRow) => `/pages/documents/${doc.kind}/${doc.scope}/${doc.year}/${doc.number}.csv`;
const trackingPath = (key: OrderKey) => `/pages/order_detail/tracking.pdf?type=${key.type}&number=${key.number}&year=${key.year}`;
const orderPath = (key: OrderKey) => `/pages/order_detail?type=${key.type}&number=${key.number}&year=${key.year}`;

async function expectAttachment(response: Response, type: string, extension: string): Promise<Buffer> {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe(type);
  expect(response.headers.get("Content-Disposition")).toMatch(new RegExp(`^attachment; filename="[A-Za-z0-9._-]+\\.${extension}"$`));
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  return Buffer.from(await response.arrayBuffer());
}

describe("an invoice as CSV", () => {
  it("streams the customer's own invoice as CSV beside its PDF, never the ERP's URL", async () => {
    const { doc, csv } = await firstInvoice();
    expect(csv).toBe(true);
    const bytes = await expectAttachment(await download(fileRoute, csvPath(doc), rossi, fileParams(csvPath(doc))), "text/csv; charset=utf-8", "csv");
    expect(bytes.toString("utf8").split("\r\n")[0]).toBe("Codice;Descrizione;UM;Quantita;Prezzo;Importo");
    expect(bytes.toString("utf8")).not.toContain(demo.url);
  });

  it("answers 404 for another customer's invoice and for a transport document's CSV", async () => {
    const { doc } = await firstInvoice();
    expect((await download(fileRoute, csvPath(doc), bianchi, fileParams(csvPath(doc)))).status).toBe(404);
    const ddt = (await rossi.data<{ documents: Page<DocumentRow> }>(documentsRoute.loader, "/pages/documents?kind=delivery-note")).documents
      .items[0]!;
    expect((await download(fileRoute, csvPath(ddt), rossi, fileParams(csvPath(ddt)))).status).toBe(404);
  });

  it("hides the CSV links where the ERP answers the call 404", async () => {
    const { csv } = await demo.withFaults([{ path: "/hub/account/csv_invoice_document", status: 404 }], firstInvoice);
    expect(csv).toBe(false);
  });
});

describe("the payment deadlines as PDF", () => {
  it("streams the customer's deadlines as PDF, and the page links it", async () => {
    expect((await rossi.data<{ pdf: boolean }>(deadlinesRoute.loader, "/pages/deadlines")).pdf).toBe(true);
    const bytes = await expectAttachment(await download(deadlinesPdfRoute, "/pages/deadlines/export.pdf", rossi), "application/pdf", "pdf");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("hides the PDF link where the ERP answers the call 404, and sends a guest to sign in", async () => {
    const page = await demo.withFaults([{ path: `${A}.pdf_scadenzario`, status: 404 }], () =>
      rossi.data<{ pdf: boolean }>(deadlinesRoute.loader, "/pages/deadlines"),
    );
    expect(page.pdf).toBe(false);
    expect((await download(deadlinesPdfRoute, "/pages/deadlines/export.pdf", new Browser())).status).toBe(302);
  });
});

describe("an order's tracking as PDF", () => {
  it("streams the tracking of the customer's own order, and its detail page links it", async () => {
    expect((await rossi.data<{ tracking: boolean }>(orderRoute.loader, orderPath(order))).tracking).toBe(true);
    const bytes = await expectAttachment(await download(trackingRoute, trackingPath(order), rossi), "application/pdf", "pdf");
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("answers 404 for another customer's order and a forged key", async () => {
    expect((await download(trackingRoute, trackingPath(order), bianchi)).status).toBe(404);
    expect((await download(trackingRoute, "/pages/order_detail/tracking.pdf?type=OC&number=1%20OR%201&year=2026", rossi)).status).toBe(404);
  });

  it("hides the tracking link where the ERP answers the call 404", async () => {
    const page = await demo.withFaults([{ path: `${A}.pdf_tracking_order`, status: 404 }], () =>
      rossi.data<{ tracking: boolean }>(orderRoute.loader, orderPath(order)),
    );
    expect(page.tracking).toBe(false);
  });
});

describe("you last ordered this", () => {
  async function productPage(sku: string, browser: Browser) {
    return browser.data<{ page: ProductPageData }>(productRoute.loader, `/product/default/${sku}`, { params: { type: "default", slug: sku } });
  }

  async function orderedSku(): Promise<string> {
    const latest = await loadLatestOrdered(await rossi.erp("it"), { ...EMPTY_LISTING, latestOrderList: true }, false);
    const product = latest.products.find((item) => item.parentSku === null);
    if (!product) throw new Error("the demo customer ordered no article without a parent lately");
    return product.sku;
  }

  it("shows the date, the quantity and the document, linked to the customer's own order", async () => {
    const { page } = await productPage(await orderedSku(), rossi);
    expect(page.lastOrder).toMatchObject({ on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), quantity: expect.any(Number) });
    expect(page.lastOrder!.document).toMatch(/^OC\/\d{4}\/\d+$/);
    const [type, year, number] = page.lastOrder!.document.split("/");
    expect(page.lastOrder!.orderPath).toBe(orderPath({ type: type!, year: year!, number: number! }));
    expect((await rossi.call(orderRoute.loader, page.lastOrder!.orderPath!)).status).toBe(200);
  });

  it("shows nothing to a guest nor where the ERP answers the call 404, and never another customer's order", async () => {
    const sku = await orderedSku();
    expect((await productPage(sku, new Browser())).page.lastOrder).toBeNull();
    // Another customer sees their own last order of it, if any: never Rossi's document.
    const mine = (await productPage(sku, rossi)).page.lastOrder!;
    expect((await productPage(sku, bianchi)).page.lastOrder?.document).not.toBe(mine.document);
    const missing = await demo.withFaults([{ path: `${A}.get_latest_order_by_item`, status: 404 }], () => productPage(sku, rossi));
    expect(missing.page.lastOrder).toBeNull();
  });
});
