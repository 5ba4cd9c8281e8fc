import { useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { I18nHandle, Locale } from "~/platform/i18n";
import { PAGE_TEXTS_ID, readPageTexts, type PageTextsTable } from "~/platform/i18n-client";
import { pageTextsUrls } from "~/platform/page-texts.server";

/** The namespaces of the page: the shell's and those its routes name in `handle.i18n`. */
function usePageNamespaces(): string[] {
  const named = useMatches().flatMap((match) => (match.handle as Partial<I18nHandle> | undefined)?.i18n ?? []);
  return ["common", ...new Set(named)];
}

/**
 * In the document's head: the files of the page's texts, preloaded, and the table of every texts
 * file of its language for the browser's i18next (initBrowserTexts fetches the page's before
 * hydrating, a client navigation the others: app/platform/i18n-client.ts). Rendered on the server;
 * the browser keeps what the document brought.
 */
export function PageTexts() {
  const { i18n } = useTranslation();
  const namespaces = usePageNamespaces();
  const table: PageTextsTable =
    typeof document === "undefined" ? { urls: pageTextsUrls(i18n.language as Locale), page: namespaces } : readPageTexts();
  return (
    <>
      {table.page.map((namespace) => (
        <link key={namespace} rel="preload" as="fetch" crossOrigin="anonymous" href={table.urls[namespace]} />
      ))}
      <script
        id={PAGE_TEXTS_ID}
        type="application/json"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: JSON.stringify(table).replace(/</g, "\\u003c") }}
      />
    </>
  );
}
