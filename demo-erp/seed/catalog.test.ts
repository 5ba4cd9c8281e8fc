import { describe, expect, it } from "vitest";
import { isValidEan13 } from "../ean";
import { familyRows, generateCatalog, generateLinks, promotionDefs } from "./catalog";

const PACKAGING = new Set([1, 2, 5, 6, 10, 12, 25, 50, 100]);

describe("the catalogue generator", () => {
  const catalogue = generateCatalog(1500);

  it("is deterministic, and a small catalogue is the start of a larger one", () => {
    expect(generateCatalog(1500)).toEqual(catalogue);
    const small = generateCatalog(300);
    // The last article of the small run may be a parent cut short: compare the ones before it.
    expect(small.slice(0, 280)).toEqual(catalogue.slice(0, 280));
    expect(catalogue[0]).toMatchObject({ id: 1, sku: "FE10001", parentId: null });
  });

  it("generates exactly the number of articles asked, with unique codes and valid barcodes", () => {
    expect(catalogue).toHaveLength(1500);
    expect(new Set(catalogue.map((p) => p.sku)).size).toBe(1500);
    const barcodes = catalogue.flatMap((p) => p.barcodes);
    expect(new Set(barcodes).size).toBe(barcodes.length);
    expect(barcodes.every(isValidEan13)).toBe(true);
    expect(catalogue.every((p) => p.barcodes.length >= 1 && p.barcodes.length <= 2)).toBe(true);
  });

  it("writes titles in both languages and uses the packaging multiples of the trade", () => {
    for (const product of catalogue) {
      expect(product.titleIt).not.toBe("");
      expect(product.titleEn).not.toBe("");
      expect(PACKAGING.has(product.packaging)).toBe(true);
      expect(product.priceA).toBeGreaterThan(0);
      expect(product.priceB).toBeLessThanOrEqual(product.priceA);
      expect(product.priceC).toBeGreaterThanOrEqual(product.priceA);
      if (product.priceA >= 1) expect(product.priceB).toBeLessThan(product.priceC);
    }
    const hammer = catalogue.find((p) => p.titleIt.startsWith("Martello da carpentiere"));
    expect(hammer?.titleEn).toMatch(/claw hammer/i);
  });

  it("has parents with 2 to 6 children that differ by size or colour", () => {
    const childrenOf = new Map<number, typeof catalogue>();
    for (const product of catalogue) {
      if (product.parentId === null) continue;
      childrenOf.set(product.parentId, [...(childrenOf.get(product.parentId) ?? []), product]);
    }
    const parents = catalogue.filter((p) => childrenOf.has(p.id));
    const topLevel = catalogue.filter((p) => p.parentId === null).length;
    expect(parents.length / topLevel).toBeGreaterThan(0.04);
    expect(parents.length / topLevel).toBeLessThan(0.14);
    for (const parent of parents) {
      const children = childrenOf.get(parent.id)!;
      expect(children.length).toBeGreaterThanOrEqual(2);
      expect(children.length).toBeLessThanOrEqual(6);
      expect(children.every((child) => child.sku.startsWith(`${parent.sku}-`))).toBe(true);
      const variants = new Set(children.map((child) => `${child.size}|${child.color}`));
      expect(variants.size).toBe(children.length);
      expect(parent.priceA).toBe(Math.min(...children.map((child) => child.priceA)));
    }
  });

  it("covers every level-3 family and every availability state", () => {
    const level3 = familyRows().filter((family) => family.level === 3);
    const used = new Set(catalogue.map((p) => p.family3));
    expect(level3.every((family) => used.has(family.code))).toBe(true);
    const statuses = new Set(catalogue.map((p) => p.status));
    expect([...statuses].sort()).toEqual(["DISPONIBILE", "ESAURITO", "FUORI PRODUZIONE", "IN ARRIVO"]);
    expect(catalogue.filter((p) => p.status === "FUORI PRODUZIONE").every((p) => p.promoCode === null)).toBe(true);
  });

  it("links related articles of the same family and accessories", () => {
    const links = generateLinks(catalogue);
    const byId = new Map(catalogue.map((p) => [p.id, p]));
    const related = links.filter((link) => link.kind === "related");
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((link) => byId.get(link.productId)!.family3 === byId.get(link.linkedId)!.family3)).toBe(true);
    expect(links.every((link) => link.productId !== link.linkedId)).toBe(true);
    expect(links.some((link) => link.kind === "accessory")).toBe(true);
  });

  it("defines promotions with rising quantity breaks", () => {
    for (const promotion of promotionDefs()) {
      expect(promotion.rows[0]?.minQuantity).toBe(1);
      for (let index = 1; index < promotion.rows.length; index++) {
        expect(promotion.rows[index]!.minQuantity).toBeGreaterThan(promotion.rows[index - 1]!.minQuantity);
        expect(promotion.rows[index]!.discount).toBeGreaterThan(promotion.rows[index - 1]!.discount);
      }
    }
  });
});
