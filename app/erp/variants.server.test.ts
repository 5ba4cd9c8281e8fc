// The tolerant reader against the shapes that vary between deployments (ERP-CONTRACT.md): a stub ERP
// answers each call in the forms the contract lists, and the storefront's own client reads them into
// the same view models, reporting what it tolerated (path, expected, received; never the value).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadEnv } from "~/platform/env.server";
import { resetPublicCache } from "./cache.server";
import { closeErpTransport, createErp } from "./client.server";
import { ErpError } from "./errors";
import { mediaHosts, mediaUrl } from "./media";
import { observeParsedAnswers, type ParsedAnswer } from "./report.server";
import type { CustomerContext } from "./types";
import { erpEnv } from "../../tests/support/processes";

let server: Server;
let base = "";
let answers: Record<string, unknown> = {};
const requests: Array<{ path: string; body: Record<string, unknown>; authorization?: string }> = [];
let reports: ParsedAnswer[] = [];
let restoreObserver: () => void;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://stub").pathname;
      requests.push({ path, body: raw ? JSON.parse(raw) : {}, authorization: request.headers.authorization });
      const answer = answers[path];
      response.writeHead(answer === undefined ? 404 : 200, { "content-type": "application/json" });
      response.end(JSON.stringify(answer ?? { status: "error", message: "Not found" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  loadEnv({ ...process.env, NODE_ENV: "test", ...erpEnv(base, "variants-test-token") });
  restoreObserver = observeParsedAnswers((answer) => reports.push(answer));
});

afterAll(async () => {
  restoreObserver();
  await closeErpTransport();
  resetPublicCache();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  answers = {};
  requests.length = 0;
  reports = [];
  resetPublicCache();
});

const customer: CustomerContext = { token: "customer-token", clientId: "10001", addressCode: "1", cartId: 0 };
const guest = () => createErp({ lang: "en", customer: null });
const signedIn = () => createErp({ lang: "en", customer });
const W = "/api/method/mymb_ecommerce.controllers.wrapper";
/** Where the shop links an ERP file: its media route, by the ERP's own path. */
const viaMedia = (path: string) => mediaUrl(path, mediaHosts()).url;

function tolerated(call: string) {
  return reports.filter((report) => report.call === call).flatMap((report) => report.tolerated);
}

const PRODUCT = {
  id: "101",
  sku: "FE101",
  title: "Martello",
  brand: { cprec_darti: "BOS", tprec_darti: "Bosch" },
  family: { lev1: "10", lev1_label: "Utensili" },
  product_status: "DISPONIBILE",
  quantity: 12,
  images: [{ original: "/files/images/a.svg", main: "/files/images/a.svg", gallery: "/files/images/a.svg", thumb: "/files/images/a.svg" }],
  is_new: 1,
  promo_type: 0,
};

describe("catalogue answers", () => {
  it("reads a product in its other legitimate shapes into the same view model", async () => {
    answers["/hub/search/search"] = {
      results: [
        {
          ...PRODUCT,
          id: 101,
          brand: { code: "BOS", label: "Bosch" },
          family: { lev1: { code: "10", label: "Utensili" } },
          images: [`${base}/files/images/a.svg`],
          is_new: "1",
          promo_type: "PR1",
          _modified: "2026-01-01",
          children_items: { "102": { ...PRODUCT, id: "102", sku: "FE102" } },
        },
        { ...PRODUCT, id: "103", sku: "FE103", brand: "BOS", quantity: "1.000" },
      ],
      numFound: "1.250",
    };
    const result = await guest().catalog.search({ text: "", filters: {}, page: 0, perPage: 12, sort: "relevance" });
    expect(result.total).toBe(1250);
    const [first, second] = result.products;
    expect(first).toMatchObject({
      id: "101",
      brand: { code: "BOS", name: "Bosch" },
      family: { level1: { code: "10", label: "Utensili" } },
      availability: "available",
      isNew: true,
      inPromotion: true,
    });
    expect(first!.images[0]).toEqual({
      original: viaMedia("/files/images/a.svg"),
      main: viaMedia("/files/images/a.svg"),
      gallery: viaMedia("/files/images/a.svg"),
      thumb: viaMedia("/files/images/a.svg"),
    });
    expect(first!.children.map((child) => child.sku)).toEqual(["FE102"]);
    expect(second).toMatchObject({ sku: "FE103", brand: { code: "BOS", name: "BOS" }, stock: 1000 });
    expect(tolerated("/search/search")).toEqual([]);
  });

  it("links media on the ERP's host at any path by its exact URL, and drops media on an unknown host, said once per host", async () => {
    vi.stubEnv("LOG_LEVEL", "warn");
    const lines: string[] = [];
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation((line) => {
      lines.push(String(line));
      return true;
    });
    answers["/hub/search/search"] = {
      status: "success",
      results: [
        { ...PRODUCT, id: "101", sku: "FE101", images: [`${base}/images/FE101.jpg?w=300`] },
        { ...PRODUCT, id: "102", sku: "FE102", images: ["https://cdn.unknown.example/FE102.jpg"] },
        { ...PRODUCT, id: "103", sku: "FE103", images: ["https://cdn.unknown.example/FE103.jpg"] },
      ],
      numFound: 3,
    };
    try {
      const result = await guest().catalog.search({ text: "", filters: {}, page: 0, perPage: 12, sort: "relevance" });
      expect(result.products.map((product) => product.images[0]?.main ?? "")).toEqual([viaMedia(`${base}/images/FE101.jpg?w=300`), "", ""]);
      expect(result.products[0]!.images[0]!.main).toMatch(/^\/media\/[^/]+\/images\/FE101\.jpg\?w=300$/);
      expect(tolerated("/search/search")).toContainEqual(
        expect.objectContaining({ path: "results[].images[].original", expected: "url on an ERP media host", dropped: false }),
      );
      const warnings = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.message === "ERP media on an unknown host dropped");
      expect(warnings).toEqual([expect.objectContaining({ level: "warn", host: "cdn.unknown.example" })]);
    } finally {
      stderr.mockRestore();
      vi.unstubAllEnvs();
    }
  });

  it("reports a list whose items were all dropped, with the count", async () => {
    answers["/hub/search/search"] = { status: "success", results: [{ title: "no id" }, { title: "nor this" }], numFound: 2 };
    const result = await guest().catalog.search({ text: "", filters: {}, page: 0, perPage: 12, sort: "relevance" });
    expect(result.products).toEqual([]);
    expect(tolerated("/search/search")).toContainEqual(expect.objectContaining({ path: "results[]", dropped: true, allDropped: 2 }));
  });

  it("treats a descriptive field of an unexpected shape as missing, reports its path, and drops what cannot be identified", async () => {
    answers["/hub/search/search"] = {
      status: "success",
      results: [
        { ...PRODUCT, brand: ["BOS"], title: { it: "Martello" }, quantity: "tanti" },
        { ...PRODUCT, sku: null },
      ],
      numFound: 2,
    };
    const result = await guest().catalog.search({ text: "", filters: {}, page: 0, perPage: 12, sort: "relevance" });
    expect(result.products).toHaveLength(1);
    expect(result.products[0]).toMatchObject({ sku: "FE101", brand: null, title: "", stock: 0 });
    expect(tolerated("/search/search")).toEqual([
      { path: "results[].title", expected: "text", received: "object", dropped: false },
      { path: "results[].brand", expected: "code or {code, label}", received: "array", dropped: false },
      { path: "results[].quantity", expected: "number", received: "string", dropped: false },
      { path: "results[].sku", expected: "id", received: "null", dropped: true },
    ]);
    const serialised = JSON.stringify(reports);
    expect(serialised).not.toContain("Martello");
    expect(serialised).not.toContain("tanti");
  });

  it("names the paths of an unusable answer in the malformed error", async () => {
    answers["/hub/search/search"] = { status: "success", results: [], numFound: 0, unexpected: true };
    await expect(guest().catalog.search({ text: "", filters: {}, page: 0, perPage: 12, sort: "relevance" })).resolves.toEqual({
      products: [],
      total: 0,
    });
    answers[`${W}.get_item`] = { message: { data: "FE101" } };
    const error = await guest()
      .catalog.product("FE101")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ErpError);
    expect(error).toMatchObject({ kind: "malformed", detail: "data (object, received string)" });
    expect((error as Error).message).toContain("malformed at data (object, received string)");
  });

  it("reads prices as a map or a list, with decimal commas and label texts", async () => {
    answers["/hub/erp/get_multiple_prices"] = {
      data: [
        {
          entity_code: "FE101",
          price: "1.234,50",
          price_discount: "1.000,00",
          vat_percent: "22",
          product_label_action: "Novità",
          packaging_option_default: { qty_x_packaging: "12" },
        },
        { entity_code: "FE102", price_discount: 3 },
      ],
    };
    const prices = await guest().catalog.prices(["FE101", "FE102"]);
    expect(Object.keys(prices)).toEqual(["FE101"]);
    expect(prices.FE101).toMatchObject({ listPrice: 1234.5, unitPrice: 1000, grossPrice: 1220, label: "Novità", packaging: { multiple: 12 } });
    expect(tolerated("/erp/get_multiple_prices")).toEqual([{ path: "data[].price", expected: "number", received: "undefined", dropped: true }]);
  });

  it("reads a product page with its extras as maps and the assistance link in extra_info.data", async () => {
    answers[`${W}.get_item`] = {
      data: PRODUCT,
      relatedProducts: { "201": { ...PRODUCT, id: "201", sku: "FE201" } },
      extra_info: {
        barcodes: [8001234567895],
        data: { link_assistence: "/pages/contact-us" },
        docs: { "1": { url: `${base}/files/docs/sheet.pdf` } },
      },
    };
    const detail = await guest().catalog.product("FE101");
    expect(detail).toMatchObject({
      related: [{ sku: "FE201" }],
      barcodes: ["8001234567895"],
      assistanceUrl: "/pages/contact-us",
      documents: [{ url: viaMedia("/files/docs/sheet.pdf"), label: "", areaId: "" }],
    });
  });

  it("answers null for Frappe's {error} on an unknown item", async () => {
    answers[`${W}.get_item`] = { message: { error: "Articolo non trovato" } };
    await expect(guest().catalog.product("NOPE")).resolves.toBeNull();
  });
});

