// What this deployment has of the calls that vary between deployments (reorder lists, search settings,
// returns, job sites, declarations of intent): a call it answers 404 it does not have, for every
// customer, and it does not grow or lose the call between two pages. So the answer is remembered for a
// minute, one entry per call, and the shop hides that feature's controls without asking on every page.
import { isCallNotOnThisErp } from "~/erp/errors";

const REMEMBERED_FOR_MS = 60_000;
const known = new Map<string, { has: boolean; until: number }>();

function remember(call: string, has: boolean, now: number): void {
  known.set(call, { has, until: now + REMEMBERED_FOR_MS });
}

/** Whether `call` answered 404 within the last minute (a copy of its last answer is then stale too). */
export function knownNotOnThisErp(call: string, now = Date.now()): boolean {
  const memo = known.get(call);
  return memo !== undefined && !memo.has && now < memo.until;
}

/** `read`'s answer, or null where the deployment lacks `call` (it answered 404, now or in the last minute). Other failures propagate. */
export async function unlessNotOnThisErp<T>(call: string, read: () => Promise<T>, now = Date.now()): Promise<T | null> {
  if (knownNotOnThisErp(call, now)) return null;
  try {
    const answer = await read();
    remember(call, true, now);
    return answer;
  } catch (error) {
    if (!isCallNotOnThisErp(error)) throw error;
    remember(call, false, now);
    return null;
  }
}

/** Whether the deployment has `call`, asking `probe` (its cheapest read) at most once a minute either way. Other failures propagate. */
export async function deploymentHas(call: string, probe: () => Promise<unknown>, now = Date.now()): Promise<boolean> {
  const memo = known.get(call);
  if (memo && now < memo.until) return memo.has;
  await unlessNotOnThisErp(call, probe, now);
  return known.get(call)?.has ?? false;
}
