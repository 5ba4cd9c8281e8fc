import { describe, expect, it } from "vitest";
import { buildMenuTree, type MenuEntry } from "./menu";

const entry = (id: string, parentId: string | null, order: number, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  parentId,
  title: id,
  url: `/shop?family=${id}`,
  disabled: false,
  order,
  image: null,
  ...extra,
});

describe("buildMenuTree", () => {
  it("nests children under parents in CMS order", () => {
    const tree = buildMenuTree([entry("b", null, 2), entry("a", null, 1), entry("a2", "a", 2), entry("a1", "a", 1)]);
    expect(tree.map((node) => node.id)).toEqual(["a", "b"]);
    expect(tree[0]!.children.map((node) => node.id)).toEqual(["a1", "a2"]);
  });

  it("hides disabled items and their descendants", () => {
    const tree = buildMenuTree([entry("a", null, 1, { disabled: true }), entry("a1", "a", 1), entry("b", null, 2)]);
    expect(tree.map((node) => node.id)).toEqual(["b"]);
  });

  it("marks absolute http(s) links as external", () => {
    const [node] = buildMenuTree([entry("x", null, 1, { url: "https://example.com/catalogo.pdf" })]);
    expect(node!.external).toBe(true);
    expect(buildMenuTree([entry("y", null, 1)])[0]!.external).toBe(false);
  });

  it("survives a cycle in the data", () => {
    expect(buildMenuTree([entry("a", "b", 1), entry("b", "a", 1)])).toEqual([]);
  });
});
