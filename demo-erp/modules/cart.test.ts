import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceFor } from "../pricing";
import { startTestErpWithCustomers, type Session, type TestErp } from "./testing";

let erp: TestErp;
let rossi: Session;
let bianchi: Session;

beforeAll(async () => ({ erp, rossi, bianchi } = await startTestErpWithCustomers()));
afterAll(() => erp.close());

interface Article {
  id: number;
  sku: string;
  packaging: number;
  price_a: number;
}

const LEAF = "NOT EXISTS (SELECT 1 FROM products c WHERE c.parent_id = p.id)";

/** An orderable article in stock, without a promotion, sold in packs of more than one, costing at least `minPrice`. */
function plainArticle(offset = 0, minPrice = 0): Article {
  return erp.db
    .prepare(
      `SELECT id, sku, packaging, price_a FROM products p
        WHERE status = 'DISPONIBILE' AND promo_code IS NULL AND packaging > 1 AND stock >= packaging * 10 AND price_a >= ?
          AND ${LEAF}
        ORDER BY id LIMIT 1 OFFSET ?`,
    )
    .get(minPrice, offset) as Article;
}

/** Parses "1.234,50". */
function amount(text: string): number {
  expect(text).toMatch(/^-?\d{1,3}(\.\d{3})*,\d{2}$/);
  return Number(text.replaceAll(".", "").replace(",", "."));
}

async function freshCart(session: Session, addressCode?: string) {
  const cart = (await erp.hub("wrapper/get_cart_items", session.context(addressCode), session.token)).body.message;
  for (const rowId of Object.keys(cart.data)) {
    await erp.hub("wrapper/remove_cart_item", { ...session.context(addressCode), id_cart: cart.id_cart, row_id: Number(rowId) }, session.token);
  }
  await erp.hub("cart/apply_coupon", { ...session.context(addressCode), id_cart: cart.id_cart, code: "" }, session.token);
  return cart.id_cart as number;
}

async function add(session: Session, item: string | number, quantity: number, extra: Record<string, unknown> = {}, addressCode?: string) {
  return erp.hub(
    "wrapper/add_to_cart",
    { ...session.context(addressCode), item_id: item, quantity, promo_code: 0, promo_row: 0, ...extra },
    session.token,
  );
}

