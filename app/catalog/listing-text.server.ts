// The words of a listing: its tab label, title and description, from the URL and the facet labels.
import type { TFunction } from "i18next";
import { valueLabel } from "~/catalog/facets";
import type { ListingData } from "~/catalog/listing.server";
import { FAMILY_LEVELS, type ListingParams } from "~/catalog/query";

/** The most specific family or brand chosen, or "". */
function subjectOf(params: ListingParams, labels: Record<string, string>): string {
  for (const level of [...FAMILY_LEVELS].reverse()) {
    const value = params.filters[level]?.[0];
    if (value) return valueLabel(labels, level, value);
  }
  const brand = params.filters.id_brand?.[0];
  return brand ? valueLabel(labels, "id_brand", brand) : "";
}

export function tabLabelFor(t: TFunction, params: ListingParams, labels: Record<string, string>): string {
  if (params.latestOrderList) return t("shop.latest.title");
  return params.text || subjectOf(params, labels) || t("shop.tabs.newSearch");
}

export function listingMeta(t: TFunction, params: ListingParams, listing: ListingData): { title: string; description: string } {
  if (params.latestOrderList) return { title: t("shop.latest.title"), description: t("shopMeta.latestDescription") };
  const subject = subjectOf(params, listing.labels);
  const page = params.page > 1 ? ` – ${t("shop.pagination.pageN", { page: params.page })}` : "";
  if (params.text) {
    return {
      title: t("shopMeta.searchTitle", { text: params.text }) + page,
      description: t("shopMeta.searchDescription", { text: params.text, count: listing.total }),
    };
  }
  if (subject) {
    return {
      title: subject + page,
      description: t("shopMeta.subjectDescription", { subject, count: listing.total }),
    };
  }
  return { title: t("shop.title") + page, description: t("shopMeta.description", { count: listing.total }) };
}
