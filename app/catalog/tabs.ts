// The search tabs strip's rules: several searches side by side, kept server-side for the session.
// Pure functions over a small state (at most 7 tabs), tested beside.
//
// A tab searches a listing (its shop route). In detail mode (the listing's "product detail" layout)
// the product pages a customer opens become the tab's content: the tab is then a "detail" tab that
// shows its product route, and it remembers that route, so choosing detail mode again on the same
// listing reopens the product last seen there instead of the first one.
import { LISTING } from "~/platform/config";

export interface SearchTab {
  /** The search's label ("vite", a family, "New Search"). */
  label: string;
  /** The listing the tab searches, locale-free ("/shop?text=vite"). */
  shopRoute: string;
  /** The product route detail mode last opened from this listing, locale-free, or null. */
  productRoute: string | null;
  /** That product's title: the label of the tab while it shows the product. */
  productTitle: string | null;
  /** "detail" while the tab shows its product page, "default" while it shows its listing. */
  type: "default" | "detail";
}

export interface TabsState {
  tabs: SearchTab[];
  active: number;
}

/** What the strip shows: each tab's link and label, and for a detail tab the way back to its listing. */
export interface TabsView {
  active: number;
  tabs: { route: string; label: string; shopRoute: string; detail: boolean }[];
}

export const NEW_TAB_ROUTE = "/shop";

/** Labels longer than 15 characters are cut to 12 plus an ellipsis. */
export function tabLabel(label: string): string {
  const { labelLimit, labelCut } = LISTING.tabs;
  return label.length > labelLimit ? `${label.slice(0, labelCut)}…` : label;
}

export function canCloseTab(state: TabsState): boolean {
  return state.tabs.length > 1;
}

export function canAddTab(state: TabsState): boolean {
  return state.tabs.length < LISTING.tabs.max;
}

/** Detail routes containing "child" are child-product details. */
export function isChildDetail(route: string): boolean {
  return route.includes("child");
}

/** Where the tab leads: its product page while it is a detail tab, else its listing. */
export function tabRoute(tab: SearchTab): string {
  return tab.type === "detail" && tab.productRoute ? tab.productRoute : tab.shopRoute;
}

function listingTab(shopRoute: string, label: string): SearchTab {
  return { label, shopRoute, productRoute: null, productTitle: null, type: "default" };
}

function boundedRoute(value: unknown, prefix: string): string | null {
  return typeof value === "string" && value.startsWith(prefix) ? value.slice(0, LISTING.maxQueryLength) : null;
}

/** A bounded, consistent state from whatever the cookie held. */
export function normaliseTabs(state: TabsState | null | undefined): TabsState | null {
  if (!state || !Array.isArray(state.tabs) || state.tabs.length === 0) return null;
  const tabs = state.tabs
    .slice(0, LISTING.tabs.max)
    .map((tab): SearchTab | null => {
      const shopRoute = boundedRoute(tab?.shopRoute, NEW_TAB_ROUTE);
      if (!shopRoute || typeof tab.label !== "string") return null;
      const productRoute = boundedRoute(tab.productRoute, "/product/");
      const productTitle = productRoute && typeof tab.productTitle === "string" ? tab.productTitle.slice(0, 100) : null;
      const type = tab.type === "detail" && productRoute ? "detail" : "default";
      return { label: tab.label.slice(0, 100), shopRoute, productRoute, productTitle, type };
    })
    .filter((tab): tab is SearchTab => tab !== null);
  if (tabs.length === 0) return null;
  const active = Number.isInteger(state.active) && state.active >= 0 && state.active < tabs.length ? state.active : 0;
  return { tabs, active };
}

/**
 * The tab searching a listing, or -1; the active tab first (a new tab searches "/shop" while another
 * tab may show a product of "/shop").
 */
function tabOfListing(state: TabsState, shopRoute: string): number {
  if (state.tabs[state.active]!.shopRoute === shopRoute) return state.active;
  return state.tabs.findIndex((tab) => tab.shopRoute === shopRoute);
}

/** Replaces tab `index` with `tab` and makes it the active one. */
function showIn(state: TabsState, index: number, tab: SearchTab): TabsState {
  return { tabs: state.tabs.map((current, position) => (position === index ? tab : current)), active: index };
}

/**
 * The listing at `shopRoute` is shown: a tab searching the same listing is reused (activated, and it
 * shows its listing again, keeping its product route); otherwise the active tab now searches this
 * listing. With no tabs yet, the first tab is created.
 */
export function visitListing(state: TabsState | null, shopRoute: string, label: string): TabsState {
  if (!state) return { tabs: [listingTab(shopRoute, label)], active: 0 };
  const existing = tabOfListing(state, shopRoute);
  if (existing >= 0) return showIn(state, existing, { ...state.tabs[existing]!, label, type: "default" });
  return showIn(state, state.active, listingTab(shopRoute, label));
}

/**
 * A product page is shown in detail mode: a tab that already shows this product is reused
 * (activated); otherwise the active tab becomes a detail tab of this product, keeping its search.
 */
export function visitDetail(state: TabsState, product: { route: string; title: string }): TabsState {
  const existing = state.tabs.findIndex((tab) => tab.type === "detail" && tab.productRoute === product.route);
  const index = existing >= 0 ? existing : state.active;
  return showIn(state, index, { ...state.tabs[index]!, productRoute: product.route, productTitle: product.title, type: "detail" });
}

/** Detail mode on a listing: the product route its tab remembers, or null (then the first product). */
export function storedProductRoute(state: TabsState | null, shopRoute: string): string | null {
  return state ? (state.tabs[tabOfListing(state, shopRoute)]?.productRoute ?? null) : null;
}

/** Another layout than detail mode: every tab shows its listing again (the product routes are kept). */
export function leaveDetailMode(state: TabsState): TabsState {
  return { tabs: state.tabs.map((tab) => ({ ...tab, type: "default" })), active: state.active };
}

/** A new search tab (only while fewer than 7 exist); a tab already on the same listing is reused. */
export function addTab(state: TabsState | null, label: string, shopRoute = NEW_TAB_ROUTE): TabsState {
  const current = state ?? { tabs: [], active: 0 };
  const existing = current.tabs.findIndex((tab) => tab.type === "default" && tab.shopRoute === shopRoute);
  if (existing >= 0) return { tabs: current.tabs, active: existing };
  if (!canAddTab(current)) return current;
  const tabs = [...current.tabs, listingTab(shopRoute, label)];
  return { tabs, active: tabs.length - 1 };
}

/** Closes a tab when more than one exists; the active tab moves to a neighbour when needed. */
export function closeTab(state: TabsState, index: number): TabsState {
  if (!canCloseTab(state) || index < 0 || index >= state.tabs.length) return state;
  const tabs = state.tabs.filter((_, position) => position !== index);
  let active = state.active;
  if (index < active) active -= 1;
  else if (index === active) active = Math.min(index, tabs.length - 1);
  return { tabs, active };
}

export function toTabsView(state: TabsState): TabsView {
  return {
    active: state.active,
    tabs: state.tabs.map((tab) => {
      const detail = tab.type === "detail";
      return { route: tabRoute(tab), label: tabLabel(detail ? (tab.productTitle ?? tab.label) : tab.label), shopRoute: tab.shopRoute, detail };
    }),
  };
}
