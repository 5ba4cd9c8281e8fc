import { describe, expect, it } from "vitest";
import { chosenValueLabels, valueLabel } from "~/catalog/facets";

describe("chosenValueLabels", () => {
  const groups = [
    { field: "id_brand", values: [{ value: "B1", label: "Aquaflex" }] },
    { field: "family_lev3", values: [{ value: "202010", label: "Viti per legno" }] },
  ];

  it("names the chosen values from every group the facet answer holds, shown or not", () => {
    expect(chosenValueLabels(groups, { family_lev3: ["202010"], id_brand: ["B1", "B9"] })).toEqual({
      "family_lev3=202010": "Viti per legno",
      "id_brand=B1": "Aquaflex",
    });
  });
});

describe("valueLabel", () => {
  it("names a value as the facet answer does, else shows the raw value", () => {
    const labels = { "id_brand=B1": "Aquaflex" };
    expect(valueLabel(labels, "id_brand", "B1")).toBe("Aquaflex");
    expect(valueLabel(labels, "id_brand", "B9")).toBe("B9");
  });
});
