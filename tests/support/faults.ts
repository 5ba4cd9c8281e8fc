// The demo ERP's fault rules (PUT /__demo/faults; DELETE clears them), shared by the in-process
// integration harness and the tests against the run's shops. A scope limits rules to the calls whose
// X-Request-Id starts with it: one test's requests, on a shop other tests use at the same time.
// No app imports: Playwright loads this too.
import crypto from "node:crypto";
import type { FaultRule } from "../../demo-erp/http";

/** Replaces the demo ERP's fault rules (of one scope, when given); an empty list clears them. */
export async function setDemoErpFaults(erpUrl: string, appToken: string, rules: FaultRule[], scope?: string): Promise<void> {
  const query = scope ? `?scope=${encodeURIComponent(scope)}` : "";
  const response = await fetch(`${erpUrl}/__demo/faults${rules.length > 0 ? "" : query}`, {
    method: rules.length > 0 ? "PUT" : "DELETE",
    headers: { Authorization: `token ${appToken}`, "Content-Type": "application/json" },
    body: rules.length > 0 ? JSON.stringify({ scope, rules }) : undefined,
  });
  if (!response.ok) throw new Error(`demo ERP refused the fault rules: ${response.status} ${await response.text()}`);
}

/** A new fault scope: send it as the X-Request-Id (a prefix of it) of one test's requests. */
export function newFaultScope(): string {
  return `fault-${crypto.randomUUID().slice(0, 13)}`;
}

/** Starts counting the demo ERP calls of a scope (restarting from zero). */
export async function countDemoErpCalls(erpUrl: string, appToken: string, scope: string): Promise<void> {
  const response = await fetch(`${erpUrl}/__demo/calls`, {
    method: "PUT",
    headers: { Authorization: `token ${appToken}`, "Content-Type": "application/json" },
    body: JSON.stringify({ scope }),
  });
  if (!response.ok) throw new Error(`demo ERP refused to count calls: ${response.status} ${await response.text()}`);
}

/** The demo ERP calls of a counted scope so far, by path. */
export async function demoErpCalls(erpUrl: string, appToken: string, scope: string): Promise<Record<string, number>> {
  const response = await fetch(`${erpUrl}/__demo/calls?scope=${encodeURIComponent(scope)}`, { headers: { Authorization: `token ${appToken}` } });
  if (!response.ok) throw new Error(`demo ERP refused the call counts: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { calls: Record<string, number> }).calls;
}
