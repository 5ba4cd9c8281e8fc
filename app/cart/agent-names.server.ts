// Names the agents who made a page's carts or orders (see agent-names.ts). The customer's addresses,
// which name their referral agents, are read only when an answer left a name out, and only as
// secondary data: without them the agent's code is shown.
import { namedAgent, needsMoreAgents } from "~/cart/agent-names";
import type { AgentRef } from "~/erp/types";
import { secondary } from "~/page/degrade.server";
import type { Page } from "~/page/page.server";

export async function agentNamer(
  page: Pick<Page, "agent" | "erp">,
  refs: ReadonlyArray<AgentRef | null | undefined>,
): Promise<(ref: AgentRef | null | undefined) => AgentRef | null> {
  const known: AgentRef[] = page.agent ? [page.agent] : [];
  if (needsMoreAgents(refs, known)) {
    const addresses = await secondary(page.erp.account.addresses(), "referral agents");
    for (const address of addresses ?? []) if (address.agentCode) known.push({ code: address.agentCode, name: address.agentName });
  }
  return (ref) => namedAgent(ref, known);
}
