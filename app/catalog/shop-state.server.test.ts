import { describe, expect, it } from "vitest";
import { viewportWidth } from "./shop-state.server";

function request(headers: Record<string, string>) {
  return new Request("http://shop.test/shop/list", { headers });
}

describe("viewportWidth", () => {
  it("prefers the client hint", () => {
    expect(viewportWidth(request({ "Sec-CH-Viewport-Width": "1024", Cookie: "vw=800" }))).toBe(1024);
  });

  it("reads the vw cookie among the others", () => {
    expect(viewportWidth(request({ Cookie: "shop_layout=abc; vw=800; locale=it" }))).toBe(800);
  });

  it("knows nothing without a hint or a number in the cookie", () => {
    expect(viewportWidth(request({}))).toBeNull();
    expect(viewportWidth(request({ Cookie: "vw=wide; xvw=800" }))).toBeNull();
    expect(viewportWidth(request({ Cookie: "vw=1234567" }))).toBeNull();
  });
});
