import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFollowLink } from "~/shell/client-links";
import { useOnNavigationStart } from "~/shell/hooks";
import { MegaMenuPlaceholders } from "~/shell/menu-markup";
import { StaticMarkup } from "~/ui/StaticMarkup";

/** docs/rules.md rule 121: the menu closes 300 ms after the pointer leaves it. */
const CLOSE_AFTER_LEAVE_MS = 300;

function openPanels(nav: HTMLElement | null): HTMLDetailsElement[] {
  return nav ? [...nav.querySelectorAll<HTMLDetailsElement>("details[open]")] : [];
}

function closeAll(nav: HTMLElement | null, except?: EventTarget) {
  for (const details of openPanels(nav)) if (details !== except) details.open = false;
}

/**
 * Top items with children open a panel. <details> makes it work without JavaScript; with it, opening
 * one closes the others, and a second click, Escape, a click elsewhere, the pointer leaving for 300 ms
 * or the start of a navigation close it. The items are the server's static markup (StaticMarkup), so
 * the behaviour lives in listeners on the <nav>.
 */
export function MegaMenu() {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>();
  const followLink = useFollowLink();

  useOnNavigationStart(() => closeAll(navRef.current));

  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    // "toggle" does not bubble: listen in the capture phase.
    const onToggle = (event: Event) => {
      if ((event.target as HTMLDetailsElement).open) closeAll(nav, event.target ?? undefined);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.contains(event.target as Node)) closeAll(nav);
    };
    nav.addEventListener("toggle", onToggle, true);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      nav.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("pointerdown", onPointerDown);
      clearTimeout(leaveTimer.current);
    };
  }, []);

  return (
    <nav
      ref={navRef}
      className="mega-menu"
      aria-label={t("header.menu")}
      onClick={followLink}
      onMouseLeave={() => {
        clearTimeout(leaveTimer.current);
        leaveTimer.current = setTimeout(() => closeAll(navRef.current), CLOSE_AFTER_LEAVE_MS);
      }}
      onMouseEnter={() => clearTimeout(leaveTimer.current)}
      onKeyDown={(event) => {
        const [open] = openPanels(navRef.current);
        if (event.key !== "Escape" || !open) return;
        open.querySelector("summary")?.focus();
        closeAll(navRef.current);
      }}
    >
      <StaticMarkup name="megaMenu" as="ul" className="container mega-menu__list" fallback={<MegaMenuPlaceholders />} />
    </nav>
  );
}
