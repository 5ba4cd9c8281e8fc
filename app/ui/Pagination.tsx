// The one pager of every paged list (shop listing, blog, orders, documents): previous, the first and
// last pages, the current one with two neighbours each side, next; and where the reader is.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageWindow } from "~/ui/page-window";

/** `href(page)` is the address of a page of the list (already in the reader's language). */
export function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <p className="pagination__status">{t("pagination.pageOf", { page, pages })}</p>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev">
              {t("pagination.previous")}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link to={href(number)} aria-current={number === page ? "page" : undefined} aria-label={t("pagination.pageN", { page: number })}>
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link to={href(page + 1)} rel="next">
              {t("pagination.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
