import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/shell/menu";
import { useLocalePath } from "~/shell/useLocale";

function MenuLink({ node }: { node: MenuNode }) {
  const to = useLocalePath();
  if (node.external) {
    return (
      <a href={node.url} target="_blank" rel="noopener noreferrer">
        {node.title}
      </a>
    );
  }
  return <Link to={to(node.url)}>{node.title}</Link>;
}

/** Top items with children open a panel; <details> makes it work without JavaScript. */
export function MegaMenu({ items }: { items: MenuNode[] }) {
  const { t } = useTranslation();
  return (
    <nav className="mega-menu" aria-label={t("header.menu")}>
      <ul className="container mega-menu__list">
        {items.map((item) => (
          <li key={item.id} className="mega-menu__item">
            {item.children.length === 0 ? (
              <MenuLink node={item} />
            ) : (
              <details>
                <summary>{item.title}</summary>
                <div className="mega-menu__panel">
                  <div className="container">
                    <p>
                      <MenuLink node={item} />
                    </p>
                    <div className="mega-menu__columns">
                      {item.children.map((child) => (
                        <div key={child.id}>
                          <h3>
                            <MenuLink node={child} />
                          </h3>
                          {child.children.length > 0 ? (
                            <ul>
                              {child.children.map((leaf) => (
                                <li key={leaf.id}>
                                  <MenuLink node={leaf} />
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
      </ul>
    </nav>
  );
}
