// /pages/lists: the customer's reorder lists (name, articles, last change, made by the agent) and a
// form that makes a new one. Plain forms: the same with and without JavaScript.
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { loadListsPage } from "~/lists/lists-page.server";
import { LIST_NAME_MAX_LENGTH } from "~/lists/rules";
import { formatDateTime, useLocale, useLocalePath } from "~/platform/i18n";

/** `nav` is the account area's navigation, which the route gives: lists sit a floor below the account (eslint.config.js). */
export function ListsPage({ nav }: { nav: ReactNode }) {
  const { lists } = useLoaderData<typeof loadListsPage>();
  const { t } = useTranslation();
  const locale = useLocale();
  const to = useLocalePath();
  return (
    <div className="account-page lists-page">
      {nav}
      <h1>{t("lists.title")}</h1>
      <p>{t("lists.intro")}</p>
      {lists.length === 0 ? (
        <p className="notice">{t("lists.none")}</p>
      ) : (
        <ul className="reorder-lists">
          {lists.map((list) => (
            <li key={list.id} className="reorder-lists__item" data-list={list.name}>
              <Link to={to(`/pages/lists/${encodeURIComponent(list.id)}`)} className="reorder-lists__name">
                {list.name}
              </Link>
              <span className="reorder-lists__facts">
                {list.rowCount !== null ? t("lists.rowCount", { count: list.rowCount }) : null}
                {list.updatedAt ? <span> · {t("lists.updated", { date: formatDateTime(list.updatedAt, locale) })}</span> : null}
                {list.createdByAgent ? <span className="author-badge author-badge--agent">{t("lists.byAgent")}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="new-list-title" className="lists-page__create">
        <h2 id="new-list-title">{t("lists.createTitle")}</h2>
        <Form method="post" className="inline-form">
          <input type="hidden" name="intent" value="create" />
          <div className="field">
            <label htmlFor="new-list-name">{t("lists.name")}</label>
            <input id="new-list-name" name="name" type="text" required maxLength={LIST_NAME_MAX_LENGTH} autoComplete="off" />
          </div>
          <button type="submit" className="button button--primary">
            {t("lists.create")}
          </button>
        </Form>
      </section>
    </div>
  );
}
