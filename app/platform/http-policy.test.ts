import { describe, expect, it } from "vitest";
import "~/platform/i18n.server"; // the texts
import { bodyLimitFor, isForeignWithoutOrigin, isFormContentType, malformedUrlReason, MAX_PATH_LENGTH, refusalText } from "./http-policy";

describe("bodyLimitFor", () => {
  it("gives the cart room for the quick order's upload and every other form 32 KB", () => {
    for (const path of ["/cart", "/en/cart", "/pages/cart", "/en/pages/cart"]) expect(bodyLimitFor(path), path).toBe(512 * 1024);
    for (const path of ["/pages/login", "/newsletter", "/pages/checkout", "/cart/mini", "/pages/cartx"]) {
      expect(bodyLimitFor(path), path).toBe(32 * 1024);
    }
  });

  it("gives the return form room for three photos of 5 MB with its fields", () => {
    for (const path of ["/pages/returns/new", "/en/pages/returns/new"]) expect(bodyLimitFor(path), path).toBe(15 * 1024 * 1024 + 256 * 1024);
    expect(bodyLimitFor("/pages/returns/RMA-2026-00001")).toBe(32 * 1024);
  });
});

describe("isFormContentType", () => {
  it("accepts the two web-form encodings only", () => {
    expect(isFormContentType("application/x-www-form-urlencoded;charset=UTF-8")).toBe(true);
    expect(isFormContentType("multipart/form-data; boundary=x")).toBe(true);
    for (const type of ["application/json", "text/plain", "application/xml", "", undefined]) expect(isFormContentType(type)).toBe(false);
  });
});

describe("isForeignWithoutOrigin", () => {
  const hosts = ["shop.example"];
  it("trusts the browser's Sec-Fetch-Site first", () => {
    expect(isForeignWithoutOrigin({ secFetchSite: "cross-site", referer: undefined, hosts })).toBe(true);
    expect(isForeignWithoutOrigin({ secFetchSite: "same-site", referer: undefined, hosts })).toBe(true);
    expect(isForeignWithoutOrigin({ secFetchSite: "same-origin", referer: "https://evil.example/", hosts })).toBe(false);
    expect(isForeignWithoutOrigin({ secFetchSite: "none", referer: undefined, hosts })).toBe(false);
  });

  it("else judges the Referer; with neither (curl, old clients) the write passes", () => {
    expect(isForeignWithoutOrigin({ secFetchSite: undefined, referer: "https://evil.example/form", hosts })).toBe(true);
    expect(isForeignWithoutOrigin({ secFetchSite: undefined, referer: "https://shop.example/pages/cart", hosts })).toBe(false);
    expect(isForeignWithoutOrigin({ secFetchSite: undefined, referer: "not a url", hosts })).toBe(true);
    expect(isForeignWithoutOrigin({ secFetchSite: undefined, referer: undefined, hosts })).toBe(false);
  });
});

describe("refusalText", () => {
  it("speaks the language of the page", () => {
    expect(refusalText("unsupportedType", "/en/pages/login")).toBe("Forms of this shop are sent as web forms only.");
    expect(refusalText("busy", "/pages/login")).toBe("Il negozio è molto occupato in questo momento. Riprova tra qualche istante.");
  });
});

describe("malformedUrlReason", () => {
  it("accepts the shop's addresses, encoded or not", () => {
    for (const target of ["/", "/en/shop?text=viti+inox&page=2", "/shop?text=%C3%A0%20b", "/product/default/FE10001", "/shop?text=", "/shop?"]) {
      expect(malformedUrlReason(target), target).toBeNull();
    }
  });

  it("names percent-encoding that does not decode, in the path or the query, and an overlong path", () => {
    expect(malformedUrlReason("/%ZZ")).toBe("pathEncoding");
    expect(malformedUrlReason("/en/%E0%A4%A")).toBe("pathEncoding");
    expect(malformedUrlReason("/shop?text=%E0%A4%A")).toBe("queryEncoding");
    expect(malformedUrlReason("/shop?page=1&%ZZ=x")).toBe("queryEncoding");
    expect(malformedUrlReason(`/${"a".repeat(MAX_PATH_LENGTH)}`)).toBe("pathTooLong");
  });
});
