import { describe, expect, it } from "vitest";
import { shellChanged, type ShellRevalidation } from "./revalidate";

const at = (path: string) => new URL(path, "http://shop.test");
const from = (current: string, next: string, post?: Partial<ShellRevalidation>): ShellRevalidation => ({
  currentUrl: at(current),
  nextUrl: at(next),
  ...post,
});

describe("shellChanged", () => {
  it("keeps the shell on a plain navigation, a search included", () => {
    expect(shellChanged(from("/en/shop", "/en/pages/orders"))).toBe(false);
    expect(shellChanged(from("/shop?text=viti", "/shop?text=dadi", { formMethod: "GET", formAction: "/shop" }))).toBe(false);
  });

  it("loads it in the other language", () => {
    expect(shellChanged(from("/shop", "/en/shop"))).toBe(true);
    expect(shellChanged(from("/en/pages/account", "/pages/account"))).toBe(true);
  });

  it("loads it where a loader sends a changed session, the login page and the agent's customer picker, and on leaving them", () => {
    expect(shellChanged(from("/en/pages/orders", "/en/pages/login?redirectTo=%2Fen%2Fpages%2Forders"))).toBe(true);
    expect(shellChanged(from("/pages/orders", "/pages/agent/customers?redirectTo=%2Fpages%2Forders"))).toBe(true);
    expect(shellChanged(from("/en/pages/login", "/en/pages/register"))).toBe(true);
  });

  it("loads it after every post that redirected: its toast waits in the session, or the session is new", () => {
    expect(shellChanged(from("/en/pages/contact-us", "/en/pages/contact-us", { formMethod: "POST", formAction: "/en/pages/contact-us" }))).toBe(true);
    expect(shellChanged(from("/pages/login", "/pages/account", { formMethod: "post", formAction: "/pages/login" }))).toBe(true);
  });

  it("loads it after a fetcher's answer from the actions that change the cart, the session or the lists", () => {
    const answered = (formAction: string, actionStatus = 200) =>
      shellChanged(from("/en/shop", "/en/shop", { formMethod: "POST", formAction, actionStatus }));
    expect(answered("/en/cart")).toBe(true);
    expect(answered("/cart", 422)).toBe(true);
    expect(answered("/en/pages/cart?index")).toBe(true);
    expect(answered("/pages/lists/L-7")).toBe(true);
    expect(answered("/en/pages/settings")).toBe(true);
    expect(answered("/address")).toBe(true);
    expect(answered("/en/newsletter")).toBe(false);
    expect(answered("/pages/contact-us", 422)).toBe(false);
    expect(answered("/en/shop")).toBe(false);
  });
});
