// The HTTP layer's own tools, proven on the run's shop: a customer of a test's own, fault rules that
// reach one visitor's requests and no other's, and pages read by role and label.
import { expect, test } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { faultScope } from "./support/faults";
import { Visitor } from "./support/visitor";

const ROSSI = DEMO_CUSTOMERS[0]!;

test("a test's own customer signs in with the demo password and has the original's addresses", async () => {
  const { visitor, customer } = await Visitor.ownCustomer(ROSSI.username);
  expect(customer.username).not.toBe(ROSSI.username);
  const page = await visitor.page("/pages/account");
  expect(page.status).toBe(200);
  expect(page.getAllByText(customer.company, { exact: false }).length).toBeGreaterThan(0);
});

test("fault rules of a scope reach the visitor that carries it, and no other", async () => {
  const faults = faultScope();
  const faulty = new Visitor(undefined, faults.requestId);
  const other = new Visitor();
  // A query no other test sends: guests' searches are cached and shared.
  const search = `/shop?text=${faults.requestId}`;
  // Two failures: the call and the transport's one retry (the shared circuit breaker stays closed).
  await faults.during([{ path: "/hub/search/search", status: 503, times: 2 }], async () => {
    expect((await faulty.get(search)).status).toBe(503);
    expect((await other.get(`${search}-other`)).status).toBe(200);
  });
  expect((await faulty.get(`${search}-after`)).status).toBe(200);
});

test("the login page is read by its labels and its button", async () => {
  const page = await new Visitor().page("/en/pages/login");
  expect(page.getByLabelText(/email|username/i)).toBeTruthy();
  expect(page.getByRole("button", { name: /sign in|log in|login/i })).toBeTruthy();
});
