// A circuit breaker: after `failureThreshold` consecutive failures (network, timeout, 5xx) it opens
// and calls fail fast for `openMs`; then a few trial calls go through together (half-open), so one
// page's parallel calls to an area (search and facets) are tried as a whole: a success closes the
// breaker, a failure opens it again.

export type BreakerState = "closed" | "open" | "half-open";

export interface BreakerOptions {
  failureThreshold: number;
  openMs: number;
  /** Trial calls allowed at once while half-open. */
  maxTrials: number;
  /** The clock, in milliseconds (tests pin it). */
  now?: () => number;
}

export class CircuitBreaker {
  private current: BreakerState = "closed";
  private failures = 0;
  private openedAt = 0;
  private trialsInFlight = 0;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The state, moving from open to half-open once the open time has passed. */
  get state(): BreakerState {
    if (this.current === "open" && this.now() - this.openedAt >= this.options.openMs) {
      this.current = "half-open";
      this.trialsInFlight = 0;
    }
    return this.current;
  }

  /** Whether a call may go now; in half-open only `maxTrials` trial calls at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === "closed") return true;
    if (state === "open" || this.trialsInFlight >= this.options.maxTrials) return false;
    this.trialsInFlight += 1;
    return true;
  }

  /** The upstream answered (any status below 500): it is alive. */
  onSuccess(): void {
    if (this.current === "open") return;
    this.current = "closed";
    this.failures = 0;
    this.trialsInFlight = 0;
  }

  /** The upstream failed (network error, timeout, 5xx). */
  onFailure(): void {
    if (this.current === "open") return;
    this.failures += 1;
    if (this.current === "half-open" || this.failures >= this.options.failureThreshold) {
      this.current = "open";
      this.openedAt = this.now();
      this.trialsInFlight = 0;
    }
  }

  /** The call ended without telling anything about the upstream (the caller gave up): free its trial slot. */
  onNeutral(): void {
    if (this.current === "half-open") this.trialsInFlight = Math.max(0, this.trialsInFlight - 1);
  }
}
