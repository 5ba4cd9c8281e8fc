// What the tolerant reader tolerated in each answer goes to one observer: by default a warning log
// line per call, field path and shape (once per process, so a busy shop does not repeat itself);
// `npm run erp:doctor` installs its own observer to print every call's report.
import { log } from "~/platform/log.server";
import type { CallRef } from "./envelope";
import { ErpError } from "./errors";
import type { ToleratedField } from "./schema.server";

export interface ParsedAnswer extends CallRef {
  /** The HTTP status of the answer. */
  status: number;
  tolerated: ToleratedField[];
}

export type AnswerObserver = (answer: ParsedAnswer) => void;

const MAX_REMEMBERED = 2_000;
const logged = new Set<string>();

function logOncePerShape(answer: ParsedAnswer): void {
  for (const field of answer.tolerated) {
    const key = `${answer.upstream} ${answer.call} ${field.path} ${field.expected} ${field.received} ${field.dropped}`;
    if (logged.has(key)) continue;
    if (logged.size < MAX_REMEMBERED) logged.add(key);
    const message = field.allDropped ? "ERP answer: every item dropped" : field.dropped ? "ERP answer: item dropped" : "ERP answer: field tolerated";
    log(field.allDropped ? "error" : "warn", message, {
      upstream: answer.upstream,
      call: answer.call,
      path: field.path,
      expected: field.expected,
      received: field.received,
    });
  }
}

let observer: AnswerObserver = logOncePerShape;

/** The outcome label of an ERP call for the metrics: how it ended, in a few stable words. */
export function callOutcome(result: { tolerated: number } | { error: unknown }): string {
  if ("tolerated" in result) return result.tolerated > 0 ? "tolerated" : "ok";
  const { error } = result;
  if (!(error instanceof ErpError)) return "aborted";
  // An HTTP error status is named as such (http_404, http_500); the other failures by their kind.
  return (error.kind === "http" || error.kind === "server") && error.status !== undefined ? `http_${error.status}` : error.kind;
}

/** Called once for every answer that parsed. */
export function reportParsedAnswer(answer: ParsedAnswer): void {
  observer(answer);
}

/** Replaces the observer (the ERP doctor, tests); returns a function that restores the previous one. */
export function observeParsedAnswers(next: AnswerObserver): () => void {
  const previous = observer;
  observer = next;
  return () => {
    observer = previous;
  };
}

/** Forgets which shapes were logged (tests). */
export function resetAnswerLog(): void {
  logged.clear();
}
