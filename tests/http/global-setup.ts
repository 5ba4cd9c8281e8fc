// The HTTP integration tests' shops: those of the run (scripts/test.mjs starts them once for this
// layer and the browser's), or, run alone, started here and stopped afterwards.
import { shopsAreRunning, startTestShops } from "../support/shops";

export default async function setup(): Promise<(() => Promise<void>) | void> {
  if (shopsAreRunning()) return;
  return startTestShops();
}
