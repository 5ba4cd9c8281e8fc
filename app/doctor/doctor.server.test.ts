import http from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { useTestErp } from "../../tests/support/harness";
import { customerVisibleLosses, doctorFailed, formatDoctorReport, runDoctor, type DoctorRow } from "./doctor.server";
import { MEDIA_HOST_EXPECTED } from "~/erp/schema.server";

describe("customerVisibleLosses", () => {
  it("calls a list whose items were all dropped an error, with the count", () => {
    const fields = [
      { path: "orders[].carti", expected: "id", received: "undefined", dropped: true },
      { path: "orders[]", expected: "an item that can be identified", received: "none of 5", dropped: true, allDropped: 5 },
    ];
    expect(customerVisibleLosses(fields)).toEqual(["orders[]: all 5 items dropped (an item that can be identified)"]);
  });

  it("calls images on a host the shop does not serve a loss, once per field", () => {
    const field = { path: "results[].images[].main", expected: MEDIA_HOST_EXPECTED, received: "string", dropped: false };
    expect(customerVisibleLosses([field, field])).toEqual([
      "results[].images[].main: image dropped (its host is not an ERP media host, see ERP_MEDIA_HOSTS)",
    ]);
  });

  it("tolerates a descriptive field read as missing, or some items dropped", () => {
    expect(
      customerVisibleLosses([
        { path: "results[].brand", expected: "code or {code, label}", received: "array", dropped: false },
        { path: "results[]", expected: "id", received: "undefined", dropped: true },
      ]),
    ).toEqual([]);
  });
});

/** How the proxy below changes the demo ERP's JSON answer of one call (the path without its query). */
type Rewrite = (answer: Record<string, unknown>) => unknown;

const W = "/api/method/mymb_ecommerce.controllers.wrapper";
const K = "/api/method/mymb_ecommerce.controllers.cart";

type OrderDetailAnswer = { message?: { message?: { order_details?: Array<{ valore: Record<string, unknown> }> } } };

/**
 * Wrong answers an ERP may give that a customer would see, each to a check the doctor makes: an order
 * line whose value cannot be read, a saved cart's rows answered for another cart, and prices keyed by
 * another code than the one sent (so a barcode leads to an article without a price).
 */
const WRONG_ANSWERS: Record<string, Rewrite> = {
  [`${W}.get_order_detail`]: (answer) => {
    const [line] = (answer as OrderDetailAnswer).message?.message?.order_details ?? [];
    if (line) line.valore.ordinato = "n/d";
    return answer;
  },
  [`${K}.get_cart_rows_by_id_cart`]: (answer) => ({
    message: (answer.message as Array<{ id_carrello: number }>).map((row) => ({ ...row, id_carrello: row.id_carrello + 1 })),
  }),
  "/hub/erp/get_multiple_prices": (answer) => ({
    ...answer,
    data: Object.fromEntries(Object.entries(answer.data as Record<string, unknown>).map(([code, price]) => [`P${code}`, price])),
  }),
};

/** Answers with something missing: an order without its lines, a saved cart without its last row. */
const SHORT_ANSWERS: Record<string, Rewrite> = {
  [`${W}.get_order_detail`]: (answer) => {
    const detail = (answer as OrderDetailAnswer).message?.message;
    if (detail) detail.order_details = [];
    return answer;
  },
  [`${K}.get_cart_rows_by_id_cart`]: (answer) => ({ message: (answer.message as unknown[]).slice(0, -1) }),
};

/** The rewrites the proxy applies now. */
let rewrites: Record<string, Rewrite> = {};

let proxy: http.Server | undefined;

/** Forwards every call to the demo ERP and gives the storefront the answers `rewrites` makes of the right ones. */
function startWrongAnswers(target: string): Promise<string> {
  proxy = http.createServer((request, response) => {
    const upstream = http.request(`${target}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
      const rewrite = rewrites[new URL(request.url ?? "/", target).pathname];
      if (!rewrite || answer.statusCode !== 200) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const body = JSON.stringify(rewrite(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>));
        response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
        response.end(body);
      });
    });
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise((resolve) => proxy!.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(proxy!.address() as { port: number }).port}`)));
}

describe("the doctor on an ERP that answers wrong", () => {
  useTestErp({ dialect: "default", via: startWrongAnswers });
  afterAll(() => new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve())));

  let rows: DoctorRow[] = [];
  const row = (prefix: string) => rows.find((candidate) => candidate.call.startsWith(prefix));
  const customer = DEMO_CUSTOMERS[0]!;
  const runWith = async (answers: Record<string, Rewrite>) => {
    rewrites = answers;
    rows = await runDoctor({ lang: "en", credentials: { username: customer.username, password: customer.password } });
  };

  it("fails, saying what a customer would see wrong", async () => {
    await runWith(WRONG_ANSWERS);
    const report = formatDoctorReport(rows);
    expect(doctorFailed(rows)).toBe(true);

    // An order whose lines cannot be added up: its page cannot say how its total is made.
    expect(row("order amounts"), report).toMatchObject({
      outcome: "failed",
      detail: expect.stringMatching(/^order \S+\/\d{4}\/\S+: a line's value cannot be read, so its page cannot say how its total is made$/),
    });
    // A saved cart's rows answered for another cart are never shown as this cart's.
    expect(row("K.get_cart_rows_by_id_cart"), report).toMatchObject({
      outcome: "malformed",
      detail: expect.stringContaining("id_carrello (another cart)"),
    });
    // A barcode priced under another key than the code sent: its article would show without a price.
    expect(row("hub erp/get_multiple_prices (a barcode"), report).toMatchObject({
      outcome: "failed",
      detail: expect.stringMatching(/^barcode \d{13}: the article \S+ has no price$/),
    });
    expect(report).toMatch(/failed: order \S+: a line's value cannot be read/);
    expect(report).toMatch(/failed: barcode \d{13}: the article \S+ has no price/);
    expect(report).toMatch(/malformed: \S+get_cart_rows_by_id_cart: .*id_carrello \(another cart\)/);
  });

  it("fails on an order without lines and on a saved cart whose rows are fewer than its list says", async () => {
    await runWith(SHORT_ANSWERS);
    const report = formatDoctorReport(rows);
    expect(doctorFailed(rows)).toBe(true);
    expect(report).toMatch(/failed: order \S+\/\d{4}\/\S+: no lines/);
    expect(report).toMatch(/failed: «.+»: \d+ rows read, the saved carts' list says \d+/);
  });
});
