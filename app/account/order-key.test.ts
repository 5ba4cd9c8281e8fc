import { describe, expect, it } from "vitest";
import { parseOrderKey } from "./order-key";

describe("parseOrderKey", () => {
  it("reads a well-formed key", () => {
    expect(parseOrderKey(new URLSearchParams("type=OC&number=123&year=2026"))).toEqual({ type: "OC", number: "123", year: "2026" });
  });

  it("refuses missing or forged parts", () => {
    expect(parseOrderKey(new URLSearchParams("type=OC&number=123"))).toBeNull();
    expect(parseOrderKey(new URLSearchParams("type=OC&number=1%20OR%201&year=2026"))).toBeNull();
    expect(parseOrderKey(new URLSearchParams("type=../x&number=1&year=2026"))).toBeNull();
    expect(parseOrderKey(new URLSearchParams("type=OC&number=1&year=26"))).toBeNull();
  });
});
