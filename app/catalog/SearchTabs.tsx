// The search tabs strip: the session's searches side by side, on the listing and, in detail mode,
// on the product pages. Tabs are links (the listing URL activates the tab that has it; a detail
// tab leads to its product); adding and closing are POST forms. Nothing changes while a page load
// runs.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TabsView } from "~/catalog/tabs";
import { LISTING } from "~/platform/config";
import { useLocalePath } from "~/platform/i18n";

/** `returnTo`: the locale-free page the strip is on, where closing another tab stays. */
export function SearchTabs({ tabs, returnTo }: { tabs: TabsView; returnTo: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const busy = useNavigation().state !== "idle";
  const activeTab = tabs.tabs[tabs.active];
  return (
    <nav className="search-tabs" aria-label={t("shop.tabs.title")} aria-busy={busy}>
      <ul className="search-tabs__list">
        {tabs.tabs.map((tab, index) => {
          const active = index === tabs.active;
          return (
            <li key={`${index}-${tab.route}`} className={`search-tab${active ? " search-tab--active" : ""}`}>
              <Link
                to={to(tab.route)}
                className="search-tab__link"
                aria-current={active ? "page" : undefined}
                aria-disabled={busy || undefined}
                onClick={(event) => busy && event.preventDefault()}
              >
                {tab.label}
              </Link>
              {tabs.tabs.length > 1 ? (
                <Form method="post" action={to("/shop")} className="search-tab__close">
                  <input type="hidden" name="intent" value="tab-close" />
                  <input type="hidden" name="index" value={index} />
                  <input type="hidden" name="returnTo" value={returnTo} />
                  <button
                    type="submit"
                    disabled={busy}
                    aria-label={t("shop.tabs.close", { label: tab.label })}
                    title={t("shop.tabs.close", { label: tab.label })}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
      {activeTab?.detail ? (
        <Link to={to(activeTab.shopRoute)} className="search-tabs__back">
          <span aria-hidden="true">← </span>
          {t("shop.tabs.backToList")}
        </Link>
      ) : null}
      {tabs.tabs.length < LISTING.tabs.max ? (
        <Form method="post" action={to("/shop")} className="search-tabs__new">
          <input type="hidden" name="intent" value="tab-new" />
          <button type="submit" className="search-tabs__new-button" disabled={busy}>
            <span aria-hidden="true">+ </span>
            {t("shop.tabs.newSearch")}
          </button>
        </Form>
      ) : null}
    </nav>
  );
}
