// The mega menu is a tree built from the CMS's flat list of menu items.

export interface MenuEntry {
  id: string;
  parentId: string | null;
  title: string;
  url: string;
  disabled: boolean;
  order: number;
  image: string | null;
}

export interface MenuNode {
  id: string;
  title: string;
  url: string;
  /** Absolute http(s) URLs open in a new tab; everything else is a link inside the shop. */
  external: boolean;
  image: string | null;
  children: MenuNode[];
}

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

/** Disabled items (and everything below them) are hidden; siblings keep the CMS order. */
export function buildMenuTree(entries: MenuEntry[]): MenuNode[] {
  const visible = entries.filter((entry) => !entry.disabled);
  const byParent = new Map<string | null, MenuEntry[]>();
  const ids = new Set(visible.map((entry) => entry.id));
  for (const entry of visible) {
    const parent = entry.parentId && ids.has(entry.parentId) ? entry.parentId : entry.parentId ? undefined : null;
    if (parent === undefined) continue; // its parent is hidden or missing
    byParent.set(parent, [...(byParent.get(parent) ?? []), entry]);
  }
  const build = (parentId: string | null, seen: Set<string>): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((entry) => !seen.has(entry.id))
      .sort((a, b) => a.order - b.order)
      .map((entry) => ({
        id: entry.id,
        title: entry.title,
        url: entry.url,
        external: isExternalUrl(entry.url),
        image: entry.image,
        children: build(entry.id, new Set([...seen, entry.id])),
      }));
  return build(null, new Set());
}
