// The shop's filter sidebar: active-filter chips, catalogue shortcuts, facet groups with counts (the
// first 10 values, a show all / hide link), and the price range. Links and a GET form only, so it
// works without JavaScript; a skeleton replaces the facets while a client-side load runs.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { valueLabel } from "~/catalog/facets";
import type { FacetView } from "~/catalog/listing.server";
import {
  EMPTY_LISTING,
  FAMILY_LEVELS,
  hasAnyFilter,
  hasFilter,
  hasFlag,
  listingHref,
  removeFilter,
  serialiseListing,
  toggleFilter,
  withMore,
  withoutFlag,
  withoutPrice,
  withoutText,
  type FilterField,
  type ListingParams,
} from "~/catalog/query";
import { LISTING } from "~/platform/config";
import { useLocalePath } from "~/platform/i18n";

function groupLabel(facets: FacetView[], field: string, fallback: string): string {
  return facets.find((group) => group.field === field)?.label || fallback;
}

interface Chip {
  key: string;
  label: string;
  href: string;
}

function useChips(params: ListingParams, facets: FacetView[], labels: Record<string, string>): Chip[] {
  const { t } = useTranslation();
  const to = useLocalePath();
  const chips: Chip[] = [];
  if (params.text) chips.push({ key: "text", label: `${t("shop.filters.text")}: ${params.text}`, href: to(listingHref(withoutText(params))) });
  for (const flag of params.flags) chips.push({ key: flag, label: t(`shop.flags.${flag}`), href: to(listingHref(withoutFlag(params, flag))) });
  for (const [field, values] of Object.entries(params.filters) as [FilterField, string[]][]) {
    for (const value of values) {
      const name = groupLabel(facets, field, t(`shop.facets.${field}`));
      const label = ["promo_type", "new", "available_again"].includes(field) ? name : `${name}: ${valueLabel(labels, field, value)}`;
      chips.push({ key: `${field}-${value}`, label, href: to(listingHref(removeFilter(params, field, value))) });
    }
  }
  if (params.minPrice !== null || params.maxPrice !== null) {
    chips.push({
      key: "price",
      label: t("shop.filters.priceChip", { min: params.minPrice ?? LISTING.priceSlider.min, max: params.maxPrice ?? LISTING.priceSlider.max }),
      href: to(listingHref(withoutPrice(params))),
    });
  }
  return chips;
}

function ActiveFilters({ params, facets, labels }: { params: ListingParams; facets: FacetView[]; labels: Record<string, string> }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const chips = useChips(params, facets, labels);
  if (chips.length === 0) return null;
  return (
    <section className="filters__active" aria-labelledby="active-filters-title">
      <h2 id="active-filters-title" className="filters__title">
        {t("shop.filters.active")}
      </h2>
      <ul className="chips">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link className="chip" to={chip.href} preventScrollReset aria-label={t("shop.filters.remove", { label: chip.label })}>
              <span>{chip.label}</span>
              <span className="chip__remove" aria-hidden="true">
                ×
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {hasAnyFilter(params) ? (
        <Link className="filters__clear" to={to(listingHref({ ...EMPTY_LISTING, perPage: params.perPage, sort: params.sort }))}>
          {t("shop.filters.clearAll")}
        </Link>
      ) : null}
    </section>
  );
}

/** Each shortcut is on when its listing flag or its filter (value "1") is. */
const SHORTCUTS: { key: string; href: string; on: (params: ListingParams) => boolean; icon: string }[] = [
  { key: "offers", href: "/shop?promo_list=true", on: (params) => hasFlag(params, "promo_list"), icon: "%" },
  { key: "availableAgain", href: "/shop?filters-available_again=1", on: (params) => hasFilter(params, "available_again", "1"), icon: "↺" },
  { key: "newArrivals", href: "/shop?filters-new=1", on: (params) => hasFilter(params, "new", "1"), icon: "★" },
  { key: "comingSoon", href: "/shop?next_insert=true", on: (params) => hasFlag(params, "next_insert"), icon: "»" },
];

