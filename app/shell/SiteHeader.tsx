import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AddressSelector, LogoutForm, LanguageSwitch } from "~/account/HeaderControls";
import { AgentBanner } from "~/agent/AgentBanner";
import { MiniCart } from "~/cart/MiniCart";
import { LatestOrdersDialog, useLatestOrders } from "~/catalog/LatestOrdersDialog";
import { useOnNavigationStart, useScrolledPast } from "~/shell/hooks";
import { Icon } from "~/ui/Icon";
import { MegaMenu } from "~/shell/MegaMenu";
import { PromoTabs } from "~/shell/PromoTabs";
import { accountLink } from "~/shell/account-link";
import { SearchBox } from "~/shell/SearchBox";
import type { ShellData } from "~/page/shell-data";
import { useLocalePath } from "~/platform/i18n";

/** docs/rules.md rule 123: the header sticks to the top once the page has scrolled 300 px. */
const STICKY_AFTER_PX = 300;

/** The web radio: a small pop-up with the stream's player (only when WEB_RADIO_URL is set). */
function WebRadio({ url }: { url: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useOnNavigationStart(() => setOpen(false));
  return (
    <details className="web-radio" open={open}>
      <summary
        onClick={(event) => {
          event.preventDefault();
          setOpen((current) => !current);
        }}
      >
        <Icon name="radio" size={18} />
        <span className="web-radio__label">{t("header.radio")}</span>
      </summary>
      <div className="web-radio__popup" role="group" aria-label={t("header.radio")}>
        <audio controls preload="none" src={url}>
          <a href={url}>{t("header.radio")}</a>
        </audio>
      </div>
    </details>
  );
}

export function SiteHeader({ shell }: { shell: ShellData | undefined }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const [searchOpen, setSearchOpen] = useState(false);
  useOnNavigationStart(() => setSearchOpen(false));
  const customer = shell?.customer ?? null;
  const agent = shell?.agent ?? null;
  const account = accountLink(shell);
  const autocomplete = customer?.autocomplete ?? true;
  const latestOrders = useLatestOrders();
  return (
    <>
      <header className={`site-header${sticky ? " site-header--sticky" : ""}`}>
        {agent ? <AgentBanner agent={agent} customer={customer} /> : null}
        <div className="site-topbar">
          <div className="container site-topbar__inner">
            {customer ? (
              <p className="site-topbar__customer">
                <span className="site-topbar__name">{customer.name}</span>
                {customer.company ? <span className="site-topbar__company">{customer.company}</span> : null}
              </p>
            ) : agent ? (
              <p className="site-topbar__customer">
                <span className="site-topbar__name">{agent.name}</span>
              </p>
            ) : (
              <p className="site-topbar__customer site-topbar__customer--guest">{t("header.welcomeGuest")}</p>
            )}
            <div className="site-topbar__tools">
              {customer && customer.addresses.length > 0 ? <AddressSelector addresses={customer.addresses} current={customer.addressCode} /> : null}
              {shell?.webRadioUrl ? <WebRadio url={shell.webRadioUrl} /> : null}
              <LanguageSwitch current={shell?.locale ?? "it"} />
            </div>
            {/* One click from every page, on every screen width: last on wide screens, beside the
                customer's name on narrow ones. */}
            {customer || agent ? <LogoutForm className="site-topbar__logout" buttonClassName="topbar-button" /> : null}
          </div>
        </div>
        <div className="container site-header__bar">
          {/* The accessible name is the visible text (WCAG 2.5.3), plus where the link goes. */}
          <Link to={to("/")} className="site-logo">
            <span className="site-logo__mark" aria-hidden="true">
              FP
            </span>
            <span className="site-logo__text">
              {t("site.name")} <span className="site-logo__tagline">{t("site.title")}</span>
              <span className="visually-hidden"> – {t("header.home")}</span>
            </span>
          </Link>
          <SearchBox className="search-form--desktop" required={false} autocomplete={autocomplete} />
          <Link to={to("/pages/scan")} className="header-scan" aria-label={t("header.scan")} title={t("header.scan")}>
            <Icon name="scan" />
          </Link>
          <details className="mobile-search" open={searchOpen}>
            <summary
              aria-label={t("header.searchLabel")}
              onClick={(event) => {
                event.preventDefault();
                setSearchOpen((current) => !current);
              }}
            >
              <Icon name={searchOpen ? "close" : "search"} />
            </summary>
            <SearchBox className="search-form--mobile" required autocomplete={autocomplete} />
          </details>
          <nav className="header-actions" aria-label={t("header.account")}>
            <Link to={to("/pages/wishlist")} className="header-wishlist">
              <Icon name="heart" />
              <span>{t("header.wishlist")}</span>
            </Link>
            <Link to={to(account.path)} className="header-account">
              <Icon name="user" />
              <span>{t(account.labelKey)}</span>
            </Link>
            {shell ? <MiniCart summary={shell.cart} /> : null}
          </nav>
        </div>
        {shell ? <MegaMenu /> : null}
        {shell ? <PromoTabs tabs={shell.promoTabs} onOpenLatestOrders={customer ? latestOrders.open : null} /> : null}
      </header>
      {/* Outside the header: the header's white link colour is not the dialog's. */}
      {customer ? <LatestOrdersDialog state={latestOrders.state} /> : null}
    </>
  );
}