describe("cart lines", () => {
  it("starts empty with the map shape and zero totals as decimal-comma strings", async () => {
    await freshCart(rossi);
    const cart = (await erp.hub("wrapper/get_cart_items", rossi.context(), rossi.token)).body.message;
    expect(cart).toMatchObject({
      data: {},
      totale_netto: "0,00",
      spese_trasporto: "0,00",
      importo_spese_zero: "250,00",
      totale_doc: "0,00",
      close_enable: false,
      coupon: null,
      min_order: { warning: "", minimum_amount: 0, compliant: true },
    });
    expect(cart.id_cart).toBeGreaterThan(0);
  });

  it("adds, merges on id + promo, updates and removes, priced for the line's quantity", async () => {
    const idCart = await freshCart(rossi);
    const article = plainArticle();
    const first = await add(rossi, article.sku, article.packaging);
    expect(first.status).toBe(200);
    expect(Array.isArray(first.body.message.data)).toBe(true);
    const merged = (await add(rossi, article.id, article.packaging * 2)).body.message;
    expect(merged.data).toHaveLength(1);
    const [line] = merged.data;
    expect(line).toMatchObject({
      id_cart: idCart,
      id: article.id,
      carti: article.sku,
      quantity: article.packaging * 3,
      promo_code: 0,
      promo_row: 0,
      qty_min_imballo: article.packaging,
    });
    const expected = priceFor(erp.db, article.sku, { priceList: "A", discounts: [30, 10] }, line.quantity, new Date(), "it");
    expect(amount(line.price)).toBe(expected?.price);
    expect(amount(line.price_discount)).toBe(expected?.price_discount);
    expect(typeof line.quantity).toBe("number");

    const map = (await erp.hub("wrapper/get_cart_items", rossi.context(), rossi.token)).body.message;
    expect(Object.keys(map.data)).toEqual([String(line.row_id)]);
    expect(map.data[line.row_id].quantity).toBe(article.packaging * 3);

    const updated = await erp.hub(
      "wrapper/update_cart",
      {
        ...rossi.context(),
        id_cart: idCart,
        cart_rows: [{ row_id: line.row_id, quantity: article.packaging, qty_min_packing: article.packaging, promo_code: 0, promo_row: 0 }],
      },
      rossi.token,
    );
    expect(updated.body.message.data[0].quantity).toBe(article.packaging);

    const removed = await erp.hub("wrapper/remove_cart_item", { ...rossi.context(), id_cart: idCart, row_id: line.row_id }, rossi.token);
    expect(removed.body).toEqual({ message: { response: { reload: true, message: "L'articolo è stato rimosso dal carrello" } } });
    const english = await erp.hub("wrapper/remove_cart_item", { ...rossi.context(), id_cart: idCart, row_id: line.row_id }, rossi.token, "en");
    expect(english.body.message.response.reload).toBe(false);

    await add(rossi, article.sku, article.packaging);
    const zero = await erp.hub(
      "wrapper/update_cart",
      { ...rossi.context(), cart_rows: [{ row_id: (await cartRows(rossi))[0], quantity: 0 }] },
      rossi.token,
    );
    expect(zero.body.message.data).toEqual([]);
  });

  it("keeps a promotion line apart and prices quantity breaks", async () => {
    await freshCart(rossi);
    const promo = erp.db
      .prepare(
        `SELECT p.id, p.sku, p.packaging, p.promo_code, r.row, r.min_quantity FROM products p
           JOIN promotions m ON m.code = p.promo_code AND m.from_day = 1 AND m.to_day = 31
           JOIN promotion_rows r ON r.promo_code = p.promo_code AND r.row = 2
          WHERE p.status = 'DISPONIBILE' AND r.min_quantity > p.packaging AND ${LEAF} ORDER BY p.id LIMIT 1`,
      )
      .get() as { id: number; sku: string; packaging: number; promo_code: number; row: number; min_quantity: number };
    const small = (await add(rossi, promo.sku, promo.packaging)).body.message.data[0];
    const big = Math.ceil(promo.min_quantity / promo.packaging) * promo.packaging;
    const promoted = (
      await erp.hub(
        "wrapper/add_to_cart_promo",
        { ...rossi.context(), item_id: promo.sku, quantity: big, promo_code: promo.promo_code, promo_row: promo.row },
        rossi.token,
      )
    ).body.message;
    expect(promoted.data).toHaveLength(2);
    const breakLine = promoted.data.find((line: { promo_row: number }) => line.promo_row === promo.row);
    expect(breakLine.quantity).toBe(big);
    expect(amount(breakLine.price_discount)).toBeLessThan(amount(small.price_discount));
  });

  it("refuses a quantity off the packaging (417), unknown items (404) and articles that cannot be ordered (422)", async () => {
    const article = plainArticle();
    const odd = await add(rossi, article.sku, article.packaging + 1);
    expect(odd.status).toBe(417);
    expect(JSON.parse(JSON.parse(odd.body._server_messages)[0]).message).toBe(`La quantità deve essere un multiplo di ${article.packaging}`);
    expect((await add(rossi, article.sku, 0)).status).toBe(417);
    expect((await add(rossi, article.sku, -article.packaging)).status).toBe(417);
    expect((await add(rossi, "NON-ESISTE", 1)).body.message).toEqual([{ success: false, message: "Articolo non trovato" }, 404]);
    const parent = erp.db
      .prepare("SELECT sku FROM products p WHERE NOT " + LEAF + " LIMIT 1")
      .pluck()
      .get() as string;
    expect((await add(rossi, parent, 1)).body.message[1]).toBe(422);
  });

  it("charges 9,90 shipping below 250,00 net and none from there", async () => {
    await freshCart(rossi);
    const article = plainArticle(1);
    const cart = (await add(rossi, article.sku, article.packaging)).body.message;
    const net = amount(cart.totale_netto);
    expect(net).toBeLessThan(250);
    expect(cart.spese_trasporto).toBe("9,90");
    expect(amount(cart.totale_lordo)).toBeCloseTo(net + 9.9, 2);
    expect(amount(cart.iva)).toBeCloseTo((net + 9.9) * 0.22, 2);
    expect(amount(cart.totale_doc)).toBeCloseTo(amount(cart.totale_lordo) + amount(cart.iva), 2);

    const packs = Math.ceil(250 / net);
    const big = (await add(rossi, article.sku, article.packaging * packs)).body.message;
    expect(amount(big.totale_netto)).toBeGreaterThanOrEqual(250);
    expect(big.spese_trasporto).toBe("0,00");
  });
});

