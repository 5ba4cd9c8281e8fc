// A sales agent with pages left open for one customer, as JavaScript-off browsers post them (the
// no-JS half of tests/e2e/agent-stale-tab.spec.ts): the add-to-cart confirmation and the checkout
// speak of the customer; after the agent switched to another customer elsewhere, a product page's
// add-to-cart form and a checked order's send form rendered for the first customer change nothing,
// the answer names the customer served now and shows nothing of the previous one, and the new
// customer's cart stays empty. The picker marks the customer served now. The route actions' rules
// are tests/integration/agent-journeys.test.ts ("a form rendered for the previous customer").
import { within } from "@testing-library/dom";
import { expect, test } from "vitest";
import { cloneCustomer, testShop } from "../support/shops";
import { AGENT_TEXTS, bodyText, cartSkus, choose, LUCA, VERDI } from "./support/agents";
import { check } from "./support/account";
import { Visitor } from "./support/visitor";
import { press, redirectOf } from "./support/forms";
import { pieceArticles } from "../support/articles";

const t = AGENT_TEXTS.it;

test("forms rendered for the previous customer change nothing and name the customer served now", async () => {
  const [first, second] = await Promise.all([cloneCustomer(testShop(), VERDI.username), cloneCustomer(testShop(), VERDI.username)]);
  const [sku] = pieceArticles(1, { minPrice: 2 });
  const productPath = `/product/default/${sku}`;
  const luca = await Visitor.signedIn(LUCA.username);
  await choose(luca, "it", first!.id, first!.company);

  // The confirmation says whose cart the article went into.
  const product = await luca.page(productPath);
  const added = await press(luca, within(product.getByRole("main")).getAllByRole("button", { name: t.addToCart })[0]!);
  const confirmed = await luca.page(redirectOf(added));
  expect(confirmed.getByText((text) => text.endsWith(t.addedFor(first!.company)))).toBeTruthy();

  // A checked order of the first customer, its send form left open.
  const checkout = await luca.page("/pages/checkout");
  expect(checkout.getByRole("heading", { name: t.customersOrder })).toBeTruthy();
  check(checkout.getByLabelText(t.pickup) as HTMLInputElement);
  const checked = await luca.parse(await press(luca, checkout.getByRole("button", { name: t.prepare })));
  const send = checked.getByRole("button", { name: t.send });

  // The agent switches to the second customer; the picker marks them as served now.
  const picker = await luca.page("/pages/agent/customers");
  await choose(luca, "it", second!.id, second!.company, picker);
  expect(within((await luca.page("/pages/agent/customers")).getByRole("main")).getAllByText(t.current).length).toBeGreaterThan(0);

  // The product page left open adds nothing: back to it, with the customer served now.
  const stale = await press(luca, within(confirmed.getByRole("main")).getAllByRole("button", { name: t.addToCart })[0]!);
  const back = await luca.page(redirectOf(stale));
  expect(back.getByText(t.nowOrderingFor(second!.company))).toBeTruthy();
  expect(back.getByText(t.orderingFor(second!.company, second!.id))).toBeTruthy();
  expect(bodyText(back)).not.toContain(first!.company);

  // The checked order left open sends nothing.
  const refused = await press(luca, send);
  // The checkout page again (no redirect to the thank-you page).
  expect(refused.status).toBe(200);
  const answer = await luca.parse(refused);
  expect(answer.getByText(t.nowOrderingFor(second!.company))).toBeTruthy();
  expect(answer.getByText(t.orderingFor(second!.company, second!.id))).toBeTruthy();
  expect(bodyText(answer)).not.toContain(first!.company);

  // The second customer's cart is still empty.
  const cart = await luca.page("/pages/cart?tab=active");
  expect(cart.getByText(t.emptyCart, { exact: true })).toBeTruthy();
  expect(cartSkus(cart)).toEqual([]);
});
