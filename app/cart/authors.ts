// Who made a cart, as the cart page says it, from the point of view of whoever looks (the customer,
// or the agent acting for them): the active cart is the customer's own cart ("a client cart" to the
// agent) or an agent cart, and each saved cart names its maker.
import type { AgentRef } from "~/erp/types";

export interface CartText {
  key: string;
  values?: { name: string };
}

export type Viewer = "customer" | "agent";

/** The active cart's kind: the customer's own (their cart; a client cart to the agent) or one an agent prepared (agent cart). */
export function activeCartKind(createdBy: AgentRef | null, viewer: Viewer): CartText {
  if (createdBy) return { key: "cartPage.kind.agent", values: { name: createdBy.name } };
  return { key: viewer === "agent" ? "cartPage.kind.client" : "cartPage.kind.own" };
}

/** Who created a saved cart, said to the customer ("you", "your agent") or to the agent acting for them. */
export function savedCartAuthor(createdBy: AgentRef | null, viewer: Viewer): CartText {
  if (createdBy)
    return { key: viewer === "agent" ? "cartPage.saved.author.agent" : "cartPage.saved.author.yourAgent", values: { name: createdBy.name } };
  return { key: viewer === "agent" ? "cartPage.saved.author.customer" : "cartPage.saved.author.you" };
}
