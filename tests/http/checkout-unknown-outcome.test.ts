// An order the ERP makes without answering in time, on the run's shop: the demo ERP holds this
// visitor's send back 40 s and makes the order at 20 s. The checkout answers within the page's budget
// (3 s) that the outcome is not known yet and leads to the orders, where the order shows up, once
// (the same form posted again meanwhile joins the send under way); never "nothing was changed". One
// fault, scoped to this test's requests and used once: no circuit breaker opens for anyone else. The
// shop's read-back on either side of the timeout (and the cart add's): tests/integration/unknown-outcome.test.ts.
import { expect, test, vi } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { answerOf, checkOrder, open, quickOrder } from "./support/cart";
import { faultScope } from "./support/faults";
import { Visitor } from "./support/visitor";
import { press } from "./support/forms";
import { pieceArticles } from "../support/articles";

const ROSSI = DEMO_CUSTOMERS[0]!;

test("a late order send says the outcome is not known yet and leads to the orders, where it is", { timeout: 90_000 }, async () => {
  const faults = faultScope();
  const { visitor } = await Visitor.ownCustomer(ROSSI.username, { requestId: faults.requestId });
  const [sku] = pieceArticles(1);
  await quickOrder(visitor, [`${sku};2`]);

  // The customer's orders since yesterday: the order list's rows with cells (an empty list has no table).
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const ordersSinceYesterday = async () => {
    const orders = await open(visitor, `/en/pages/orders?from=${yesterday}`);
    expect(orders.status).toBe(200);
    return orders.queryAllByRole("row").filter((row) => row.querySelector("td")).length;
  };
  const before = await ordersSinceYesterday();

  const checked = await checkOrder(visitor, "SHIPPING_GOOD");
  const send = checked.getByRole("button", { name: "Send the order" });
  await faults.set([{ path: "/hub/wrapper/send_order", delayMs: 40_000, times: 1 }]);
  const started = Date.now();
  const answer = await answerOf(visitor, await press(visitor, send));
  // The page's budget, not the write's 15 s: the send goes on without the visitor.
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(answer.status).toBe(202);
  expect(answer.document.querySelector(".site-header")).not.toBeNull();
  const notice = answer.getAllByRole("status").find((status) => status.textContent?.includes("we cannot tell yet whether it arrived"));
  expect(notice?.textContent).toContain(
    "Our management system did not answer in time when the order was sent: we cannot tell yet whether it arrived. Before sending it again, look at your orders in a moment.",
  );
  expect(answer.queryByText(/Nothing was changed/)).toBeNull();
  const link = notice!.querySelector("a")!;
  expect(link.textContent).toBe("Check your orders");
  expect(link.getAttribute("href")).toBe("/en/pages/orders");

  // Sent again from the same form while the first send is still at the ERP: it joins that send
  // (the same answer), and nothing is sent twice.
  const again = await answerOf(visitor, await press(visitor, send));
  expect(again.status).toBe(202);
  await faults.set([]);

  // The ERP made the order (20 s after it was sent): the orders show it, once.
  await vi.waitFor(async () => expect(await ordersSinceYesterday()).toBe(before + 1), { timeout: 30_000, interval: 1_000 });
});