describe("session and account answers", () => {
  const user = {
    name: "Mario",
    company_name: "Rossi",
    client_id: 10001,
    address_codes: { "1": { address_code: 1, IndirizzoEsteso: "Via Roma 1", Citta: "Milano" } },
  };

  it("signs in with the Frappe-wrapped answer and with the older top-level one", async () => {
    answers["/hub/wrapper/login"] = { message: { message: "Login effettuato", access_token: "tok", user } };
    const wrapped = await guest().session.login("a", "b");
    answers["/hub/wrapper/login"] = { message: "Login effettuato", access_token: "tok", user };
    const bare = await guest().session.login("a", "b");
    expect(wrapped).toEqual(bare);
    expect(wrapped).toEqual({
      token: "tok",
      name: "Mario",
      company: "Rossi",
      clientId: "10001",
      addresses: [{ code: "1", street: "Via Roma 1", city: "Milano" }],
      role: "customer",
      agentCode: null,
    });
  });

  it("tells a sales agent from a customer by the role, and needs the agent's code", async () => {
    const agent = { name: "Luca Bianchi", company_name: "Ferramenta Pro", client_id: 0, address_codes: null, role: "Agent", agent_code: "AG01" };
    answers["/hub/wrapper/login"] = { access_token: "tok", user: agent };
    expect(await guest().session.login("a", "b")).toEqual({
      token: "tok",
      name: "Luca Bianchi",
      company: "Ferramenta Pro",
      clientId: "0",
      addresses: [],
      role: "agent",
      agentCode: "AG01",
    });
    // A customer whose answer also names their referral agent is still a customer.
    answers["/hub/wrapper/login"] = { message: { access_token: "tok", user: { ...user, agent_code: "AG01" } } };
    expect(await guest().session.login("a", "b")).toMatchObject({ role: "customer", agentCode: null, clientId: "10001" });
    answers["/hub/wrapper/login"] = { message: { access_token: "tok", user: { ...agent, agent_code: "" } } };
    const error = await guest()
      .session.login("a", "b")
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ErpError);
    expect(error).toMatchObject({ kind: "malformed", detail: expect.stringContaining("user.agent_code") });
  });

  it("reads who placed an order: an agent's code, an object, or nothing", async () => {
    const order = { AnnoDocDefinitivo: 2026, CausaleDocDefinitivo: "OC", NumeroDocDefinitivo: 58, StatoTestataOrdine: "IA" };
    answers["/hub/account/get_orders"] = [
      { ...order, created_by_agent: "AG01" },
      { ...order, NumeroDocDefinitivo: 59, created_by_agent: { code: "AG02", label: "Sara Conti" } },
      { ...order, NumeroDocDefinitivo: 60, created_by_agent: "" },
      { ...order, NumeroDocDefinitivo: 61, created_by_agent: 0 },
      { ...order, NumeroDocDefinitivo: 62 },
    ];
    expect((await signedIn().account.orders()).map((entry) => entry.createdByAgent)).toEqual([
      { code: "AG01", name: "" },
      { code: "AG02", name: "Sara Conti" },
      null,
      null,
      null,
    ]);
  });

  it("asks for orders with the ERP's extraction types and reads bare lists", async () => {
    answers["/hub/account/get_orders"] = [
      {
        AnnoDocDefinitivo: 2026,
        CausaleDocDefinitivo: "OC",
        NumeroDocDefinitivo: 58,
        DataRegistrazione: "03/02/26",
        TotaliDocumentoQuantita: ["1.234,50"],
        StatoTestataOrdine: "EV",
      },
    ];
    const orders = await signedIn().account.orders({ filter: "fulfilled", range: { from: "2026-01-01" } });
    expect(requests.at(-1)!.body).toMatchObject({ type: "E", date_from: "01012026" });
    expect(orders[0]).toMatchObject({
      key: { type: "OC", number: "58", year: "2026" },
      registeredOn: "2026-02-03",
      status: "fulfilled",
      totals: { net: 1234.5 },
    });
    await signedIn().account.orders();
    expect(requests.at(-1)!.body).toMatchObject({ type: "T" });
  });

  it("reads an order's amounts as the contract pins them: valore per quantity state, netto the unit price", async () => {
    answers["/hub/account/get_orders"] = [{ AnnoDocDefinitivo: 2026, CausaleDocDefinitivo: "OC", NumeroDocDefinitivo: 58, StatoTestataOrdine: "PR" }];
    const line = { id_riga: 1, articolo: "FE101", um: "PZ", quantita: { ordinato: 10, consegnato: "4", residuo: 6, saldato: 4 } };
    answers[`${W}.get_order_detail`] = {
      message: {
        success: true,
        message: {
          order_details: [
            { ...line, valore: { ordinato: "140,60", consegnato: "56,24", residuo: "84,36", evadibile: 0 }, netto: "14,06", decimali_prezzo: 2 },
            { ...line, id_riga: 2, valore: { ordinato: 119.9 }, netto: 11.99 },
          ],
        },
      },
    };
    const detail = await signedIn().account.order({ type: "OC", number: "58", year: "2026" });
    expect(detail!.lines.map(({ unitPrice, value, delivered }) => ({ unitPrice, value, delivered }))).toEqual([
      { unitPrice: 14.06, value: 140.6, delivered: 4 },
      { unitPrice: 11.99, value: 119.9, delivered: 4 },
    ]);
    expect(tolerated(`${W}.get_order_detail`)).toEqual([]);
  });

  it("reads an order amount it cannot use as unknown, never 0, and reports it", async () => {
    answers["/hub/account/get_orders"] = [{ AnnoDocDefinitivo: 2026, CausaleDocDefinitivo: "OC", NumeroDocDefinitivo: 58, StatoTestataOrdine: "IA" }];
    answers[`${W}.get_order_detail`] = {
      message: {
        success: true,
        message: {
          order_details: [
            { id_riga: 1, articolo: "FE101", quantita: { ordinato: 1 }, valore: { prezzo: 5, netto: 4 }, netto: "n/d" },
            { id_riga: 2, articolo: "FE102", quantita: { ordinato: 1 }, valore: 12.5 },
          ],
        },
      },
    };
    const detail = await signedIn().account.order({ type: "OC", number: "58", year: "2026" });
    expect(detail!.lines.map(({ unitPrice, value }) => ({ unitPrice, value }))).toEqual([
      { unitPrice: null, value: null },
      { unitPrice: null, value: null },
    ]);
    expect(tolerated(`${W}.get_order_detail`)).toEqual([
      { path: "order_details[].valore.ordinato", expected: "number", received: "undefined", dropped: false },
      { path: "order_details[].netto", expected: "number", received: "string", dropped: false },
      { path: "order_details[].valore", expected: "object", received: "number", dropped: false },
      { path: "order_details[].netto", expected: "number", received: "undefined", dropped: false },
    ]);
  });

  it("reads the latest-ordered articles as internal codes, with the ERP's rows (either quantity name) and no data", async () => {
    answers["/hub/account/get_latest_order_list"] = {
      orders: [
        {
          CodiceArticolo: "FE102",
          CodiceInternoArticolo: 7,
          DescrizioneArticolo: "Pinza",
          DataUltimoOrdine: "03/11/26",
          QuantitaUltimoOrdine: "1.000",
        },
        { CodiceArticolo: "FE101", DataUltimoOrdine: "01/10/2026", QtaUltimoOrdine: 5 },
      ],
      total_results: "3",
      total_pages: 1,
      current_page: 1,
      art_codes: [7, "8", 303],
    };
    const page = await signedIn().account.latestOrdered({ range: {}, page: 1, perPage: 12 });
    expect(page).toEqual({
      codes: ["7", "8", "303"],
      rows: [
        { id: "7", sku: "FE102", title: "Pinza", lastOrderedOn: "2026-11-03", quantity: 1000 },
        { id: "", sku: "FE101", title: "", lastOrderedOn: "2026-10-01", quantity: 5 },
      ],
      products: null,
      total: 3,
      pages: 1,
      page: 1,
    });
    expect(tolerated("/account/get_latest_order_list")).toEqual([]);
  });

  it("reads the products the latest-order list carries in data, wrapped or bare", async () => {
    const productList = { product_list: { data: [{ id: 7, sku: "FE102", name: "Pinza" }] } };
    for (const data of [productList, { message: productList }]) {
      answers["/hub/account/get_latest_order_list"] = { orders: [], total_results: 1, art_codes: [7], data };
      const page = await signedIn().account.latestOrdered({ range: {}, page: 1, perPage: 12 });
      expect(page.products?.map((product) => [product.id, product.sku])).toEqual([["7", "FE102"]]);
    }
  });

  it("reads an article's last order wrapped or bare, and {error} as a 404", async () => {
    const path = "/api/method/mymb_ecommerce.controllers.account.get_latest_order_by_item";
    const last = { DataUltimoOrdine: "03/11/26", QuantitaUltimoOrdine: "1.000", PrezzoNettoUltimoOrdine: "12,50", Documento: "OC/2026/4101" };
    for (const answer of [{ GetUltimoOrdinatoClienteXArticoloResult: last }, last]) {
      answers[path] = answer;
      expect(await signedIn().account.lastOrderOf("7")).toEqual({ on: "2026-11-03", quantity: 1000, netPrice: 12.5, document: "OC/2026/4101" });
    }
    // Frappe's {error} is a 404, as a deployment without the call answers: the page shows nothing either way.
    answers[path] = { error: "Articolo mai ordinato" };
    await expect(signedIn().account.lastOrderOf("8")).rejects.toMatchObject({ kind: "http", status: 404 });
  });

  it("takes the page's codes when art_codes lists every code of the range", async () => {
    const codes = Array.from({ length: 30 }, (_, index) => `${index + 1}`);
    answers["/hub/account/get_latest_order_list"] = { orders: [], total_results: 30, total_pages: 3, current_page: 2, art_codes: codes };
    const page = await signedIn().account.latestOrdered({ range: {}, page: 2, perPage: 12 });
    expect(page.codes).toEqual(codes.slice(12, 24));
  });

  it("sends the latest-order list's dates as DDMMYYYY", async () => {
    answers["/hub/account/get_latest_order_list"] = { orders: [], total_results: 0, total_pages: 0, current_page: 1, art_codes: [] };
    await signedIn().account.latestOrdered({ range: { from: "2026-08-26", to: "2026-11-24" }, page: 1, perPage: 12 });
    expect(requests.at(-1)!.body).toMatchObject({ start_date: "26082026", end_date: "24112026" });
  });

  it("reads addresses and deadlines bare or wrapped", async () => {
    answers["/hub/account/get_addresses"] = { ListaIndirizzi: { "1": { Codice: 1, IndirizzoEsteso: "Via Roma 1", Citta: null } } };
    expect(await signedIn().account.addresses()).toMatchObject([{ code: "1", street: "Via Roma 1", city: "" }]);
    answers["/hub/account/payment_deadline"] = { message: { ListaScadenzaConInfo: [{ DataScadenza: "2026-03-31", Importo: "1.500,00" }] } };
    expect(await signedIn().account.paymentDeadlines()).toMatchObject([{ dueDate: "2026-03-31", amount: 1500 }]);
  });
});