function Shortcuts({ params }: { params: ListingParams }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    <nav className="shortcuts" aria-label={t("shop.shortcuts.title")}>
      <ul>
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.key}>
            <Link to={to(shortcut.href)} className="shortcut" aria-current={shortcut.on(params) ? "true" : undefined}>
              <span className="shortcut__icon" aria-hidden="true">
                {shortcut.icon}
              </span>
              {t(`shop.shortcuts.${shortcut.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FacetGroupView({ group, params, open }: { group: FacetView; params: ListingParams; open: boolean }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const field = group.field as FilterField;
  const expanded = params.more.includes(field);
  const shown = group.values;
  const label = group.label || t(`shop.facets.${field}`);
  const isFamily = (FAMILY_LEVELS as readonly string[]).includes(field);
  return (
    <details className="facet" open={open}>
      <summary className="facet__summary">{label}</summary>
      <ul className="facet__values">
        {shown.map((value) => {
          const selected = hasFilter(params, field, value.value);
          return (
            <li key={value.value}>
              <Link
                to={to(listingHref(toggleFilter(params, field, value.value)))}
                className="facet__value"
                aria-current={selected ? "true" : undefined}
                preventScrollReset
                rel="nofollow"
              >
                {isFamily ? null : <span className={`facet__check${selected ? " facet__check--on" : ""}`} aria-hidden="true" />}
                <span className="facet__label">{value.label}</span>
                <span className="facet__count">{value.count}</span>
                {selected ? <span className="visually-hidden"> ({t("shop.filters.selected")})</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
      {group.valueCount > LISTING.facetValuesShown ? (
        <Link className="facet__more" to={to(listingHref(withMore(params, field, !expanded)))} preventScrollReset rel="nofollow">
          {expanded ? t("shop.filters.hide") : t("shop.filters.showAll", { count: group.valueCount })}
        </Link>
      ) : null}
    </details>
  );
}

/** Two number inputs in a GET form; with JavaScript also a dual range (step 50, minimum gap 100). */
function PriceRange({ params }: { params: ListingParams }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const { min, max, step, gap } = LISTING.priceSlider;
  const [low, setLow] = useState(Math.min(params.minPrice ?? min, max - gap));
  const [high, setHigh] = useState(Math.max(params.maxPrice ?? max, min + gap));
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    setLow(Math.min(params.minPrice ?? min, max - gap));
    setHigh(Math.max(params.maxPrice ?? max, min + gap));
  }, [params.minPrice, params.maxPrice, min, max, gap]);
  const hidden = new URLSearchParams(serialiseListing({ ...withoutPrice(params), more: params.more }));
  return (
    <Form method="get" action={to("/shop")} className="price-range" preventScrollReset>
      <fieldset>
        <legend className="filters__title">{t("shop.filters.price")}</legend>
        {[...hidden].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {enhanced ? (
          <div className="price-range__slider">
            <input
              type="range"
              aria-label={t("shop.filters.minPrice")}
              min={min}
              max={max}
              step={step}
              value={low}
              onChange={(event) => setLow(Math.min(Number(event.target.value), high - gap))}
            />
            <input
              type="range"
              aria-label={t("shop.filters.maxPrice")}
              min={min}
              max={max}
              step={step}
              value={high}
              onChange={(event) => setHigh(Math.max(Number(event.target.value), low + gap))}
            />
          </div>
        ) : null}
        <div className="price-range__inputs">
          <label>
            <span>{t("shop.filters.minPrice")}</span>
            <input
              type="number"
              name="min_price"
              min={min}
              max={max - gap}
              step={step}
              value={low}
              onChange={(event) => setLow(Number(event.target.value))}
            />
          </label>
          <label>
            <span>{t("shop.filters.maxPrice")}</span>
            <input
              type="number"
              name="max_price"
              min={min + gap}
              max={max}
              step={step}
              value={high}
              onChange={(event) => setHigh(Number(event.target.value))}
            />
          </label>
        </div>
        <button type="submit" className="button button--secondary">
          {t("shop.filters.apply")}
        </button>
      </fieldset>
    </Form>
  );
}

function FacetSkeleton() {
  return (
    <div className="facet-skeleton" aria-hidden="true">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="facet-skeleton__group">
          <span />
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}

/**
 * Below 992 px the filters are an off-canvas panel (300 px) opened by the "Filters" switch; at and
 * above it, the sidebar. A checkbox and its labels open and close it, so it works without JavaScript;
 * ShopPage puts the opening label (FiltersButton) beside the sort controls.
 */
export const FILTERS_SWITCH_ID = "filters-open";

export function FiltersButton() {
  const { t } = useTranslation();
  return (
    <label htmlFor={FILTERS_SWITCH_ID} className="filters-button button button--secondary">
      {t("shop.filters.title")}
    </label>
  );
}

export function FilterSidebar({
  params,
  facets,
  labels,
  unavailable,
}: {
  params: ListingParams;
  facets: FacetView[];
  labels: Record<string, string>;
  unavailable: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && /\/shop(\/|$)/.test(navigation.location.pathname);
  return (
    <aside className="filters" aria-label={t("shop.filters.title")}>
      <input type="checkbox" id={FILTERS_SWITCH_ID} className="filters__switch" aria-label={t("shop.filters.title")} />
      <label htmlFor={FILTERS_SWITCH_ID} className="filters__backdrop" aria-hidden="true" />
      <div className="filters__panel">
        <p className="filters__panel-head">
          <span className="filters__heading">{t("shop.filters.title")}</span>
          <label htmlFor={FILTERS_SWITCH_ID} className="filters__close">
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("shop.filters.close")}</span>
          </label>
        </p>
        <ActiveFilters params={params} facets={facets} labels={labels} />
        <Shortcuts params={params} />
        <section aria-busy={loading} className="filters__facets">
          {loading ? (
            <FacetSkeleton />
          ) : unavailable ? (
            <p className="filters__empty">{t("shop.filters.unavailable")}</p>
          ) : facets.length === 0 ? (
            <p className="filters__empty">{t("shop.filters.noResult")}</p>
          ) : (
            facets.map((group, index) => (
              <FacetGroupView
                key={group.field}
                group={group}
                params={params}
                open={index < 4 || group.selected.length > 0 || params.more.includes(group.field as FilterField)}
              />
            ))
          )}
        </section>
        <PriceRange params={params} />
      </div>
    </aside>
  );
}
