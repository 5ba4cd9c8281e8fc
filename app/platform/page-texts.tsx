import { useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { I18nHandle } from "~/platform/i18n";
import { PAGE_TEXTS_ID } from "~/platform/i18n-client";

/** The namespaces of the page: the shell's and those its routes name in `handle.i18n`. */
function usePageNamespaces(): string[] {
  const named = useMatches().flatMap((match) => (match.handle as Partial<I18nHandle> | undefined)?.i18n ?? []);
  return ["common", ...new Set(named)];
}

/**
 * The page's texts in its language, as JSON in the document, for the browser's i18next
 * (initBrowserTexts reads them before hydrating). Rendered on the server; the browser keeps the
 * element as it was sent (it loads later namespaces itself, app/platform/i18n-client.ts).
 */
export function PageTexts() {
  const { i18n } = useTranslation();
  const namespaces = usePageNamespaces();
  const json =
    typeof document === "undefined"
      ? JSON.stringify(Object.fromEntries(namespaces.map((ns) => [ns, i18n.getResourceBundle(i18n.language, ns) as unknown]))).replace(
          /</g,
          "\\u003c",
        )
      : (document.getElementById(PAGE_TEXTS_ID)?.textContent ?? "");
  return <script id={PAGE_TEXTS_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
