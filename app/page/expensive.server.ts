// Expensive posts (those resolving a list of codes: a quick order, a scanned list, lines for a
// reorder list) run a few at a time per customer or agent: the next one is a translated 429 with the
// shell, at once (a customer who double-clicks still has a second slot). The asker comes from the
// session: the agent when an agent acts (for whichever customer), else the signed-in customer.
import { data } from "@remix-run/node";
import type { CustomerPage } from "~/page/page.server";
import { inFlightLimit } from "~/page/in-flight";
import { CART } from "~/platform/config";
import type { RouteErrorBody } from "~/platform/error-catalogue";

const expensivePosts = inFlightLimit(CART.expensivePostsInFlight);

function askerOf(page: CustomerPage): string {
  return page.agent ? `agent:${page.agent.code}` : `customer:${page.customer.clientId}`;
}

/** Runs `work` in one of the asker's few slots for expensive posts, or refuses with a 429. */
export async function inExpensiveSlot<T>(page: CustomerPage, work: () => Promise<T>): Promise<T> {
  const release = expensivePosts.enter(askerOf(page));
  if (!release) {
    throw data<RouteErrorBody>(
      { kind: "tooManyAtOnce", messages: [page.t("errors.tooManyAtOnce.text", { limit: CART.expensivePostsInFlight })] },
      { status: 429, headers: { "Retry-After": "2" } },
    );
  }
  try {
    return await work();
  } finally {
    release();
  }
}
