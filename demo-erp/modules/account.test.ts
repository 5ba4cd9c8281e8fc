import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS } from "../customers";
import { demoCustomer, startTestErpWithCustomers, type Session, type TestErp } from "./testing";

let erp: TestErp;
let rossi: Session;
let bianchi: Session;

beforeAll(async () => ({ erp, rossi, bianchi } = await startTestErpWithCustomers()));
afterAll(() => erp.close());

describe("session", () => {
  it("logs every demo customer in with their addresses", async () => {
    for (const customer of DEMO_CUSTOMERS) {
      const result = await erp.hub("wrapper/login", { username: customer.username, password: customer.password });
      expect(result.status).toBe(200);
      const answer = result.body.message;
      expect(answer.message).toBe("Logged In");
      expect(answer.access_token).toMatch(/^[\w-]{40,}$/);
      expect(answer.user).toMatchObject({ company_name: customer.company, client_id: customer.id });
      expect(answer.user.address_codes.map((address: { address_code: string }) => address.address_code)).toEqual(
        customer.addresses.map((address) => address.code),
      );
    }
  });

  it("answers the same list-form failure for a wrong password and an unknown user", async () => {
    const wrong = await erp.hub("wrapper/login", { username: demoCustomer(0).username, password: "nope" });
    const unknown = await erp.frappe("mymb_ecommerce.controllers.wrapper.login", { username: "who@example.com", password: "x" });
    const failure = { message: [{ success: false, message: "Authentication Failed!" }, 422] };
    expect(wrong).toEqual({ status: 200, body: failure });
    expect(unknown).toEqual({ status: 200, body: failure });
  });

  it("registers once per email and records password resets", async () => {
    const form = { name: "Luigi Verdi", email: "luigi@verdi.example", vat: "IT01234567890", phone: "0511234567", consent: true };
    expect((await erp.frappe("mymb_ecommerce.controllers.wrapper.register", form)).body).toEqual({ message: { success: true } });
    const again = await erp.frappe("mymb_ecommerce.controllers.wrapper.register", form);
    expect(again.body.message.success).toBe(false);
    const missing = await erp.frappe("mymb_ecommerce.controllers.wrapper.register", { name: "x" });
    expect(missing.body.message.success).toBe(false);

    const reset = await erp.frappe("mymb_ecommerce.controllers.wrapper.reset_password", { username: demoCustomer(2).username });
    expect(reset.body.message).toEqual([{ success: true, message: expect.any(String) }, 200]);
    const unknown = await erp.frappe("mymb_ecommerce.controllers.wrapper.reset_password", { username: "nobody@example.com" });
    expect(unknown.body.message[1]).toBe(422);
  });

  it("changes a password only with the old one (hub wrapper/change_password, list form)", async () => {
    const esposito = await erp.login(demoCustomer(2));
    const username = esposito.customer.username;
    const change = (body: Record<string, unknown>) => erp.hub("wrapper/change_password", { ...esposito.context(), ...body }, esposito.token);
    const wrong = await change({ old_password: "x", new_password: "nuova-password" });
    expect(wrong.body.message).toEqual([{ success: false, message: "Password is wrong" }, 422]);
    const short = await change({ old_password: esposito.customer.password, new_password: "corta" });
    expect(short.body.message).toEqual([{ success: false, message: "La nuova password deve avere almeno 8 caratteri" }, 422]);
    const changed = await change({ old_password: esposito.customer.password, new_password: "nuova-password" });
    expect(changed.body).toEqual({ message: [{ success: true, message: "Password modificata" }, 200] });
    expect((await erp.hub("account/change_password", { ...esposito.context(), old_password: "x", new_password: "y" }, esposito.token)).status).toBe(
      404,
    );
    const login = await erp.hub("wrapper/login", { username, password: "nuova-password" });
    expect(login.body.message.message).toBe("Logged In");
  });
});

describe("context checks", () => {
  it("refuses another customer's context, a foreign address and the app token", async () => {
    const forbidden = { status: 403, body: { status: "error", message: "Context does not belong to the token" } };
    expect(await erp.hub("account/get_customer", bianchi.context(), rossi.token)).toEqual(forbidden);
    expect(await erp.hub("account/get_customer", rossi.context("9"), rossi.token)).toEqual(forbidden);
    expect(await erp.hub("account/get_customer", { customer_code: 0, address_code: 0 }, rossi.token)).toEqual(forbidden);
    expect(await erp.hub("account/get_orders", { customer_code: 0, address_code: 0, type: "T" })).toEqual(forbidden);
    expect(await erp.hub("account/get_customer", rossi.context())).toEqual(forbidden);
  });

  it("accepts numbers or strings for the ids", async () => {
    const body = { ...rossi.context(), customer_code: Number(rossi.customer.id), address_code: 2 };
    const result = await erp.hub("account/get_customer", body, rossi.token);
    expect(result.status).toBe(200);
    expect(result.body.message).toMatchObject({ Codice: "10001", RagioneSociale: rossi.customer.company, CodiceScontoCliente: "30+10", Sconto: 37 });
  });
});

