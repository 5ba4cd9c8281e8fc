// The menu's markup, the same for everyone who reads the page in one language: the server renders it
// once per menu version and language (app/shell/static-markup.server.tsx), never per request, and the
// browser keeps it as the server sent it (app/ui/StaticMarkup.tsx). So these components take no
// hooks: what a link does on click is the container's business (app/shell/client-links.ts).
import type { MenuNode } from "~/ui/menu";

/** docs/rules.md rule 121: while the menu is not there, 25 empty placeholder entries hold its place. */
export const PLACEHOLDER_COUNT = 25;

type Href = (path: string) => string;

/**
 * A CMS address that is not an outside site, as a path of the shop: whatever it holds ("shop?x",
 * "javascript:…") stays a path on this site, as <Link> resolved it before the menu became markup.
 */
function inShopPath(url: string): string {
  const trimmed = url.trim();
  return trimmed.startsWith("/") && !trimmed.startsWith("//") ? trimmed : `/${trimmed.replace(/^\/+/, "")}`;
}

function MenuAnchor({ node, href }: { node: MenuNode; href: Href }) {
  if (node.external) {
    return (
      <a href={node.url} target="_blank" rel="noopener noreferrer">
        {node.title}
      </a>
    );
  }
  // No data-discover: the menu's few distinct routes are discovered through the page's other links,
  // or on the click; on ~600 links the attribute alone was 12 KB of every page.
  return <a href={href(inShopPath(node.url))}>{node.title}</a>;
}

export function MegaMenuPlaceholders() {
  return (
    <>
      {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
        <li key={index} className="mega-menu__item mega-menu__placeholder" aria-hidden="true" />
      ))}
    </>
  );
}

/** The top items of the mega menu; an item with children opens its panel as a <details>. */
export function MegaMenuItems({ nodes, href }: { nodes: MenuNode[]; href: Href }) {
  if (nodes.length === 0) return <MegaMenuPlaceholders />;
  return (
    <>
      {nodes.map((item) => (
        <li key={item.id} className="mega-menu__item">
          {item.children.length === 0 ? (
            <MenuAnchor node={item} href={href} />
          ) : (
            <details>
              <summary data-menu-id={item.id}>{item.title}</summary>
              <div className="mega-menu__panel">
                <div className="container">
                  <p className="mega-menu__all">
                    <MenuAnchor node={item} href={href} />
                  </p>
                  <div className="mega-menu__columns">
                    {item.children.map((child) => (
                      <div key={child.id}>
                        <h3>
                          <MenuAnchor node={child} href={href} />
                        </h3>
                        {child.children.length > 0 ? (
                          <ul>
                            {child.children.map((leaf) => (
                              <li key={leaf.id}>
                                <MenuAnchor node={leaf} href={href} />
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </div>
                    ))}
                  </div>
                </div>
              </div>
            </details>
          )}
        </li>
      ))}
    </>
  );
}

/** The mobile panel's tree: every level a <details>, its first entry the level's own page. */
export function MobileMenuTree({ nodes, href }: { nodes: MenuNode[]; href: Href }) {
  return (
    <ul className="mobile-menu__tree">
      {nodes.map((node) => (
        <li key={node.id}>
          {node.children.length === 0 ? (
            <MenuAnchor node={node} href={href} />
          ) : (
            <details>
              <summary>{node.title}</summary>
              <ul className="mobile-menu__tree">
                <li>
                  <MenuAnchor node={{ ...node, children: [] }} href={href} />
                </li>
              </ul>
              <MobileMenuTree nodes={node.children} href={href} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
