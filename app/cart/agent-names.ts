// Who made a cart or an order, by name. An ERP may answer `created_by_agent` with the agent's code
// only: the name then comes from the agents the page knows (the signed-in agent, the customer's
// referral agents), and failing that the code stands for it.
import type { AgentRef } from "~/erp/types";

export function namedAgent(ref: AgentRef | null | undefined, known: readonly AgentRef[]): AgentRef | null {
  if (!ref) return null;
  if (ref.name) return ref;
  const name = known.find((agent) => agent.code === ref.code && agent.name)?.name;
  return { code: ref.code, name: name ?? ref.code };
}

/** Whether naming these refs needs agents beyond `known` (a ref with a code only, of another agent). */
export function needsMoreAgents(refs: ReadonlyArray<AgentRef | null | undefined>, known: readonly AgentRef[]): boolean {
  return refs.some((ref) => ref && !ref.name && !known.some((agent) => agent.code === ref.code && agent.name));
}
