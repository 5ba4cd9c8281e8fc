import { describe, expect, it } from "vitest";
import {
  inlineJson,
  isProductSlug,
  metaDescription,
  productJsonLd,
  productModalOf,
  quantityBreakRows,
  resolveProductSegments,
} from "~/catalog/product-page";

describe("resolveProductSegments", () => {
  it("reads the type and the slug", () => {
    expect(resolveProductSegments(["default", "FE10290"])).toEqual({ to: "page", type: "default", slug: "FE10290" });
    expect(resolveProductSegments(["child", "FE10290-02"])).toEqual({ to: "page", type: "child", slug: "FE10290-02" });
  });

  it("takes a lone slug as the default page", () => {
    expect(resolveProductSegments(["FE10290"])).toEqual({ to: "page", type: "default", slug: "FE10290" });
  });

  it("sends /product and /product/{type} to the shop", () => {
    expect(resolveProductSegments([""])).toEqual({ to: "shop" });
    expect(resolveProductSegments([])).toEqual({ to: "shop" });
    expect(resolveProductSegments(["child"])).toEqual({ to: "shop" });
    expect(resolveProductSegments(["default", ""])).toEqual({ to: "shop" });
  });

  it("refuses unknown types, bad slugs and extra segments", () => {
    expect(resolveProductSegments(["other", "FE10290"])).toEqual({ to: "not-found" });
    expect(resolveProductSegments(["default", "a b"])).toEqual({ to: "not-found" });
    expect(resolveProductSegments(["default", "FE1", "x"])).toEqual({ to: "not-found" });
    expect(resolveProductSegments(["<script>"])).toEqual({ to: "not-found" });
  });
});

describe("isProductSlug", () => {
  it("accepts codes, ids and slugs up to 100 characters", () => {
    expect(isProductSlug("FE10290-02")).toBe(true);
    expect(isProductSlug("1234")).toBe(true);
    expect(isProductSlug("dado_esagonale.a2")).toBe(true);
    expect(isProductSlug("a".repeat(100))).toBe(true);
    expect(isProductSlug("a".repeat(101))).toBe(false);
    expect(isProductSlug("-x")).toBe(false);
    expect(isProductSlug("../etc")).toBe(false);
    expect(isProductSlug(undefined)).toBe(false);
  });
});

describe("productModalOf", () => {
  it("knows the barcodes and related modals only", () => {
    expect(productModalOf("barcodes")).toBe("barcodes");
    expect(productModalOf("related")).toBe("related");
    expect(productModalOf("other")).toBeNull();
    expect(productModalOf(null)).toBeNull();
  });
});

describe("quantity breaks", () => {
  it("lists quantity breaks from the smallest quantity, once each", () => {
    const rows = quantityBreakRows({
      quantityBreaks: [
        { promoRow: "2", minQuantity: 50, unitPrice: 1 },
        { promoRow: "1", minQuantity: 10, unitPrice: 2 },
        { promoRow: "3", minQuantity: 50, unitPrice: 0.9 },
      ],
    });
    expect(rows.map((row) => row.promoRow)).toEqual(["1", "2"]);
  });
});

describe("metaDescription", () => {
  it("keeps short text and cuts long text on a word", () => {
    expect(metaDescription("  Dado <b>esagonale</b>  inox ")).toBe("Dado esagonale inox");
    const long = "parola ".repeat(40);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith("parola…")).toBe(true);
  });
});

describe("productJsonLd", () => {
  const input = {
    title: "Dado esagonale",
    sku: "FE10290",
    description: "Dado inox",
    brand: "Ferrotech",
    barcodes: ["123", "8001234567895"],
    images: ["/media/files/images/FE10290-main.svg"],
    url: "/product/default/FE10290",
  };

  it("describes the product with absolute URLs and its EAN-13, without any price", () => {
    const json = productJsonLd(input, "https://shop.example");
    expect(json).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Dado esagonale",
      sku: "FE10290",
      gtin13: "8001234567895",
      brand: { "@type": "Brand", name: "Ferrotech" },
      image: ["https://shop.example/media/files/images/FE10290-main.svg"],
      description: "Dado inox",
      url: "https://shop.example/product/default/FE10290",
    });
    expect(JSON.stringify(json)).not.toMatch(/price|offers/i);
  });

  it("leaves out what the article lacks", () => {
    const json = productJsonLd({ ...input, brand: null, barcodes: [], images: [], description: "" }, "https://shop.example");
    expect(Object.keys(json).sort()).toEqual(["@context", "@type", "name", "sku", "url"]);
  });
});

describe("inlineJson", () => {
  it("cannot close the script element", () => {
    const text = inlineJson({ name: "</script><script>alert(1)</script>&" });
    expect(text).not.toContain("<");
    expect(text).not.toContain(">");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>&" });
  });
});
