import { afterEach, describe, expect, it, vi } from "vitest";
import { Admission } from "./admission.server";

afterEach(() => {
  vi.useRealTimers();
});

describe("Admission", () => {
  it("admits up to the limit, queues a few, and refuses the rest at once", async () => {
    const admission = new Admission({ limit: 2, maxQueue: 1, maxWaitMs: 1_000 });
    expect(await admission.enter()).toBe(true);
    expect(admission.full).toBe(false);
    expect(await admission.enter()).toBe(true);
    expect(admission.full).toBe(true);
    const queued = admission.enter();
    expect(await admission.enter()).toBe(false);
    expect(admission.queued).toBe(1);
    admission.leave();
    expect(await queued).toBe(true);
    expect(admission.inFlight).toBe(2);
  });

  it("gives up on a wait that lasts too long, and forgets the waiter", async () => {
    vi.useFakeTimers();
    const admission = new Admission({ limit: 1, maxQueue: 5, maxWaitMs: 1_000 });
    await admission.enter();
    const waiting = admission.enter();
    vi.advanceTimersByTime(1_001);
    expect(await waiting).toBe(false);
    expect(admission.queued).toBe(0);
    admission.leave();
    expect(admission.inFlight).toBe(0);
  });
});