describe("cart, checkout and wishlist answers", () => {
  const line = { row_id: 7, carti: "FE101", name: "Martello", quantity: "1.000", price: "2,50", price_discount: "2,00", qty_min_imballo: "50" };

  it("reads a cart of a thousand pieces as a thousand, rows as a map or a list", async () => {
    answers["/hub/wrapper/get_cart_items"] = { id_cart: "42", data: [line], totale_netto: "2.000,00", spese_trasporto: 0 };
    const asList = await signedIn().cart.get();
    answers["/hub/wrapper/get_cart_items"] = { message: { id_cart: 42, data: { "7": line }, totale_netto: "2.000,00", spese_trasporto: "0,00" } };
    const asMap = await signedIn().cart.get();
    expect(asList).toEqual(asMap);
    expect(asList.lines[0]).toMatchObject({ rowId: "7", productId: "FE101", quantity: 1000, unitPrice: 2, lineTotal: 2000, packagingMultiple: 50 });
    expect(asList.totals).toMatchObject({ net: 2000, shipping: 0, gross: 2000 });
  });

  it("keeps a preview total the ERP leaves out unknown, never 0", async () => {
    answers["/hub/wrapper/prepare_order"] = { message: [{ totals: { totale_netto: "312,40", iva: "68,73" }, shipping_date: "27/11/2026" }, 200] };
    const preview = await signedIn().checkout.prepare("SHIPPING_GOOD");
    expect(preview.totals).toEqual({ net: 312.4, vat: 68.73, transport: null, total: null });
    expect(preview.shippingDate).toBe("2026-11-27");
  });

  it("reads saved carts answered bare", async () => {
    answers["/hub/cart/save"] = {
      data: [{ id_cart: "43", name: "Cantiere", created: "2026-11-20 10:00:00", totale_netto: "120,00", rows: [{}, {}] }],
      count: 1,
    };
    expect(await signedIn().cart.saveCart("Cantiere")).toEqual([
      { id: 43, name: "Cantiere", createdAt: "2026-11-20T10:00:00", net: 120, lineCount: 2, createdByAgent: null },
    ]);
  });

  it("reads a saved cart's own rows, and refuses an answer holding another cart's rows", async () => {
    answers["/hub/cart/list"] = { data: [{ id_cart: "43", name: "Cantiere", rows: 2 }], count: 1 };
    const path = "/api/method/mymb_ecommerce.controllers.cart.get_cart_rows_by_id_cart";
    answers[path] = { message: [{ id_carrello: "43", oarti: 101, id_riga: "7", quantity: "1.000", price: "2,50" }] };
    expect(await signedIn().cart.savedCartRows(43)).toEqual([{ productId: "101", quantity: 1000 }]);
    expect(requests.at(-1)!.body).toEqual({ id_cart: 43 });
    answers[path] = [{ id_carrello: 42, oarti: "101", quantity: 3 }];
    await expect(signedIn().cart.savedCartRows(43)).rejects.toMatchObject({ kind: "malformed" });
    // A cart that is not one of the customer's saved carts is never asked for (the call checks no owner).
    requests.length = 0;
    await expect(signedIn().cart.savedCartRows(44)).rejects.toMatchObject({ kind: "http", status: 404 });
    expect(requests.map((request) => request.path)).toEqual(["/hub/cart/list"]);
  });

  it("reads an agent cart and sends the agent's code with the context of an agent acting for the customer", async () => {
    const acting = createErp({ lang: "en", customer: { ...customer, token: "agent-token", agentCode: "AG01" } });
    answers["/hub/wrapper/get_cart_items"] = { id_cart: 42, data: {}, created_by_agent: { code: "AG01" } };
    expect((await acting.cart.get()).createdByAgent).toEqual({ code: "AG01", name: "" });
    expect(requests.at(-1)!.body).toMatchObject({ client_id: "10001", address_code: "1", agent_code: "AG01" });
    answers["/hub/wrapper/get_cart_items"] = { id_cart: 42, data: {}, created_by_agent: null };
    expect((await signedIn().cart.get()).createdByAgent).toBeNull();
    expect(requests.at(-1)!.body).not.toHaveProperty("agent_code");
  });

  it("reads wishlist entries as {item_id, created} or as whole products", async () => {
    answers["/hub/wishlist/list"] = { status: "success", data: [{ item_id: "FE101", created: "2026-11-01" }, PRODUCT] };
    expect(await signedIn().wishlist.list()).toEqual([
      { sku: "FE101", addedAt: "2026-11-01T00:00:00" },
      { sku: "FE101", addedAt: null },
    ]);
    answers["/hub/wishlist/remove"] = { data: [] };
    await signedIn().wishlist.remove("FE101");
    expect(requests.at(-1)!.body).toMatchObject({ item_id: "FE101" });
  });
});

