// A check many ask for at once and that costs something each time (/readyz asks the ERP): its answer
// is kept for a while, and while it runs every caller waits for that one run instead of starting
// another, so a crowd of probes (or anyone hammering the address) makes one check per period.

/** `check`, run at most once at a time, its answer reused for `keepMs` after it came. */
export function sharedCheck<T>(check: () => Promise<T>, keepMs: number, now: () => number = Date.now): () => Promise<T> {
  let kept: { answer: T; until: number } | undefined;
  let running: Promise<T> | undefined;
  return () => {
    if (kept && now() < kept.until) return Promise.resolve(kept.answer);
    running ??= check()
      .then((answer) => {
        kept = { answer, until: now() + keepMs };
        return answer;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