async function cartRows(session: Session, addressCode?: string): Promise<number[]> {
  const cart = (await erp.hub("wrapper/get_cart_items", session.context(addressCode), session.token)).body.message;
  return Object.keys(cart.data).map(Number);
}

describe("cart ownership", () => {
  it("answers 403 for another customer's cart id and a cart of another address", async () => {
    const foreign = await freshCart(bianchi);
    const forbidden = { status: 403, body: { status: "error", message: "Context does not belong to the token" } };
    expect(await erp.hub("wrapper/get_cart_items", rossi.context("1", foreign), rossi.token)).toEqual(forbidden);
    expect(
      await erp.hub(
        "wrapper/add_to_cart",
        { ...rossi.context("1", foreign), item_id: plainArticle().sku, quantity: plainArticle().packaging },
        rossi.token,
      ),
    ).toEqual(forbidden);
    const otherAddress = await freshCart(rossi, "2");
    expect(await erp.hub("wrapper/get_cart_items", rossi.context("1", otherAddress), rossi.token)).toEqual(forbidden);
    expect(await erp.hub("wrapper/get_cart_items", { client_id: 0, address_code: 0, id_cart: 0 })).toEqual(forbidden);
  });

  it("keeps one cart per address, priced with the address's extra discount", async () => {
    const article = plainArticle(0, 10);
    await freshCart(rossi, "1");
    await freshCart(rossi, "2");
    const atShop = (await add(rossi, article.sku, article.packaging, {}, "1")).body.message;
    const atWarehouse = (await add(rossi, article.sku, article.packaging, {}, "2")).body.message;
    expect(atShop.id_cart).not.toBe(atWarehouse.id_cart);
    expect(amount(atWarehouse.data[0].price_discount)).toBeLessThan(amount(atShop.data[0].price_discount));
  });
});

describe("coupons", () => {
  it("applies a valid coupon and refuses unknown, expired and below-minimum ones", async () => {
    const idCart = await freshCart(rossi);
    const article = plainArticle();
    const before = (await add(rossi, article.sku, article.packaging)).body.message;
    const goods = amount(before.totale_netto);
    const applied = await erp.hub("cart/apply_coupon", { ...rossi.context(), id_cart: idCart, code: "benvenuto10" }, rossi.token);
    expect(applied.status).toBe(200);
    const cart = applied.body.message;
    expect(Array.isArray(cart.data)).toBe(true);
    expect(cart.coupon).toMatchObject({ code: "BENVENUTO10", percent: 10 });
    expect(amount(cart.coupon.discount)).toBeCloseTo(goods * 0.1, 2);
    expect(amount(cart.totale_netto)).toBeCloseTo(goods - amount(cart.coupon.discount), 2);

    const notValid = { status: 422, body: { status: "error", message: "Coupon not valid" } };
    expect(await erp.hub("cart/apply_coupon", { ...rossi.context(), id_cart: idCart, code: "NOPE" }, rossi.token, "en")).toEqual(notValid);
    expect(await erp.hub("cart/apply_coupon", { ...rossi.context(), id_cart: idCart, code: "SCADUTO" }, rossi.token, "en")).toEqual(notValid);
    if (goods < 100) {
      const minimum = await erp.hub("cart/apply_coupon", { ...rossi.context(), id_cart: idCart, code: "FERRAMENTA5" }, rossi.token);
      expect(minimum.status).toBe(422);
    }
  });
});

