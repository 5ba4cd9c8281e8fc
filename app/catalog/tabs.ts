// The search tabs strip's rules: several searches side by side, kept server-side for the session.
// Pure functions over a small state (route + label per tab, at most 7), tested beside.
import { LISTING } from "~/platform/config";

export interface SearchTab {
  /** A shop route, locale-free ("/shop?text=vite"), or a product detail route. */
  route: string;
  label: string;
}

export interface TabsState {
  tabs: SearchTab[];
  active: number;
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

/** A bounded, consistent state from whatever the cookie held. */
export function normaliseTabs(state: TabsState | null | undefined): TabsState | null {
  if (!state || !Array.isArray(state.tabs) || state.tabs.length === 0) return null;
  const tabs = state.tabs
    .filter((tab) => typeof tab?.route === "string" && typeof tab?.label === "string" && tab.route.startsWith("/"))
    .slice(0, LISTING.tabs.max)
    .map((tab) => ({ route: tab.route.slice(0, LISTING.maxQueryLength), label: tab.label.slice(0, 100) }));
  if (tabs.length === 0) return null;
  const active = Number.isInteger(state.active) && state.active >= 0 && state.active < tabs.length ? state.active : 0;
  return { tabs, active };
}

/**
 * The listing at `route` is shown: a tab with the same route is reused (activated); otherwise the
 * active tab now shows this route. With no tabs yet, the first tab is created.
 */
export function visitRoute(state: TabsState | null, route: string, label: string): TabsState {
  if (!state) return { tabs: [{ route, label }], active: 0 };
  const existing = state.tabs.findIndex((tab) => tab.route === route);
  if (existing >= 0) {
    const tabs = state.tabs.map((tab, index) => (index === existing ? { route, label } : tab));
    return { tabs, active: existing };
  }
  const tabs = state.tabs.map((tab, index) => (index === state.active ? { route, label } : tab));
  return { tabs, active: state.active };
}

/** A new search tab (only while fewer than 7 exist); a tab already on the same route is reused. */
export function addTab(state: TabsState | null, label: string, route = NEW_TAB_ROUTE): TabsState {
  const current = state ?? { tabs: [], active: 0 };
  const existing = current.tabs.findIndex((tab) => tab.route === route);
  if (existing >= 0) return { tabs: current.tabs, active: existing };
  if (!canAddTab(current)) return current;
  const tabs = [...current.tabs, { route, label }];
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
