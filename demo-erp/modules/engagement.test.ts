import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_TOKEN, demoCustomer, startTestErp, type Session, type TestErp } from "./testing";

let erp: TestErp;
let rossi: Session;

beforeAll(async () => {
  erp = await startTestErp();
  rossi = await erp.login(demoCustomer(0));
});
afterAll(() => erp.close());

describe("newsletter and contact requests", () => {
  it("subscribes an email once and refuses an invalid one with a 417", async () => {
    const method = "omnicommerce.controllers.newsletter.subscribe";
    expect((await erp.frappe(method, { email: "nuovo@cliente.example" })).body.message.status).toBe("success");
    expect((await erp.frappe(method, { email: "Nuovo@Cliente.example" }, "en")).body).toEqual({
      message: { status: "error", message: "Already subscribed" },
    });
    const invalid = await erp.frappe(method, { email: "not-an-email" });
    expect(invalid.status).toBe(417);
    expect(JSON.parse(JSON.parse(invalid.body._server_messages)[0]).message).toBe("Indirizzo email non valido");
  });

  it("accepts a contact request only with consent", async () => {
    const method = "mymb_ecommerce.controllers.wrapper.request_form";
    const form = {
      name: "<b>Anna</b>",
      email: "anna@example.com",
      phone: "",
      company: "",
      subject: "Listino",
      message: "Vorrei il listino",
      type: "contact",
    };
    expect((await erp.frappe(method, form)).body.message.status).toBe("Failed");
    expect((await erp.frappe(method, { ...form, consent: false })).body.message.status).toBe("Failed");
    expect((await erp.frappe(method, { ...form, consent: true })).body.message.status).toBe("Success");
    expect(erp.db.prepare("SELECT COUNT(*) AS n FROM contact_requests").get()).toEqual({ n: 1 });
  });
});

describe("tracking", () => {
  it("stores cart and search events sent with the app token", async () => {
    const record = {
      id_cart: 7,
      address_code: "1",
      listing_type: "search",
      listing_code: "trapano",
      id_client: "10001",
      cookies: "",
      page_visited: "/shop",
      other_data: { price: 12.3456 },
    };
    const cart = await fetch(`${erp.url}/tracking/kafka/cart/track`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `token ${APP_TOKEN}` },
      body: JSON.stringify({ topic: "cart", action: "add-to-cart", record }),
    });
    expect(cart.status).toBe(200);
    expect(await cart.json()).toEqual({ status: "success" });
    const search = await fetch(`${erp.url}/tracking/kafka/search/track`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `token ${APP_TOKEN}` },
      body: JSON.stringify({ topic: "search", action: "product-list", record }),
    });
    expect(search.status).toBe(200);
    const stored = erp.db.prepare("SELECT stream, topic, action, record FROM tracking_events ORDER BY id").all();
    expect(stored).toEqual([
      { stream: "cart", topic: "cart", action: "add-to-cart", record: JSON.stringify(record) },
      { stream: "search", topic: "search", action: "product-list", record: JSON.stringify(record) },
    ]);
  });

  it("lists what was received on the escaped /__demo/ page", async () => {
    const page = await fetch(`${erp.url}/__demo/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain("add-to-cart");
    expect(html).toContain("nuovo@cliente.example");
    expect(html).toContain("&lt;b&gt;Anna&lt;/b&gt;");
    expect(html).not.toContain("<b>Anna</b>");
  });
});

describe("wishlist", () => {
  it("adds without duplicates, lists and removes by id, per customer", async () => {
    const sku = erp.db.prepare("SELECT sku FROM products ORDER BY id DESC LIMIT 1").pluck().get() as string;
    const before = (await erp.hub("wishlist/list", rossi.context(), rossi.token)).body.message.data as { id: number; item_id: string }[];
    await erp.hub("wishlist/add", { ...rossi.context(), item_id: sku }, rossi.token);
    const added = (await erp.hub("wishlist/add", { ...rossi.context(), item_id: sku }, rossi.token)).body.message.data as {
      id: number;
      item_id: string;
      created: string;
    }[];
    expect(added).toHaveLength(before.length + 1);
    const entry = added.find((item) => item.item_id === sku);
    expect(entry?.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const esposito = await erp.login(demoCustomer(2));
    expect((await erp.hub("wishlist/list", esposito.context(), esposito.token)).body.message.data).toEqual([]);
    await erp.hub("wishlist/remove", { ...esposito.context(), item_id: entry?.item_id }, esposito.token);
    expect((await erp.hub("wishlist/list", rossi.context(), rossi.token)).body.message.data).toHaveLength(before.length + 1);

    const removed = (await erp.hub("wishlist/remove", { ...rossi.context(), item_id: entry?.item_id }, rossi.token)).body.message.data;
    expect(removed).toHaveLength(before.length);
    expect((await erp.hub("wishlist/add", { ...rossi.context(), item_id: "NO-SUCH-SKU" }, rossi.token)).body.message[1]).toBe(404);
    expect((await erp.hub("wishlist/list", { customer_code: 0, address_code: 0 })).status).toBe(403);
  });
});
