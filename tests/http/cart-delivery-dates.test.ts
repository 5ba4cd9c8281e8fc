// The cart page's delivery dates as a browser without JavaScript gets them, in both dialects, each
// test with a customer of its own: per line in the customer's words ("disponibile dal 22/12"), none
// for a line without a date, one availability check per page for all the lines; a deployment that
// answers the check 404 shows the cart without dates and without a way to change the day. What the
// action does with a later day: tests/integration/delivery-dates.test.ts.
import { expect, test } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { articleWithStatus, pieceArticles } from "../support/articles";
import { testShop } from "../support/shops";
import { cartLine, open, quickOrder } from "./support/cart";
import { faultScope } from "./support/faults";
import { Visitor } from "./support/visitor";

const [ROSSI] = DEMO_CUSTOMERS;
const CHECK = "/api/method/mymb_ecommerce.controllers.cart.check_info_availability_for_item";
const IT_CART = "/pages/cart?tab=active";

test.each(["default", "varying"] as const)("each line says when it can be delivered, in one check for the cart (%s dialect)", async (dialect) => {
  const shop = testShop(dialect);
  const scope = faultScope(shop);
  const { visitor } = await Visitor.ownCustomer(ROSSI!.username, { shop, requestId: scope.requestId });
  const [inStock] = pieceArticles(1);
  const arriving = articleWithStatus("IN ARRIVO");
  const soldOut = articleWithStatus("ESAURITO");
  await quickOrder(visitor, [`${inStock};1`, `${arriving};1`, `${soldOut};1`]);

  await scope.countCalls();
  const page = await open(visitor, IT_CART);
  expect((await scope.calls())[CHECK]).toBe(1);
  const dateOf = (sku: string) => cartLine(page, sku)?.querySelector(".delivery-date")?.textContent ?? null;
  expect(dateOf(inStock!)).toMatch(/^consegna prevista il \d{2}\/\d{2}$/);
  expect(dateOf(arriving)).toMatch(/^disponibile dal \d{2}\/\d{2}$/);
  expect(dateOf(soldOut)).toBeNull();
  expect(page.getAllByText("Cambia giorno")).toHaveLength(2);
  expect(page.getByLabelText("Giorno di consegna dell'ordine").getAttribute("min")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("a deployment without the check (404) shows the cart whole, without dates or a way to change the day", async () => {
  const scope = faultScope();
  const { visitor } = await Visitor.ownCustomer(ROSSI!.username, { requestId: scope.requestId });
  const [first, second] = pieceArticles(2);
  await quickOrder(visitor, [`${first};1`, `${second};1`]);
  const page = await scope.during([{ path: CHECK, status: 404 }], () => open(visitor, IT_CART));
  expect(page.status).toBe(200);
  expect(page.document.querySelectorAll(".cart-line")).toHaveLength(2);
  expect(page.document.querySelectorAll(".delivery-date")).toHaveLength(0);
  expect(page.queryByText("Cambia giorno")).toBeNull();
  expect(page.queryByLabelText("Giorno di consegna dell'ordine")).toBeNull();
});
