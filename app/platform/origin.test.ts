import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./origin";

describe("isCrossSiteWrite", () => {
  const hosts = ["shop.example:3000"];

  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteWrite("GET", "https://evil.example", hosts)).toBe(false);
    expect(isCrossSiteWrite("HEAD", "https://evil.example", hosts)).toBe(false);
  });

  it("accepts a POST from the same host, or without an Origin header", () => {
    expect(isCrossSiteWrite("POST", "http://shop.example:3000", hosts)).toBe(false);
    expect(isCrossSiteWrite("POST", "https://SHOP.example:3000", hosts)).toBe(false);
    expect(isCrossSiteWrite("POST", undefined, hosts)).toBe(false);
  });

  it("refuses a POST from another site, another port or an opaque origin", () => {
    expect(isCrossSiteWrite("POST", "https://evil.example", hosts)).toBe(true);
    expect(isCrossSiteWrite("POST", "http://shop.example:4000", hosts)).toBe(true);
    expect(isCrossSiteWrite("POST", "http://shop.example:3000.evil.example", hosts)).toBe(true);
    expect(isCrossSiteWrite("DELETE", "https://evil.example", hosts)).toBe(true);
    expect(isCrossSiteWrite("POST", "null", hosts)).toBe(true);
  });

  it("accepts the host a trusted proxy forwarded", () => {
    expect(isCrossSiteWrite("POST", "https://www.shop.example", ["10.0.0.5:3000", "www.shop.example"])).toBe(false);
  });
});
