import { describe, expect, it } from "vitest";
import { inFlightLimit } from "./in-flight";

describe("inFlightLimit", () => {
  it("gives each asker up to the limit at once, and refuses the next", () => {
    const limit = inFlightLimit(2);
    expect(limit.enter("customer:1")).not.toBeNull();
    expect(limit.enter("customer:1")).not.toBeNull();
    expect(limit.enter("customer:1")).toBeNull();
    expect(limit.held("customer:1")).toBe(2);
  });

  it("never lets one asker take another's slots", () => {
    const limit = inFlightLimit(2);
    limit.enter("customer:1");
    limit.enter("customer:1");
    expect(limit.enter("customer:2")).not.toBeNull();
    expect(limit.enter("agent:A1")).not.toBeNull();
  });

  it("frees a slot once released, and a second release frees nothing more", () => {
    const limit = inFlightLimit(2);
    const first = limit.enter("customer:1")!;
    limit.enter("customer:1");
    first();
    first();
    expect(limit.held("customer:1")).toBe(1);
    expect(limit.enter("customer:1")).not.toBeNull();
    expect(limit.enter("customer:1")).toBeNull();
  });

  it("forgets an asker who holds nothing", () => {
    const limit = inFlightLimit(1);
    limit.enter("customer:1")!();
    expect(limit.held("customer:1")).toBe(0);
    expect(limit.enter("customer:1")).not.toBeNull();
  });
});
