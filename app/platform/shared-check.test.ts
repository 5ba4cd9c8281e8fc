import { describe, expect, it } from "vitest";
import { sharedCheck } from "./shared-check";

/** A check whose runs are counted and finished by hand. */
function countedCheck() {
  const runs: ((answer: string) => void)[] = [];
  const check = () => new Promise<string>((resolve) => runs.push(resolve));
  return { check, runs };
}

describe("sharedCheck", () => {
  it("runs once for callers that ask while it runs, and all of them get its answer", async () => {
    const { check, runs } = countedCheck();
    const shared = sharedCheck(check, 3_000, () => 0);
    const answers = Array.from({ length: 50 }, () => shared());
    expect(runs).toHaveLength(1);
    runs[0]!("ready");
    expect(await Promise.all(answers)).toEqual(Array(50).fill("ready"));
  });

  it("keeps the answer for its period after it came, then runs again", async () => {
    let now = 10_000;
    const { check, runs } = countedCheck();
    const shared = sharedCheck(check, 3_000, () => now);
    const first = shared();
    now += 1_000; // the check took a second: the period starts at its answer
    runs[0]!("ready");
    await first;
    now += 2_999;
    expect(await shared()).toBe("ready");
    expect(runs).toHaveLength(1);
    now += 1;
    const next = shared();
    expect(runs).toHaveLength(2);
    runs[1]!("not ready");
    expect(await next).toBe("not ready");
  });

  it("keeps no failure: the next caller runs the check again", async () => {
    let runs = 0;
    const shared = sharedCheck(
      () => (++runs === 1 ? Promise.reject(new Error("down")) : Promise.resolve("ready")),
      3_000,
      () => 0,
    );
    await expect(shared()).rejects.toThrow("down");
    expect(await shared()).toBe("ready");
  });
});
