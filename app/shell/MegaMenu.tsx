import { Link } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { useOnNavigationStart } from "~/shell/hooks";
import type { MenuNode } from "~/shell/menu";
import { useLocalePath } from "~/shell/useLocale";

/** docs/rules.md rule 121: the menu closes 300 ms after the pointer leaves it. */
const CLOSE_AFTER_LEAVE_MS = 300;
/** docs/rules.md rule 121: while the menu is not there, 25 empty placeholder entries hold its place. */
const PLACEHOLDER_COUNT = 25;

export function MenuLink({ node }: { node: MenuNode }) {
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

/**
 * Top items with children open a panel. <details> makes it work without JavaScript; with it, a click
 * on a top item opens it (and closes the others), a second click, Escape, a click elsewhere, the
 * pointer leaving for 300 ms or the start of a navigation close it.
 */
export function MegaMenu({ items }: { items: MenuNode[] }) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>();

  useOnNavigationStart(() => setOpenId(null));

  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId]);

  useEffect(() => () => clearTimeout(leaveTimer.current), []);

  const toggle = (id: string) => (event: MouseEvent) => {
    event.preventDefault();
    setOpenId((current) => (current === id ? null : id));
  };

  return (
    <nav
      ref={navRef}
      className="mega-menu"
      aria-label={t("header.menu")}
      onMouseLeave={() => {
        clearTimeout(leaveTimer.current);
        leaveTimer.current = setTimeout(() => setOpenId(null), CLOSE_AFTER_LEAVE_MS);
      }}
      onMouseEnter={() => clearTimeout(leaveTimer.current)}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || openId === null) return;
        navRef.current?.querySelector<HTMLElement>(`[data-menu-id="${CSS.escape(openId)}"]`)?.focus();
        setOpenId(null);
      }}
    >
      <ul className="container mega-menu__list">
        {items.length === 0
          ? Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
              <li key={index} className="mega-menu__item mega-menu__placeholder" aria-hidden="true" />
            ))
          : items.map((item) => (
              <li key={item.id} className="mega-menu__item">
                {item.children.length === 0 ? (
                  <MenuLink node={item} />
                ) : (
                  <details open={openId === item.id}>
                    <summary data-menu-id={item.id} onClick={toggle(item.id)}>
                      {item.title}
                    </summary>
                    <div className="mega-menu__panel">
                      <div className="container">
                        <p className="mega-menu__all">
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
