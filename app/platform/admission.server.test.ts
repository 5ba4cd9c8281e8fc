import { afterEach, describe, expect, it, vi } from "vitest";
import { Admission } from "./admission.server";

afterEach(() => {
  vi.useRealTimers();
});

/** A request's lifetime: end() is the response's close. */
function lifetime() {
  const controller = new AbortController();
  return { signal: controller.signal, end: () => controller.abort() };
}

describe("Admission", () => {
  it("admits up to the limit, queues a few, and refuses the rest at once", async () => {
    const admission = new Admission({ limit: 2, maxQueue: 1, maxWaitMs: 1_000 });
    const first = await admission.enter(lifetime().signal);
    expect(first).not.toBeNull();
    expect(admission.full).toBe(false);
    expect(await admission.enter(lifetime().signal)).not.toBeNull();
    expect(admission.full).toBe(true);
    const queued = admission.enter(lifetime().signal);
    expect(await admission.enter(lifetime().signal)).toBeNull();
    expect(admission.queued).toBe(1);
    first!.release();
    expect(await queued).not.toBeNull();
    expect(admission.inFlight).toBe(2);
  });

  it("gives up on a wait that lasts too long, and forgets the waiter", async () => {
    vi.useFakeTimers();
    const admission = new Admission({ limit: 1, maxQueue: 5, maxWaitMs: 1_000 });
    const working = await admission.enter(lifetime().signal);
    const waiting = admission.enter(lifetime().signal);
    vi.advanceTimersByTime(1_001);
    expect(await waiting).toBeNull();
    expect(admission.queued).toBe(0);
    working!.release();
    expect(admission.inFlight).toBe(0);
  });

  it("a request whose client hangs up while it waits leaves the queue and never takes a slot", async () => {
    const admission = new Admission({ limit: 1, maxQueue: 5, maxWaitMs: 1_000 });
    const working = await admission.enter(lifetime().signal);
    const leaver = lifetime();
    const left = admission.enter(leaver.signal);
    const next = admission.enter(lifetime().signal);
    leaver.end();
    expect(await left).toBeNull();
    expect(admission.queued).toBe(1);
    working!.release();
    expect(await next).not.toBeNull();
    expect(admission.inFlight).toBe(1);
  });

  it("a request that ended before it asked is refused without a slot", async () => {
    const admission = new Admission({ limit: 1, maxQueue: 5, maxWaitMs: 1_000 });
    const ended = lifetime();
    ended.end();
    expect(await admission.enter(ended.signal)).toBeNull();
    expect(admission.inFlight).toBe(0);
  });

  it("an admitted request gives its slot back when its lifetime ends, without calling release", async () => {
    const admission = new Admission({ limit: 1, maxQueue: 5, maxWaitMs: 1_000 });
    const request = lifetime();
    expect(await admission.enter(request.signal)).not.toBeNull();
    const next = admission.enter(lifetime().signal);
    request.end();
    expect(await next).not.toBeNull();
    expect(admission.inFlight).toBe(1);
    expect(admission.queued).toBe(0);
  });

  it("releasing twice, or releasing and then ending, gives the slot back once", async () => {
    const admission = new Admission({ limit: 2, maxQueue: 5, maxWaitMs: 1_000 });
    const request = lifetime();
    const ticket = await admission.enter(request.signal);
    await admission.enter(lifetime().signal);
    ticket!.release();
    ticket!.release();
    request.end();
    expect(admission.inFlight).toBe(1);
  });

  it("counts how long every slot has been taken without one given back", async () => {
    vi.useFakeTimers();
    const admission = new Admission({ limit: 1, maxQueue: 5, maxWaitMs: 1_000 });
    expect(admission.stalledMs()).toBe(0);
    const ticket = await admission.enter(lifetime().signal);
    vi.advanceTimersByTime(6_000);
    expect(admission.stalledMs()).toBe(6_000);
    ticket!.release();
    expect(admission.stalledMs()).toBe(0);
  });
});
