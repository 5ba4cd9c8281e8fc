import { describe, expect, it } from "vitest";
import { requestHandling } from "./requests";

const SHOP = "https://shop.example";
const get = (path: string, mode = "cors") => ({ method: "GET", mode, url: `${SHOP}${path}` });

describe("requestHandling", () => {
  it("serves the build's fingerprinted files from the cache first", () => {
    expect(requestHandling(get("/build/_shared/chunk-ABC123.js"), SHOP)).toBe("static");
    expect(requestHandling(get("/build/root-XYZ.css", "no-cors"), SHOP)).toBe("static");
  });

  it("answers a page the network cannot give with the offline page", () => {
    expect(requestHandling(get("/cart", "navigate"), SHOP)).toBe("page");
    expect(requestHandling(get("/en/shop?text=vite", "navigate"), SHOP)).toBe("page");
  });

  it("leaves data answers, prices, carts, media and the shop's other files to the network", () => {
    for (const path of [
      "/cart.data",
      "/shop.data?_routes=routes/($lang).shop",
      "/en/cart/mini",
      "/media/items/1.jpg",
      "/favicon.ico",
      "/sw.js",
      "/manifest.webmanifest",
    ]) {
      expect(requestHandling(get(path), SHOP), path).toBe("network");
    }
  });

  it("never touches a POST, even a page's form", () => {
    expect(requestHandling({ method: "POST", mode: "navigate", url: `${SHOP}/cart` }, SHOP)).toBe("network");
    expect(requestHandling({ method: "POST", mode: "cors", url: `${SHOP}/build/x.js` }, SHOP)).toBe("network");
  });

  it("leaves other sites' requests alone", () => {
    expect(requestHandling({ method: "GET", mode: "no-cors", url: "https://cdn.example/build/x.js" }, SHOP)).toBe("network");
    expect(requestHandling({ method: "GET", mode: "navigate", url: "https://other.example/" }, SHOP)).toBe("network");
  });
});
