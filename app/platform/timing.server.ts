// What one request spent, for its `Server-Timing` header: the wall time during which at least one
// ERP call was pending (overlapping calls count once, so it is the wait a reader feels), how many
// calls went out, and the render of the document.
export class RequestTiming {
  erpMs = 0;
  erpCalls = 0;
  private pending = 0;
  private since = 0;

  /** Marks an ERP call as started; call the function it returns once the call settled. */
  erpCallStarted(now: () => number = performance.now.bind(performance)): () => void {
    if (this.pending++ === 0) this.since = now();
    this.erpCalls++;
    let finished = false;
    return () => {
      if (finished) return;
      finished = true;
      if (--this.pending === 0) this.erpMs += now() - this.since;
    };
  }
}

/** The `Server-Timing` value: `erp;dur=…;desc="3 calls"` and, for a document, `render;dur=…`. */
export function serverTimingHeader(timing: RequestTiming | undefined, renderMs?: number): string {
  const parts = [`erp;dur=${(timing?.erpMs ?? 0).toFixed(1)};desc="${timing?.erpCalls ?? 0} calls"`];
  if (renderMs !== undefined) parts.push(`render;dur=${renderMs.toFixed(1)}`);
  return parts.join(", ");
}
