// Load shedding: at most `limit` requests are worked on at once; a few more wait their turn for a
// short while; beyond that (or when the event loop already lags) the shop answers "busy, retry" at
// once. Queueing everything instead makes every answer late, ERP answers included, until time-outs
// turn an overload into a fake ERP outage.

export interface AdmissionOptions {
  /** Requests worked on at once. */
  limit: number;
  /** Requests allowed to wait for a slot. */
  maxQueue: number;
  /** How long one may wait for a slot. */
  maxWaitMs: number;
}

export class Admission {
  private working = 0;
  private readonly waiting: (() => void)[] = [];

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

  /** Resolves true when the request may go on (it must then call leave()), false when refused. */
  enter(): Promise<boolean> {
    if (this.working < this.options.limit) {
      this.working += 1;
      return Promise.resolve(true);
    }
    if (this.waiting.length >= this.options.maxQueue) return Promise.resolve(false);
    return new Promise((resolve) => {
      const admit = () => {
        clearTimeout(timer);
        this.working += 1;
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(admit), 1);
        resolve(false);
      }, this.options.maxWaitMs);
      this.waiting.push(admit);
    });
  }

  /** A request admitted by enter() has finished: the next waiting one goes. */
  leave(): void {
    this.working -= 1;
    this.waiting.shift()?.();
  }
}
