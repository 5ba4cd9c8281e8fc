import { describe, expect, it } from "vitest";
import { RequestTiming, serverTimingHeader } from "~/platform/timing.server";

function clock() {
  let now = 0;
  return { now: () => now, at: (ms: number) => (now = ms) };
}

describe("RequestTiming", () => {
  it("counts overlapping calls once: the time at least one call was pending", () => {
    const timing = new RequestTiming();
    const time = clock();
    const first = timing.erpCallStarted(time.now);
    time.at(10);
    const second = timing.erpCallStarted(time.now);
    time.at(30);
    first();
    time.at(50);
    second();
    time.at(100);
    const third = timing.erpCallStarted(time.now);
    time.at(105);
    third();
    expect(timing.erpMs).toBe(55);
    expect(timing.erpCalls).toBe(3);
  });

  it("ignores a second report of the same call", () => {
    const timing = new RequestTiming();
    const time = clock();
    const done = timing.erpCallStarted(time.now);
    time.at(5);
    done();
    time.at(20);
    done();
    expect(timing.erpMs).toBe(5);
  });
});

describe("serverTimingHeader", () => {
  it("names the ERP wait and the render", () => {
    const timing = new RequestTiming();
    timing.erpMs = 12.34;
    timing.erpCalls = 4;
    expect(serverTimingHeader(timing, 5.06)).toBe('erp;dur=12.3;desc="4 calls", render;dur=5.1');
  });

  it("says no ERP call went out when none did", () => {
    expect(serverTimingHeader(undefined)).toBe('erp;dur=0.0;desc="0 calls"');
  });
});
