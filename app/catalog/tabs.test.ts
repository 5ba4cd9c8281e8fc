import { describe, expect, it } from "vitest";
import {
  addTab,
  canAddTab,
  canCloseTab,
  closeTab,
  isChildDetail,
  leaveDetailMode,
  normaliseTabs,
  storedProductRoute,
  tabLabel,
  tabRoute,
  toTabsView,
  visitDetail,
  visitListing,
  type SearchTab,
  type TabsState,
} from "./tabs";

const listing = (index: number): SearchTab => ({
  label: `t${index}`,
  shopRoute: `/shop?text=t${index}`,
  productRoute: null,
  productTitle: null,
  type: "default",
});

const state = (count: number, active = 0): TabsState => ({
  tabs: Array.from({ length: count }, (_, index) => listing(index)),
  active,
});

describe("tab rules", () => {
  it("cuts labels longer than 15 characters to 12 plus an ellipsis", () => {
    expect(tabLabel("123456789012345")).toBe("123456789012345");
    expect(tabLabel("1234567890123456")).toBe("123456789012…");
  });

  it("closes a tab only when more than one exists", () => {
    expect(canCloseTab(state(1))).toBe(false);
    expect(closeTab(state(1), 0)).toEqual(state(1));
    expect(closeTab(state(3, 2), 2)).toEqual({ tabs: state(3).tabs.slice(0, 2), active: 1 });
    expect(closeTab(state(3, 2), 0).active).toBe(1);
  });

  it("offers a new tab only while fewer than 7 exist", () => {
    expect(canAddTab(state(6))).toBe(true);
    expect(canAddTab(state(7))).toBe(false);
    expect(addTab(state(7), "New Search")).toEqual(state(7));
    const added = addTab(state(2), "New Search");
    expect(added.tabs[2]).toEqual({ label: "New Search", shopRoute: "/shop", productRoute: null, productTitle: null, type: "default" });
    expect(added.active).toBe(2);
  });

  it("reuses a tab with the same shop route by activating it", () => {
    expect(visitListing(state(3, 0), "/shop?text=t2", "t2").active).toBe(2);
    const withShop = { tabs: [{ ...listing(0), shopRoute: "/shop" }], active: 0 };
    expect(addTab(withShop, "New Search")).toEqual(withShop);
  });

  it("shows a new search in the active tab", () => {
    const visited = visitListing(state(2, 1), "/shop?text=nuovo", "nuovo");
    expect(visited.tabs[1]).toEqual({ ...listing(1), label: "nuovo", shopRoute: "/shop?text=nuovo" });
    expect(visitListing(null, "/shop", "x")).toEqual({ tabs: [{ ...listing(0), label: "x", shopRoute: "/shop" }], active: 0 });
  });

  it("knows child details and repairs a forged state", () => {
    expect(isChildDetail("/product/child/FE10023-02")).toBe(true);
    expect(isChildDetail("/product/default/FE10023")).toBe(false);
    expect(normaliseTabs({ tabs: [{ ...listing(0), shopRoute: "http://evil" }], active: 0 })).toBeNull();
    expect(normaliseTabs({ tabs: state(9).tabs, active: 8 })).toEqual({ tabs: state(7).tabs, active: 0 });
    // A detail tab needs a product route, and a product route must be one.
    expect(normaliseTabs({ tabs: [{ ...listing(0), type: "detail" }], active: 0 })!.tabs[0]!.type).toBe("default");
    expect(normaliseTabs({ tabs: [{ ...listing(0), productRoute: "//evil", type: "detail" }], active: 0 })!.tabs[0]).toEqual(listing(0));
  });
});

describe("detail mode", () => {
  const drill = { route: "/product/default/FE10023", title: "Trapano a percussione" };

  it("turns the active tab into a detail tab of the product, keeping its search", () => {
    const detail = visitDetail(state(2, 1), drill);
    expect(detail.tabs[1]).toEqual({ label: "t1", shopRoute: "/shop?text=t1", productRoute: drill.route, productTitle: drill.title, type: "detail" });
    expect(detail.active).toBe(1);
    expect(tabRoute(detail.tabs[1]!)).toBe(drill.route);
    // While it shows the product, the tab is labelled with its title.
    expect(toTabsView(detail).tabs[1]).toEqual({ route: drill.route, label: "Trapano a pe…", shopRoute: "/shop?text=t1", detail: true });
  });

  it("reuses a tab that already shows the product", () => {
    const detail = visitDetail(state(3, 0), drill);
    const other = visitListing({ ...detail, active: 2 }, "/shop?text=t2", "t2");
    expect(visitDetail(other, drill)).toEqual({ ...detail, active: 0 });
  });

  it("going back to the listing keeps the product route, which detail mode reopens", () => {
    const back = visitListing(visitDetail(state(2, 1), drill), "/shop?text=t1", "t1");
    expect(back.tabs[1]).toEqual({ label: "t1", shopRoute: "/shop?text=t1", productRoute: drill.route, productTitle: drill.title, type: "default" });
    expect(toTabsView(back).tabs[1]).toEqual({ route: "/shop?text=t1", label: "t1", shopRoute: "/shop?text=t1", detail: false });
    expect(storedProductRoute(back, "/shop?text=t1")).toBe(drill.route);
    expect(storedProductRoute(back, "/shop?text=t0")).toBeNull();
    expect(storedProductRoute(null, "/shop?text=t1")).toBeNull();
  });

  it("a new search in the tab forgets the product", () => {
    const searched = visitListing(visitDetail(state(1), drill), "/shop?text=martello", "martello");
    expect(searched.tabs[0]).toEqual({ ...listing(0), label: "martello", shopRoute: "/shop?text=martello" });
  });

  it("a new tab is not taken for a tab that shows a product of the whole shop", () => {
    const detail = visitDetail(visitListing(null, "/shop", "New Search"), drill);
    const added = addTab(detail, "New Search");
    expect(added.active).toBe(1);
    expect(visitListing(added, "/shop", "New Search").active).toBe(1);
  });

  it("leaving detail mode shows every tab's search again", () => {
    const left = leaveDetailMode(visitDetail(state(2, 1), drill));
    expect(toTabsView(left).tabs.map((tab) => [tab.route, tab.label])).toEqual([
      ["/shop?text=t0", "t0"],
      ["/shop?text=t1", "t1"],
    ]);
    expect(left.tabs[1]!.productRoute).toBe(drill.route);
  });
});
