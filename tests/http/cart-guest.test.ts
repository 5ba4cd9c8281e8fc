// What a guest without JavaScript meets at the cart: a card's "Add to cart" and its wishlist heart
// lead to the login page with the way back, and so do the cart, checkout and wishlist pages; the
// quick order's sample file is there for anyone. (With JavaScript the same two buttons are proven
// in tests/e2e/cart.spec.ts.)
import { within } from "@testing-library/dom";
import { expect, test } from "vitest";
import { open } from "./support/cart";
import { Visitor } from "./support/visitor";
import { press, redirectOf } from "./support/forms";

test("a card's Add to cart and its wishlist heart send a guest to the login page, with the way back", async () => {
  const guest = new Visitor();
  const home = await open(guest, "/en");
  expect(home.status).toBe(200);
  const card = home.document.querySelector(".product-card:has(.add-to-cart__button:not([disabled]))") as HTMLElement;
  expect(card).toBeTruthy();
  const add = within(card).getByRole("button", { name: "Add to cart" });
  expect(redirectOf(await press(guest, add))).toBe("/en/pages/login?redirectTo=%2Fen");
  const heart = within(card).getByRole("button", { name: "Add to wishlist" });
  expect(redirectOf(await press(guest, heart))).toBe("/en/pages/login?redirectTo=%2Fen");
  // The login page says why, for both.
  const login = await open(guest, "/en/pages/login?redirectTo=%2Fen");
  expect(login.getByText("Please log in to use the cart.")).toBeTruthy();
  expect(login.getByText("To add wishlist, please login")).toBeTruthy();
});

test("the cart, checkout and wishlist pages send a guest to the login page, with the way back", async () => {
  const guest = new Visitor();
  expect(redirectOf(await guest.get("/pages/cart?tab=saved"), 302)).toBe("/pages/login?redirectTo=%2Fpages%2Fcart%3Ftab%3Dsaved");
  expect(redirectOf(await guest.get("/en/pages/checkout"), 302)).toBe("/en/pages/login?redirectTo=%2Fen%2Fpages%2Fcheckout");
  expect(redirectOf(await guest.get("/en/pages/wishlist"), 302)).toBe("/en/pages/login?redirectTo=%2Fen%2Fpages%2Fwishlist");
  const cart = await guest.get("/en/cart", { follow: true });
  expect(new URL(cart.url).pathname).toBe("/en/pages/login");
});

test("the quick order's sample file can be downloaded", async () => {
  const response = await new Visitor().get("/quick-order-sample.csv");
  expect(response.status).toBe(200);
  expect((await response.text()).split("\n")[0]).toBe("code;quantity");
});
