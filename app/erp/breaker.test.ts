import { describe, expect, it } from "vitest";
import { CircuitBreaker } from "./breaker";

function setup() {
  let now = 1_000;
  const breaker = new CircuitBreaker({ failureThreshold: 3, openMs: 10_000, maxTrials: 2, now: () => now });
  return { breaker, advance: (ms: number) => (now += ms) };
}

describe("CircuitBreaker", () => {
  it("stays closed below the threshold and resets on success", () => {
    const { breaker } = setup();
    breaker.onFailure();
    breaker.onFailure();
    breaker.onSuccess();
    breaker.onFailure();
    breaker.onFailure();
    expect(breaker.state).toBe("closed");
    expect(breaker.tryAcquire()).toBe(true);
  });

  it("opens after consecutive failures and fails fast while open", () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i++) breaker.onFailure();
    expect(breaker.state).toBe("open");
    expect(breaker.tryAcquire()).toBe(false);
    advance(9_999);
    expect(breaker.tryAcquire()).toBe(false);
  });

  it("lets a page's parallel calls through together when half-open; a success closes", () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i++) breaker.onFailure();
    advance(10_000);
    expect(breaker.state).toBe("half-open");
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
    breaker.onSuccess();
    expect(breaker.state).toBe("closed");
    expect(breaker.tryAcquire()).toBe(true);
  });

  it("opens again when the trial fails", () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i++) breaker.onFailure();
    advance(10_000);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.onFailure();
    expect(breaker.state).toBe("open");
    advance(5_000);
    expect(breaker.tryAcquire()).toBe(false);
    advance(5_000);
    expect(breaker.tryAcquire()).toBe(true);
  });

  it("frees the trial slot when the trial ends without a verdict", () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i++) breaker.onFailure();
    advance(10_000);
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.onNeutral();
    expect(breaker.state).toBe("half-open");
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false);
  });

  it("ignores late answers while open", () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i++) breaker.onFailure();
    breaker.onSuccess();
    expect(breaker.state).toBe("open");
    advance(6_000);
    breaker.onFailure();
    advance(4_000);
    expect(breaker.state).toBe("half-open");
  });
});