describe("sales agent answers", () => {
  const agentErp = () => createErp({ lang: "en", customer: null, agent: { token: "agent-token", agentCode: "AG01" } });
  const entry = {
    client_id: 11001,
    company_name: "Ferramenta Colombo S.r.l.",
    vat: "IT01234567897",
    city: "Bergamo",
    province: "BG",
    address_codes: { "1": { address_code: 1, IndirizzoEsteso: "Via Roma 1", Citta: "Bergamo" } },
    overdue_amount: "1.234,50",
    open_amount: 2000,
    last_order_date: "12/03/26",
  };

  it("searches the portfolio with the agent's token and code, reading the page wrapped or bare", async () => {
    answers["/hub/agent/customers"] = { message: { data: [entry], count: "41" } };
    const page = await agentErp().agent.customers({ q: " colombo ", page: 2, perPage: 20 });
    expect(requests.at(-1)).toMatchObject({
      body: { agent_code: "AG01", q: "colombo", page: 2, per_page: 20 },
      authorization: "Bearer agent-token",
    });
    expect(page).toEqual({
      customers: [
        {
          clientId: "11001",
          companyName: "Ferramenta Colombo S.r.l.",
          vatNumber: "IT01234567897",
          city: "Bergamo",
          province: "BG",
          addresses: [{ code: "1", street: "Via Roma 1", city: "Bergamo" }],
          overdueAmount: 1234.5,
          openAmount: 2000,
          lastOrderDate: "2026-03-12",
        },
      ],
      total: 41,
      page: 2,
      perPage: 20,
      pages: 3,
    });
    answers["/hub/agent/customers"] = [
      entry,
      { ...entry, client_id: null },
      { ...entry, client_id: 11002, open_amount: null, overdue_amount: "n/a" },
    ];
    const bare = await agentErp().agent.customers({ q: "", page: 1, perPage: 20 });
    expect(bare.customers.map((customer) => [customer.clientId, customer.openAmount, customer.overdueAmount])).toEqual([
      ["11001", 2000, 1234.5],
      ["11002", null, null],
    ]);
    expect(bare.total).toBe(2);
    expect(tolerated("/agent/customers")).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: "data[].client_id", dropped: true }),
        expect.objectContaining({ path: "data[].overdue_amount", dropped: false }),
      ]),
    );
  });

  it("reads the activity and filters it by customer and dates", async () => {
    answers["/hub/agent/activity"] = [
      { at: "2026-03-18 09:12:44", agent_code: "AG01", client_id: 10001, action: "send_order", reference: "OC/2026/1042" },
      { at: "", agent_code: "AG01", client_id: 10001, action: "", reference: "" },
    ];
    const trail = await agentErp().agent.activity({ clientId: "10001", from: "2026-03-01", to: "2026-03-31" });
    expect(requests.at(-1)!.body).toEqual({ agent_code: "AG01", client_id: "10001", date_from: "01032026", date_to: "31032026" });
    expect(trail).toEqual([{ at: "2026-03-18T09:12:44", agentCode: "AG01", clientId: "10001", action: "send_order", reference: "OC/2026/1042" }]);
  });

  it("never calls an agent's area without a signed-in agent", async () => {
    const error = await signedIn()
      .agent.customers({ q: "", page: 1, perPage: 20 })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: "http", status: 401 });
    expect(requests).toHaveLength(0);
  });
});

