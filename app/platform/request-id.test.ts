import { describe, expect, it } from "vitest";
import { requestIdFrom } from "~/platform/request-id";

describe("requestIdFrom", () => {
  it("keeps the load balancer's id", () => {
    expect(requestIdFrom("5f0c9a2e-lb-0001")).toBe("5f0c9a2e-lb-0001");
  });

  it("makes one when there is none or it is not sane", () => {
    for (const header of [undefined, "", "short", "a b c d e f g h", "x".repeat(129), "id\r\nSet-Cookie: a=b"]) {
      expect(requestIdFrom(header)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
