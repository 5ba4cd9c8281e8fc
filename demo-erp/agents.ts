// Sales agents: who may make the agent/* calls, and the trail of what agents did in their
// customers' names (agent/activity).
import type Database from "better-sqlite3";
import { romeToday } from "./dates";
import { hubError } from "./http";
import { text } from "./text";
import { Failure, type Call, type CheckedContext } from "./types";

/** The calling agent's code: an agent's token whose own code is the body's `agent_code`, else 403. */
export function callingAgent(call: Call): string {
  if (call.caller.kind !== "agent") throw new Failure(hubError(403, "Only a sales agent may make this call"));
  if (text(call.body.agent_code) !== call.caller.agentCode) throw new Failure(hubError(403, "agent_code does not belong to the token"));
  return call.caller.agentCode;
}

/** Records a change an agent made in a customer's name; a customer's own changes are not recorded. */
export function recordActivity(db: Database.Database, checked: CheckedContext, action: string, reference: string, now: Date): void {
  if (checked.agentCode === null) return;
  db.prepare("INSERT INTO agent_activity (at, day, agent_code, customer_id, action, reference) VALUES (?, ?, ?, ?, ?, ?)").run(
    now.toISOString(),
    romeToday(now),
    checked.agentCode,
    checked.customerId,
    action,
    reference,
  );
}