describe("content answers", () => {
  it("reads the home data's field names, keeping published B2B items in order", async () => {
    answers["/cms/b2b-home-data"] = {
      slider_top: [
        { order: "2", status: "Published", b2b: 1, url: "shop", title_1: "Second", slide_image: [{ url: "/files/images/s2.svg" }] },
        {
          order: 1,
          status: "Published",
          b2b: "1",
          url: "/shop?filters-new=true",
          title_1: "First",
          title_2: "Sub",
          button: "Go",
          slide_image: [{ url: `${base}/files/images/s1.svg` }],
          slide_image_mobile: [{ url: "/files/images/s1m.svg" }],
        },
        { order: 0, status: "Draft", b2b: 1, title_1: "Hidden", slide_image: [{ url: "/files/images/x.svg" }] },
        { order: 0, status: "Published", b2b: 0, title_1: "B2C", slide_image: [{ url: "/files/images/y.svg" }] },
      ],
      promo_banner: [
        { order: 1, status: "Published", b2b: 1, label: "Promo", url: "shop?filters-promo_type=PR1", slide_image: "/files/images/p.svg" },
      ],
      flyer: [{ label: "Autunno", url: "/files/flyers/autunno.pdf", flyer_image: "/files/images/f.svg" }],
    };
    const home = await guest().cms.home();
    expect(home.slides).toEqual([
      {
        title: "First",
        subtitle: "Sub",
        button: "Go",
        image: viaMedia("/files/images/s1.svg"),
        mobileImage: viaMedia("/files/images/s1m.svg"),
        url: "/shop?filters-new=true",
      },
      { title: "Second", subtitle: "", button: "", image: viaMedia("/files/images/s2.svg"), mobileImage: "", url: "/shop" },
    ]);
    expect(home.promoBanners).toMatchObject([{ title: "Promo", image: viaMedia("/files/images/p.svg") }]);
    expect(home.flyers).toEqual([{ label: "Autunno", pdfUrl: viaMedia("/files/flyers/autunno.pdf"), image: viaMedia("/files/images/f.svg") }]);
  });

  it("answers null for an unknown web page or blog post", async () => {
    const C = "/api/method/omnicommerce_cms.omnicommerce_cms.web_page.get_web_page_detail";
    answers[C] = { message: { error: "Pagina non trovata" } };
    await expect(guest().content.webPage("nope")).resolves.toBeNull();
    answers["/api/method/omnicommerce.controllers.blog.get_blog_post_detail"] = { error: "Post not found" };
    await expect(guest().content.blogPost("guide/nope")).resolves.toBeNull();
  });
});
