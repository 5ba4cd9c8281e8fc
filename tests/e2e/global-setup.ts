// The browser tests' shops: those of the run (scripts/test.mjs starts them once for this layer and
// the HTTP integration tests), or, run alone, started here and stopped afterwards. Their addresses
// are in E2E_BASE_URL / E2E_VARYING_BASE_URL (tests/support/shops.ts).
import { shopsAreRunning, startTestShops } from "../support/shops";

export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  if (shopsAreRunning()) return;
  return startTestShops();
}
