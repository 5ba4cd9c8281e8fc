// Fault rules for one test on the run's shared shop: scoped to a visitor's X-Request-Id, so the
// other tests running at the same time never meet them.
import type { FaultRule } from "../../../demo-erp/http";
import { countDemoErpCalls, demoErpCalls, newFaultScope, setDemoErpFaults } from "../../support/faults";
import { testShop, type ShopAddress } from "../../support/shops";

export interface FaultScope {
  /** The X-Request-Id to send (Visitor's requestId). */
  requestId: string;
  /** Replaces this scope's rules (an empty list clears them). */
  set(rules: FaultRule[]): Promise<void>;
  /** Runs `work` with the rules in place, and clears them afterwards whatever happens. */
  during<T>(rules: FaultRule[], work: () => Promise<T>): Promise<T>;
  /** Starts counting the ERP calls of this scope's requests (from zero). */
  countCalls(): Promise<void>;
  /** The ERP calls of this scope's requests since countCalls, by path ("/hub/search/search": 1). */
  calls(): Promise<Record<string, number>>;
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
    countCalls: () => countDemoErpCalls(shop.erpUrl, shop.appToken, scope),
    calls: () => demoErpCalls(shop.erpUrl, shop.appToken, scope),
  };
}