describe("account", () => {
  it("lists the addresses", async () => {
    const result = await erp.hub("account/get_addresses", rossi.context(), rossi.token);
    expect(result.body.message.ListaIndirizzi).toHaveLength(3);
    expect(result.body.message.ListaIndirizzi[1]).toMatchObject({ Codice: "2", Citta: "Sesto San Giovanni", Provincia: "MI" });
  });

  it("lists orders in every status, filtered by type and date", async () => {
    const all = (await erp.hub("account/get_orders", { ...rossi.context(), type: "T" }, rossi.token)).body.message;
    expect(all.length).toBeGreaterThanOrEqual(15);
    expect(new Set(all.map((order: { StatoTestataOrdine: string }) => order.StatoTestataOrdine))).toEqual(new Set(["IA", "NE", "EV", "PR", "AN"]));
    const [first] = all;
    expect(first).toMatchObject({ CausaleDocDefinitivo: "OC", StatoTestataOrdine: "IA", IDCarrello: 0 });
    expect(first.DataRegistrazione).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const [net, vat, total, quantity] = first.TotaliDocumentoQuantita;
    expect(total).toBeCloseTo(net + vat + (net < 250 ? 9.9 : 0), 2);
    expect(quantity).toBeGreaterThan(0);

    const fulfilled = (await erp.hub("account/get_orders", { ...rossi.context(), type: "E" }, rossi.token)).body.message;
    expect(fulfilled.length).toBeGreaterThan(0);
    expect(fulfilled.every((order: { StatoTestataOrdine: string }) => order.StatoTestataOrdine === "EV")).toBe(true);

    const [day, month, year] = String(first.DataRegistrazione).split("/");
    const compact = `${day}${month}${year}`;
    const sameDay = (await erp.hub("account/get_orders", { ...rossi.context(), type: "T", date_from: compact, date_to: compact }, rossi.token)).body
      .message;
    expect(sameDay.length).toBeGreaterThanOrEqual(1);
    expect(sameDay.every((order: { DataRegistrazione: string }) => order.DataRegistrazione === first.DataRegistrazione)).toBe(true);

    expect((await erp.hub("account/get_orders", { ...rossi.context(), type: "T", date_from: "2026-01-01" }, rossi.token)).status).toBe(400);
    expect((await erp.hub("account/get_orders", { ...rossi.context(), type: "SOMETHING" }, rossi.token)).status).toBe(400);
  });

  it("reads any order's detail by its number, and answers success false for an unknown one", async () => {
    const [order] = (await erp.hub("account/get_orders", { ...rossi.context(), type: "E" }, rossi.token)).body.message;
    const detail = await erp.frappe("mymb_ecommerce.controllers.wrapper.get_order_detail", {
      NumeroDocDefinitivo: order.NumeroDocDefinitivo,
      CausaleDocDefinitivo: order.CausaleDocDefinitivo,
      AnnoDocDefinitivo: String(order.AnnoDocDefinitivo),
    });
    expect(detail.body.message.success).toBe(true);
    const { message } = detail.body.message;
    expect(message).toMatchObject({ numero_documento: order.NumeroDocDefinitivo, stato: "EV", data_registrazione: order.DataRegistrazione });
    expect(message.order_details.length).toBeGreaterThan(0);
    const line = message.order_details[0];
    expect(line.quantita.consegnato).toBe(line.quantita.ordinato);
    expect(line.quantita.residuo).toBe(0);
    // `valore` is the line's net value per quantity state, `netto` the net unit price.
    expect(line.valore.ordinato).toBeCloseTo(line.netto * line.quantita.ordinato, 2);
    expect(line.valore.residuo).toBe(0);
    const lines: { valore: { ordinato: number } }[] = message.order_details;
    // The most recent fulfilled order was sent with the 10 % coupon: the order's net is below its lines' sum.
    const goods = lines.reduce((sum, each) => sum + each.valore.ordinato, 0);
    expect(order.TotaliDocumentoQuantita[0]).toBeCloseTo(goods - Math.round(goods * 10) / 100, 2);

    const unknown = await erp.frappe("mymb_ecommerce.controllers.wrapper.get_order_detail", {
      NumeroDocDefinitivo: 1,
      CausaleDocDefinitivo: "OC",
      AnnoDocDefinitivo: 1999,
    });
    expect(unknown.body.message).toEqual({ success: false, message: "Ordine non trovato" });
  });

  it("lists the articles ordered in a range, most recent first, paged", async () => {
    const body = { ...rossi.context(), start_date: "01012000", end_date: "31122999", page: 1, per_page: 5 };
    const result = (await erp.hub("account/get_latest_order_list", body, rossi.token)).body.message;
    expect(result.orders).toHaveLength(5);
    expect(result.current_page).toBe(1);
    expect(result.total_pages).toBe(Math.ceil(result.total_results / 5));
    expect(result.art_codes).toHaveLength(result.total_results);
    // art_codes are internal codes (the product id), and data is the product_list answer for the page's codes.
    expect(result.orders.map((order: { CodiceInternoArticolo: number }) => order.CodiceInternoArticolo)).toEqual(result.art_codes.slice(0, 5));
    expect(result.data.product_list.data.map((product: { id: number; sku: string }) => [product.id, product.sku])).toEqual(
      result.orders.map((order: { CodiceInternoArticolo: number; CodiceArticolo: string }) => [order.CodiceInternoArticolo, order.CodiceArticolo]),
    );
    expect(result.orders[0]).not.toHaveProperty("carti");
    const iso = (date: string) => date.split("/").reverse().join("-");
    const dates = result.orders.map((order: { DataUltimoOrdine: string }) => iso(order.DataUltimoOrdine));
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const order of result.orders) expect(order.QuantitaUltimoOrdine).toBeGreaterThan(0);
  });

  it("answers an article's last order with its order's document, and {error} for one never ordered", async () => {
    const body = { ...rossi.context(), start_date: "01012000", end_date: "31122999", page: 1, per_page: 1 };
    const [row] = (await erp.hub("account/get_latest_order_list", body, rossi.token)).body.message.orders;
    const last = await erp.frappe("mymb_ecommerce.controllers.account.get_latest_order_by_item", {
      customer_code: rossi.customer.id,
      item_id: row.CodiceInternoArticolo,
    });
    expect(last.body.message.GetUltimoOrdinatoClienteXArticoloResult).toMatchObject({
      DataUltimoOrdine: row.DataUltimoOrdine,
      QuantitaUltimoOrdine: expect.any(Number),
      PrezzoNettoUltimoOrdine: expect.any(Number),
      Documento: expect.stringMatching(/^OC\/\d{4}\/\d+$/),
    });
    const never = await erp.frappe("mymb_ecommerce.controllers.account.get_latest_order_by_item", { customer_code: rossi.customer.id, item_id: 0 });
    expect(never.body.message).toEqual({ error: "Articolo mai ordinato" });
  });

  it("shows overdue and open deadlines consistent with the exposition", async () => {
    for (const session of [rossi, bianchi]) {
      const deadlines = (await erp.hub("account/payment_deadline", session.context(), session.token)).body.message.ListaScadenzaConInfo;
      const today = new Date().toISOString().slice(0, 10);
      const iso = (date: string) => date.split("/").reverse().join("-");
      const overdue = deadlines.filter((deadline: { DataScadenza: string }) => iso(deadline.DataScadenza) < today);
      const open = deadlines.filter((deadline: { DataScadenza: string }) => iso(deadline.DataScadenza) > today);
      expect(overdue.length).toBeGreaterThan(0);
      expect(open.length).toBeGreaterThan(0);
      expect(deadlines[0].Documento).toMatch(/^V1\/\d{4}\/\d+$/);

      const exposition = (await erp.hub("account/exposition", session.context(), session.token)).body.message;
      const sum = deadlines.reduce((total: number, deadline: { Importo: number }) => total + deadline.Importo, 0);
      expect(exposition.RimesseTotale).toBeCloseTo(sum, 2);
      expect(exposition.RimesseTotale).toBeCloseTo(exposition.RimesseScaduto + exposition.RimesseDaScadere, 2);
      expect(exposition.RimesseScaduto).toBeGreaterThan(0);
      expect(exposition.OrdiniNonEvasiTotale).toBeGreaterThan(0);
      expect(exposition.DifferenzaTotale).toBeCloseTo(
        exposition.FidoTotaleTotale - exposition.RimesseTotale - exposition.BolleNonFatturateTotale - exposition.OrdiniNonEvasiTotale,
        2,
      );
      expect(exposition.CodiceValuta).toBe("EUR");
    }
  });
});
