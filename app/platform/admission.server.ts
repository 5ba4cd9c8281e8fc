// Load shedding: at most `limit` requests are worked on at once; more wait their turn for a short
// while; beyond the queue's length, or past the wait, the shop answers "busy, retry". Queueing
// without a limit instead makes every answer late, ERP answers included, until time-outs turn an
// overload into a fake ERP outage.
//
// A slot cannot leak: enter() takes the request's lifetime as an AbortSignal from the start. A
// request whose lifetime ends while it waits leaves the queue; one admitted gets its slot back once,
// when its lifetime ends (answered, aborted, errored or timed out) or its ticket is released,
// whichever comes first.

export interface AdmissionOptions {
  /** Requests worked on at once. */
  limit: number;
  /** Requests allowed to wait for a slot. */
  maxQueue: number;
  /** How long one may wait for a slot. */
  maxWaitMs: number;
}

/** An admitted request's slot. */
export interface AdmissionTicket {
  /** When the request got its slot (epoch ms). */
  readonly admittedAt: number;
  /** Gives the slot back; later calls (and the lifetime's end) do nothing. */
  release(): void;
}

export class Admission {
  private working = 0;
  private readonly waiting: (() => void)[] = [];
  /** When a slot was last taken or given back (epoch ms). */
  private lastChangeAt = Date.now();

  constructor(private readonly options: AdmissionOptions) {}

  get inFlight(): number {
    return this.working;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Whether a new request would have to wait. */
  get full(): boolean {
    return this.working >= this.options.limit;
  }

  /** How long every slot has been taken without one given back (0 while a slot is free). */
  stalledMs(now = Date.now()): number {
    return this.full ? now - this.lastChangeAt : 0;
  }

  /**
   * Resolves with a ticket when the request may go on, null when it is refused (queue full, waited
   * too long, or `lifetime` ended while it waited). The slot is given back when `lifetime` aborts.
   */
  enter(lifetime: AbortSignal): Promise<AdmissionTicket | null> {
    if (lifetime.aborted) return Promise.resolve(null);
    if (this.working < this.options.limit) return Promise.resolve(this.admit(lifetime));
    if (this.waiting.length >= this.options.maxQueue) return Promise.resolve(null);
    return new Promise((resolve) => {
      const leaveQueue = () => {
        clearTimeout(timer);
        lifetime.removeEventListener("abort", leaveQueue);
        const index = this.waiting.indexOf(admitted);
        if (index >= 0) this.waiting.splice(index, 1);
        resolve(null);
      };
      const admitted = () => {
        clearTimeout(timer);
        lifetime.removeEventListener("abort", leaveQueue);
        resolve(this.admit(lifetime));
      };
      const timer = setTimeout(leaveQueue, this.options.maxWaitMs);
      lifetime.addEventListener("abort", leaveQueue, { once: true });
      this.waiting.push(admitted);
    });
  }

  private admit(lifetime: AbortSignal): AdmissionTicket {
    this.working += 1;
    this.lastChangeAt = Date.now();
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      lifetime.removeEventListener("abort", release);
      this.working -= 1;
      this.lastChangeAt = Date.now();
      this.waiting.shift()?.();
    };
    lifetime.addEventListener("abort", release, { once: true });
    return { admittedAt: this.lastChangeAt, release };
  }
}
