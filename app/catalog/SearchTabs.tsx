// The search tabs strip: the session's searches side by side. Tabs are links (the listing URL
// activates the tab that has it); adding and closing are POST forms. Nothing changes while a
// page load runs.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { serialiseListing, type ListingParams } from "~/catalog/query";
import { LISTING } from "~/platform/config";
import { useLocalePath } from "~/shell/useLocale";

export interface TabsView {
  active: number;
  tabs: { route: string; label: string }[];
}

export function SearchTabs({ tabs, params }: { tabs: TabsView; params: ListingParams }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const busy = useNavigation().state !== "idle";
  const query = serialiseListing(params);
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
                  <input type="hidden" name="query" value={query} />
                  <button type="submit" disabled={busy} aria-label={t("shop.tabs.close", { label: tab.label })} title={t("shop.tabs.close", { label: tab.label })}>
                    <span aria-hidden="true">×</span>
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
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