describe("minimum order and checkout", () => {
  it("warns and refuses to prepare below the customer's minimum", async () => {
    await freshCart(bianchi);
    const article = plainArticle();
    const cart = (await add(bianchi, article.sku, article.packaging)).body.message;
    expect(amount(cart.totale_netto)).toBeLessThan(300);
    expect(cart.min_order).toMatchObject({ minimum_amount: 300, compliant: false });
    expect(cart.min_order.warning).toContain("300,00");
    expect(cart.close_enable).toBe(false);
    const prepared = await erp.hub(
      "wrapper/prepare_order",
      { ...bianchi.context(), id_cart: cart.id_cart, delivery_type: "SHIPPING_GOOD" },
      bianchi.token,
    );
    expect(prepared.body.message[0].success).toBe(false);
    expect(prepared.body.message[1]).toBe(422);
  });

  it("refuses to prepare an empty cart", async () => {
    const idCart = await freshCart(rossi, "3");
    const prepared = await erp.hub("wrapper/prepare_order", { ...rossi.context("3"), id_cart: idCart, delivery_type: "SHIPPING_GOOD" }, rossi.token);
    expect(prepared.body.message[1]).toBe(422);
  });

  it("prepares and sends an order once; the order is listed and a new cart begins", async () => {
    const idCart = await freshCart(rossi);
    const article = plainArticle();
    await add(rossi, article.sku, article.packaging * 2);
    const context = { ...rossi.context(), id_cart: idCart };

    const prepared = await erp.hub("wrapper/prepare_order", { ...context, delivery_type: "SHIPPING_GOOD" }, rossi.token);
    const [summary, status] = prepared.body.message;
    expect(status).toBe(200);
    expect(summary.totals.totale_doc).toBeCloseTo(summary.totals.totale_netto + summary.totals.iva + summary.totals.spese_trasporto, 2);
    expect(summary.shipping_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(summary.payment_method).toBe(rossi.customer.paymentMethod);
    expect(summary.anomalies).toEqual([]);
    const pickup = (await erp.hub("wrapper/prepare_order", { ...context, delivery_type: "PICKUP_HEADQUARTER" }, rossi.token)).body.message[0];
    expect(pickup.totals.spese_trasporto).toBe(0);
    expect(pickup.shipping_date <= summary.shipping_date).toBe(true);

    const sent = await erp.hub(
      "wrapper/send_order",
      {
        ...context,
        delivery_type: "SHIPPING_GOOD",
        note: "Consegna al mattino",
        shipping_date: summary.shipping_date,
        transport_cost: summary.totals.spese_trasporto,
      },
      rossi.token,
    );
    const [result, sentStatus] = sent.body.message;
    expect(sentStatus).toBe(200);
    expect(result.order).toMatchObject({ CausaleDocDefinitivo: "OC", AnnoDocDefinitivo: Number(summary.shipping_date.slice(0, 4)) });

    const again = await erp.hub("wrapper/send_order", { ...context, delivery_type: "SHIPPING_GOOD" }, rossi.token);
    expect(again.body.message).toEqual([{ success: false, message: "Carrello già ordinato" }, 409]);

    const orders = (await erp.hub("account/get_orders", { ...rossi.context(), type: "IA" }, rossi.token)).body.message;
    const placed = orders.find((order: { NumeroDocDefinitivo: number }) => order.NumeroDocDefinitivo === result.order.NumeroDocDefinitivo);
    expect(placed).toMatchObject({ StatoTestataOrdine: "IA", IDCarrello: idCart });
    expect(placed.TotaliDocumentoQuantita[0]).toBeCloseTo(summary.totals.totale_netto, 2);
    const detail = (await erp.frappe("mymb_ecommerce.controllers.wrapper.get_order_detail", result.order)).body.message;
    expect(detail.message.order_details[0]).toMatchObject({
      articolo: article.sku,
      quantita: { ordinato: article.packaging * 2, consegnato: 0, residuo: article.packaging * 2 },
    });

    const next = (await erp.hub("wrapper/get_cart_items", rossi.context(), rossi.token)).body.message;
    expect(next.id_cart).not.toBe(idCart);
    expect(next.data).toEqual({});
  });

  it("reports arriving and short-stock lines as anomalies", async () => {
    await freshCart(rossi);
    const arriving = erp.db.prepare(`SELECT sku, packaging FROM products p WHERE status = 'IN ARRIVO' AND ${LEAF} LIMIT 1`).get() as {
      sku: string;
      packaging: number;
    };
    const short = erp.db
      .prepare(`SELECT sku, packaging, stock FROM products p WHERE status = 'DISPONIBILE' AND ${LEAF} ORDER BY stock LIMIT 1`)
      .get() as { sku: string; packaging: number; stock: number };
    await add(rossi, arriving.sku, arriving.packaging * 20);
    await add(rossi, short.sku, short.stock + short.packaging);
    const [summary] = (await erp.hub("wrapper/prepare_order", { ...rossi.context(), delivery_type: "SHIPPING_GOOD" }, rossi.token)).body.message;
    expect(summary.anomalies).toEqual([
      { code: "ARRIVING", message: expect.any(String), carti: arriving.sku },
      { code: "SHORT_STOCK", message: expect.any(String), carti: short.sku },
    ]);
  });
});

describe("saved carts", () => {
  it("saves, activates and deletes carts of the customer's address", async () => {
    const idCart = await freshCart(rossi);
    const article = plainArticle();
    await add(rossi, article.sku, article.packaging);
    const before = (await erp.hub("cart/list", rossi.context(), rossi.token)).body.message;
    const saved = (await erp.hub("cart/save", { ...rossi.context(), id_cart: idCart, name: "Cantiere via Roma" }, rossi.token)).body.message;
    expect(saved.count).toBe(before.count + 1);
    expect(saved.data[0]).toMatchObject({ id_cart: idCart, name: "Cantiere via Roma", rows: 1 });
    expect(saved.data[0].created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(typeof saved.data[0].totale_netto).toBe("number");
    const rows = (await erp.frappe("mymb_ecommerce.controllers.cart.get_cart_rows_by_id_cart", { id_cart: idCart })).body.message;
    expect(rows).toMatchObject([{ id_carrello: idCart, oarti: article.id, quantity: article.packaging, qty_min_imballo: article.packaging }]);

    const active = (await erp.hub("wrapper/get_cart_items", rossi.context(), rossi.token)).body.message;
    expect(active.id_cart).not.toBe(idCart);
    expect(active.data).toEqual({});
    expect((await erp.hub("cart/save", { ...rossi.context(), id_cart: active.id_cart, name: "vuoto" }, rossi.token)).body.message[1]).toBe(422);

    await add(rossi, plainArticle(1).sku, plainArticle(1).packaging);
    const activated = (await erp.hub("cart/activate", { ...rossi.context(), id_cart: idCart }, rossi.token)).body.message;
    expect(activated.data.map((cart: { id_cart: number }) => cart.id_cart)).not.toContain(idCart);
    expect(activated.data[0].name).toMatch(/^Carrello \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    const reactivated = (await erp.hub("wrapper/get_cart_items", rossi.context(), rossi.token)).body.message;
    expect(reactivated.id_cart).toBe(idCart);

    const autoSaved = activated.data[0].id_cart;
    const deleted = (await erp.hub("cart/delete", { ...rossi.context(), id_cart: autoSaved }, rossi.token)).body.message;
    expect(deleted.data.map((cart: { id_cart: number }) => cart.id_cart)).not.toContain(autoSaved);
    expect((await erp.hub("cart/delete", { ...rossi.context(), id_cart: idCart }, rossi.token)).body.message[1]).toBe(404);
    expect((await erp.hub("cart/list", bianchi.context(), bianchi.token)).body.message).toEqual({ data: [], count: 0 });
  });
});
