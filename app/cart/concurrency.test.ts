import { describe, expect, it } from "vitest";
import { mapWithLimit } from "./concurrency";

describe("mapWithLimit", () => {
  it("keeps order and never runs more than the limit at once", async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithLimit([5, 1, 3, 2, 4], 2, async (value) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, value));
      running--;
      return value * 10;
    });
    expect(results).toEqual([50, 10, 30, 20, 40]);
    expect(peak).toBe(2);
  });
  it("handles an empty list", async () => {
    expect(await mapWithLimit([], 3, async () => 1)).toEqual([]);
  });
});
