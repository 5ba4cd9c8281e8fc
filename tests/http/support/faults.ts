// Fault rules for one test on the run's shared shop: scoped to a visitor's X-Request-Id, so the
// other tests running at the same time never meet them.
import type { FaultRule } from "../../../demo-erp/http";
import { newFaultScope, setDemoErpFaults } from "../../support/faults";
import { testShop, type ShopAddress } from "../../support/shops";

export interface FaultScope {
  /** The X-Request-Id to send (Visitor's requestId). */
  requestId: string;
  /** Replaces this scope's rules (an empty list clears them). */
  set(rules: FaultRule[]): Promise<void>;
  /** Runs `work` with the rules in place, and clears them afterwards whatever happens. */
  during<T>(rules: FaultRule[], work: () => Promise<T>): Promise<T>;
}

export function faultScope(shop: ShopAddress = testShop()): FaultScope {
  const scope = newFaultScope();
  const set = (rules: FaultRule[]) => setDemoErpFaults(shop.erpUrl, shop.appToken, rules, scope);
  return {
    requestId: `${scope}-request`,
    set,
    async during(rules, work) {
      await set(rules);
      try {
        return await work();
      } finally {
        await set([]);
      }
    },
  };
}
