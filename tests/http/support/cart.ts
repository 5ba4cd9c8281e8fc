// The cart as a JavaScript-off browser works it: forms found on the page by their buttons and fields,
// sent with what the browser sends (every named field, the button pressed), and the page the answer
// leads to. Articles of the run's demo ERP, read straight from its database.
import { within } from "@testing-library/dom";
import { expect } from "vitest";
import { press, redirectOf } from "./forms";
import type { HtmlPage, RequestOptions, Visitor } from "./visitor";

/**
 * A page whose queries look within its main content (its document stays whole): Testing Library's
 * role and text queries over the whole document, menus and footer included, take tens of
 * milliseconds each.
 */
export function inMain(page: HtmlPage): HtmlPage {
  const main = page.document.querySelector("main");
  if (!main) throw new Error(`the page (${page.status}) has no main content: ${page.document.body?.textContent?.slice(0, 300)}`);
  return { ...page, ...within(main as HTMLElement) };
}

/** GETs a path: its page, queried within its main content. */
export async function open(visitor: Visitor, path: string, options?: RequestOptions): Promise<HtmlPage> {
  return inMain(await visitor.page(path, options));
}

/** The page an answer brings, queried within its main content. */
export async function answerOf(visitor: Visitor, response: Response): Promise<HtmlPage> {
  return inMain(await visitor.parse(response));
}

export const CART_PAGE = "/en/pages/cart?tab=active";

/** The quick order's form on the cart page, sent with `lines` pasted: the page it answers (no redirect: the page itself). */
export async function quickOrder(visitor: Visitor, lines: string[], path = CART_PAGE): Promise<HtmlPage> {
  const page = await open(visitor, path);
  expect(page.status).toBe(200);
  const response = await press(visitor, page.getByRole("button", { name: "Add all to cart" }), { lines: lines.join("\n") });
  const answer = await answerOf(visitor, response);
  expect(answer.status, answer.document.body.textContent?.slice(0, 400)).toBe(200);
  expect(answer.getByRole("heading", { name: "Result, line by line" })).toBeTruthy();
  return answer;
}

/** The cart page's line of an article (its row), or null. */
export function cartLine(page: HtmlPage, sku: string): HTMLElement | null {
  return page.document.querySelector(`.cart-line[data-sku="${sku}"]`);
}

/** Every article code in the cart page's lines. */
export function cartSkus(page: HtmlPage): string[] {
  return Array.from(page.document.querySelectorAll(".cart-line")).map((line) => line.getAttribute("data-sku") ?? "");
}

export type Delivery = "SHIPPING_GOOD" | "PICKUP_HEADQUARTER";

/** The checkout's "Check the order" with a delivery chosen: the page it answers (the check kept, the send form on it). */
export async function checkOrder(visitor: Visitor, deliveryType: Delivery, path = "/en/pages/checkout"): Promise<HtmlPage> {
  const checkout = await open(visitor, path);
  expect(checkout.status).toBe(200);
  const answer = await answerOf(visitor, await press(visitor, checkout.getByRole("button", { name: "Check the order" }), { deliveryType }));
  expect(answer.status, answer.document.querySelector(".checkout")?.textContent ?? "").toBe(200);
  return answer;
}

/** "Send the order" on a checked checkout page: the 303 to the thank-you page. */
export async function sendOrder(visitor: Visitor, checked: HtmlPage): Promise<void> {
  expect(redirectOf(await press(visitor, checked.getByRole("button", { name: "Send the order" })))).toMatch(/^(\/en)?\/pages\/thankyou$/);
}
