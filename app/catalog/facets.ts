// Facet words shared by the filter sidebar (its chips) and the listing's title and tab label.
import type { FacetView } from "~/catalog/listing.server";

/** The label of a selected value, as the facets name it (the raw value when they do not). */
export function valueLabel(facets: FacetView[], field: string, value: string): string {
  return facets.find((group) => group.field === field)?.values.find((item) => item.value === value)?.label ?? value;
}
