// Mobile navigation (< 768 px): the bottom bar and the categories panel (up to 260 px wide).
// Without JavaScript the "Categories" link opens the panel through :target (#mobile-menu) and its
// close link goes back; with JavaScript the panel is an off-canvas dialog: focus moves into it,
// Escape or the close button closes it and focus returns to the bar, a navigation closes it.
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/platform/hydration";
import { accountLink } from "~/shell/account-link";
import { useOnNavigationStart } from "~/shell/hooks";
import { Icon } from "~/ui/Icon";
import { useFollowLink } from "~/shell/client-links";
import { StaticMarkup } from "~/ui/StaticMarkup";
import { useOptimisticLineCount, CART_PATH } from "~/cart/cart";
import type { ShellData } from "~/page/shell-data";
import { useLocalePath } from "~/platform/i18n";

const PANEL_ID = "mobile-menu";

/** Tab and Shift+Tab cycle inside the open panel (a modal dialog keeps the focus). */
function keepFocusInside(panel: HTMLElement | null, event: KeyboardEvent) {
  if (!panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>("a[href], summary, button")].filter((element) => element.offsetParent !== null);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export function MobileNav({ shell }: { shell: ShellData | undefined }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLAnchorElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const followLink = useFollowLink();

  useOnNavigationStart(() => setOpen(false));

  useEffect(() => {
    if (open) closeRef.current?.focus();
    else if (wasOpen.current) triggerRef.current?.focus();
    wasOpen.current = open;
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
      if (event.key === "Tab") keepFocusInside(panelRef.current, event);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const customer = shell?.customer ?? null;
  const account = accountLink(shell);
  const cartCount = useOptimisticLineCount(shell?.cart?.rows ?? []);
  return (
    <>
      <nav className="mobile-bar" aria-label={t("header.mobileBar")}>
        <ul>
          <li>
            <Link to={to("/")}>
              <Icon name="home" />
              <span>{t("header.home")}</span>
            </Link>
          </li>
          <li>
            <a
              ref={triggerRef}
              href={`#${PANEL_ID}`}
              aria-controls={PANEL_ID}
              aria-expanded={hydrated ? open : undefined}
              onClick={(event) => {
                event.preventDefault();
                setOpen(true);
              }}
            >
              <Icon name="menu" />
              <span>{t("header.menu")}</span>
            </a>
          </li>
          <li>
            <Link to={to("/pages/wishlist")}>
              <Icon name="heart" />
              <span>{t("header.wishlist")}</span>
            </Link>
          </li>
          <li>
            <Link to={to(account.path)}>
              <Icon name="user" />
              <span>{t(account.labelKey)}</span>
            </Link>
          </li>
          {customer ? (
            <li>
              <Link to={to(CART_PATH)}>
                <span className="mobile-bar__icon">
                  <Icon name="cart" />
                  {shell?.cart ? <span className="badge">{cartCount}</span> : null}
                </span>
                <span>
                  {t("header.cart")}
                  {shell?.cart ? <span className="visually-hidden">: {t("header.cartLines", { count: cartCount })}</span> : null}
                </span>
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <div
        id={PANEL_ID}
        className={`mobile-menu${open ? " mobile-menu--open" : ""}`}
        role={hydrated ? "dialog" : undefined}
        aria-modal={hydrated && open ? true : undefined}
        aria-label={t("header.menu")}
        hidden={hydrated && !open ? true : undefined}
      >
        <a
          href="#"
          className="mobile-menu__backdrop"
          tabIndex={-1}
          aria-hidden="true"
          onClick={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
        />
        <div className="mobile-menu__panel" ref={panelRef} onClick={followLink}>
          <div className="mobile-menu__head">
            <h2>{t("header.menu")}</h2>
            <a
              ref={closeRef}
              href="#"
              role={hydrated ? "button" : undefined}
              className="mobile-menu__close"
              onClick={(event) => {
                event.preventDefault();
                setOpen(false);
              }}
            >
              <Icon name="close" />
              <span className="visually-hidden">{t("header.closeMenu")}</span>
            </a>
          </div>
          <StaticMarkup name="mobileMenu" as="div" className="mobile-menu__body" />
        </div>
      </div>
    </>
  );
}
