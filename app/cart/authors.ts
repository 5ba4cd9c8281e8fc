// Who made a cart, as the cart page says it: the active cart is a client cart or an agent cart, and
// each saved cart names its maker from the point of view of whoever looks (the customer, or the
// agent acting for them).
import type { AgentRef } from "~/erp/types";

export interface CartText {
  key: string;
  values?: { name: string };
}

export type Viewer = "customer" | "agent";

/** The active cart's kind: the customer's own (client cart) or one an agent prepared (agent cart). */
export function activeCartKind(createdBy: AgentRef | null): CartText {
  return createdBy ? { key: "cartPage.kind.agent", values: { name: createdBy.name } } : { key: "cartPage.kind.client" };
}

/** Who created a saved cart, said to the customer ("you", "your agent") or to the agent acting for them. */
export function savedCartAuthor(createdBy: AgentRef | null, viewer: Viewer): CartText {
  if (createdBy)
    return { key: viewer === "agent" ? "cartPage.saved.author.agent" : "cartPage.saved.author.yourAgent", values: { name: createdBy.name } };
  return { key: viewer === "agent" ? "cartPage.saved.author.customer" : "cartPage.saved.author.you" };
}
