// A circuit breaker: after `failureThreshold` consecutive failures (network, timeout, 5xx) it opens
// and calls fail fast for `openMs`; then one trial call goes through (half-open): its success closes
// the breaker, its failure opens it again.

export type BreakerState = "closed" | "open" | "half-open";

export interface BreakerOptions {
  failureThreshold: number;
  openMs: number;
  /** The clock, in milliseconds (tests pin it). */
  now?: () => number;
}

export class CircuitBreaker {
  private current: BreakerState = "closed";
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The state, moving from open to half-open once the open time has passed. */
  get state(): BreakerState {
    if (this.current === "open" && this.now() - this.openedAt >= this.options.openMs) {
      this.current = "half-open";
      this.trialInFlight = false;
    }
    return this.current;
  }

  /** Whether a call may go now; in half-open only one trial call at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === "closed") return true;
    if (state === "open" || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  /** The upstream answered (any status below 500): it is alive. */
  onSuccess(): void {
    if (this.current === "open") return;
    this.current = "closed";
    this.failures = 0;
    this.trialInFlight = false;
  }

  /** The upstream failed (network error, timeout, 5xx). */
  onFailure(): void {
    if (this.current === "open") return;
    this.failures += 1;
    if (this.current === "half-open" || this.failures >= this.options.failureThreshold) {
      this.current = "open";
      this.openedAt = this.now();
      this.trialInFlight = false;
    }
  }

  /** The call ended without telling anything about the upstream (the caller gave up): free the trial slot. */
  onNeutral(): void {
    this.trialInFlight = false;
  }
}
