import { describe, expect, it } from "vitest";
import { activeCartKind, savedCartAuthor } from "~/cart/authors";

const SARA = { code: "AG02", name: "Sara Conti" };

describe("activeCartKind", () => {
  it("is the customer's own cart (a client cart to the agent) when no agent made it, an agent cart naming the agent otherwise", () => {
    expect(activeCartKind(null, "customer")).toEqual({ key: "cartPage.kind.own" });
    expect(activeCartKind(null, "agent")).toEqual({ key: "cartPage.kind.client" });
    expect(activeCartKind(SARA, "customer")).toEqual({ key: "cartPage.kind.agent", values: { name: "Sara Conti" } });
    expect(activeCartKind(SARA, "agent")).toEqual({ key: "cartPage.kind.agent", values: { name: "Sara Conti" } });
  });
});

describe("savedCartAuthor", () => {
  it("tells the customer their own carts from their agent's proposals", () => {
    expect(savedCartAuthor(null, "customer")).toEqual({ key: "cartPage.saved.author.you" });
    expect(savedCartAuthor(SARA, "customer")).toEqual({ key: "cartPage.saved.author.yourAgent", values: { name: "Sara Conti" } });
  });

  it("tells the agent the customer's carts from an agent's", () => {
    expect(savedCartAuthor(null, "agent")).toEqual({ key: "cartPage.saved.author.customer" });
    expect(savedCartAuthor(SARA, "agent")).toEqual({ key: "cartPage.saved.author.agent", values: { name: "Sara Conti" } });
  });
});
