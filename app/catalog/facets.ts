// Facet words shared by the filter sidebar (its chips) and the listing's title and tab label.

/** What names a facet's values: a group of the facet answer. */
interface NamingGroup {
  field: string;
  values: { value: string; label: string }[];
}

/**
 * The labels of the listing's chosen filter values, keyed "field=value", from every group the facet
 * answer holds, shown or not: a lone family level 3 (a CMS link) has no visible group until its
 * parents are chosen, yet the answer names its value.
 */
export function chosenValueLabels(groups: NamingGroup[], filters: Partial<Record<string, string[]>>): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const group of groups) {
    for (const value of filters[group.field] ?? []) {
      const label = group.values.find((item) => item.value === value)?.label;
      if (label) labels[`${group.field}=${value}`] = label;
    }
  }
  return labels;
}

/** The label of a chosen value, as the facet answer names it (the raw value when it does not). */
export function valueLabel(labels: Record<string, string>, field: string, value: string): string {
  return labels[`${field}=${value}`] || value;
}
