// The demo ERP's fault rules (PUT /__demo/faults; DELETE clears them), shared by the in-process
// integration harness and the end-to-end processes. No app imports: Playwright loads this too.
import type { FaultRule } from "../../demo-erp/http";

/** Replaces the demo ERP's fault rules; an empty list clears them. */
export async function setDemoErpFaults(erpUrl: string, appToken: string, rules: FaultRule[]): Promise<void> {
  const response = await fetch(`${erpUrl}/__demo/faults`, {
    method: rules.length > 0 ? "PUT" : "DELETE",
    headers: { Authorization: `token ${appToken}`, "Content-Type": "application/json" },
    body: rules.length > 0 ? JSON.stringify({ rules }) : undefined,
  });
  if (!response.ok) throw new Error(`demo ERP refused the fault rules: ${response.status} ${await response.text()}`);
}
