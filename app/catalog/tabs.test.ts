import { describe, expect, it } from "vitest";
import { addTab, canAddTab, canCloseTab, closeTab, isChildDetail, normaliseTabs, tabLabel, visitRoute, type TabsState } from "./tabs";

const state = (count: number, active = 0): TabsState => ({
  tabs: Array.from({ length: count }, (_, index) => ({ route: `/shop?text=t${index}`, label: `t${index}` })),
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
    expect(added.tabs[2]).toEqual({ route: "/shop", label: "New Search" });
    expect(added.active).toBe(2);
  });

  it("reuses a tab with the same route", () => {
    expect(visitRoute(state(3, 0), "/shop?text=t2", "t2").active).toBe(2);
    const withShop = { tabs: [{ route: "/shop", label: "all" }], active: 0 };
    expect(addTab(withShop, "New Search")).toEqual(withShop);
  });

  it("shows a new route in the active tab", () => {
    const visited = visitRoute(state(2, 1), "/shop?text=nuovo", "nuovo");
    expect(visited.tabs[1]).toEqual({ route: "/shop?text=nuovo", label: "nuovo" });
    expect(visitRoute(null, "/shop", "x")).toEqual({ tabs: [{ route: "/shop", label: "x" }], active: 0 });
  });

  it("knows child details and repairs a forged state", () => {
    expect(isChildDetail("/product/child/FE10023-02")).toBe(true);
    expect(isChildDetail("/product/default/FE10023")).toBe(false);
    expect(normaliseTabs({ tabs: [{ route: "http://evil", label: "x" }], active: 0 })).toBeNull();
    expect(normaliseTabs({ tabs: state(9).tabs, active: 8 })).toEqual({ tabs: state(7).tabs, active: 0 });
  });
});
