import { describe, expect, it } from "vitest";
import { valueLabel } from "~/catalog/facets";
import type { FacetView } from "~/catalog/listing.server";

const facets: FacetView[] = [
  { field: "id_brand", label: "Marca", values: [{ value: "B1", label: "Aquaflex", count: 3 }], valueCount: 1, selected: ["B1"] },
];

describe("valueLabel", () => {
  it("names a value as its facet does, else shows the raw value", () => {
    expect(valueLabel(facets, "id_brand", "B1")).toBe("Aquaflex");
    expect(valueLabel(facets, "id_brand", "B9")).toBe("B9");
    expect(valueLabel(facets, "family_1", "F1")).toBe("F1");
  });
});
