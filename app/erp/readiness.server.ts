// What /readyz asks the ERP: one cheap, read-only contract call on each upstream a page cannot do
// without, authenticated with the application token as the shop's own calls are. (A ping without
// credentials said "unreachable" while the ERP answered, and "ready" while it refused the token.)
import { z } from "zod";
import { ErpError } from "./errors";
import { createLink, customerCodeContext, type CallSpec } from "./link.server";
import { list, parseWith } from "./schema.server";

/** A probe waits this long at most: a load balancer's probe has its own time-out. */
const READINESS_TIMEOUT_MS = 2_000;

/** Breaker areas of their own: a probe neither trips the pages' breakers nor is stopped by them. */
const READINESS_CALLS: ReadonlyArray<{ spec: CallSpec; answer: z.ZodTypeAny }> = [
  {
    // The hub: a one-result search, as a guest's listing asks it.
    spec: {
      upstream: "hub",
      area: "readiness-hub",
      method: "POST",
      path: "/search/search",
      body: { text: "", start: 0, rows: 1, ...customerCodeContext(null) },
    },
    answer: z.object({ results: list(z.unknown()) }),
  },
  {
    // The Frappe API: a one-suggestion autocomplete, as the search box asks it.
    spec: {
      upstream: "api",
      area: "readiness-api",
      method: "POST",
      path: "/api/method/mymb_ecommerce.controllers.wrapper.autocomplete",
      body: { q: "a", rows: 1 },
    },
    answer: z.object({ result: list(z.unknown()) }),
  },
];

function describeFailure(error: unknown): string {
  if (!(error instanceof ErpError)) return "unreachable";
  if (error.kind === "network" || error.kind === "timeout" || error.kind === "unavailable") return "unreachable";
  if (error.status === 401 || error.status === 403) return "refuses the application token";
  if (error.kind === "malformed") return "answers in a shape the shop cannot read";
  return `failing (${error.kind}${error.status === undefined ? "" : ` ${error.status}`})`;
}

/** null when the ERP answers what the shop needs, else what fails, naming the upstream ("hub unreachable"). */
export async function erpReadiness(): Promise<string | null> {
  const link = createLink({ lang: "it", customer: null, deadline: Date.now() + READINESS_TIMEOUT_MS });
  const failures = await Promise.all(
    READINESS_CALLS.map(({ spec, answer }) =>
      link
        .read(spec, (payload, ref) => parseWith(answer, payload, ref))
        .then(
          () => null,
          (error: unknown) => `${spec.upstream} ${describeFailure(error)}`,
        ),
    ),
  );
  const failing = failures.filter((failure) => failure !== null);
  return failing.length === 0 ? null : failing.join(", ");
}
