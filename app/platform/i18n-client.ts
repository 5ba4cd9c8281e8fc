// The browser's texts: i18next holds only the page's language. A document names its texts files
// (root.tsx renders <PageTexts />: preloaded, app/platform/page-texts.server.ts), and hydrating waits
// for the page's; a client navigation to a route that renders other namespaces loads them with the
// route's data (docs/decisions/texts-with-remix-i18next.md).
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nConfig, type I18nHandle, type Locale } from "~/platform/i18n";

/** The id of the document's script element naming its texts files (JSON, a PageTextsTable). */
export const PAGE_TEXTS_ID = "page-texts";

/** The document's texts: every texts file of its language by namespace, and the namespaces its page renders. */
export interface PageTextsTable {
  urls: Readonly<Record<string, string>>;
  page: string[];
}

/** The document's table of texts files, as the server rendered it (app/platform/page-texts.tsx). */
export function readPageTexts(): PageTextsTable {
  return JSON.parse(document.getElementById(PAGE_TEXTS_ID)?.textContent || '{"urls":{},"page":[]}') as PageTextsTable;
}

/** i18next's backend in the browser: a namespace's texts from its file (cached for good: its name changes with its content). */
function textsFiles(urls: PageTextsTable["urls"]): BackendModule {
  return {
    type: "backend",
    init() {},
    read(language, namespace, callback) {
      const url = urls[namespace];
      if (!url) {
        callback(new Error(`No texts for ${language}/${namespace}`), false);
        return;
      }
      fetch(url).then(
        (response) =>
          response.ok
            ? response.json().then((texts: ResourceKey) => callback(null, texts))
            : callback(new Error(`${url} answered ${response.status}`), false),
        // No connection: i18next asks again a few times.
        (error: Error) => callback(error, true),
      );
    },
  };
}

/**
 * Starts the browser's i18next (for react-i18next) with the page's texts, fetched from the files the
 * document preloads. False when they could not be had: the page then stays as the server rendered
 * it, working as it does without JavaScript, rather than hydrating into keys.
 */
export async function initBrowserTexts(locale: Locale): Promise<boolean> {
  const { urls, page } = readPageTexts();
  await i18next
    .use(initReactI18next)
    .use(textsFiles(urls))
    .init({ ...i18nConfig, lng: locale, ns: page });
  return page.every((namespace) => i18next.hasLoadedNamespace(namespace));
}

/**
 * A route's `clientLoader` for a client navigation: its server data and the namespaces of its
 * handle, fetched at the same time, so the page renders with its texts (on a document load the
 * route's data and texts are in the document, and this does not run).
 */
export function loaderWithTexts(handle: I18nHandle) {
  return async ({ serverLoader }: ClientLoaderFunctionArgs) => {
    const [data] = await Promise.all([serverLoader(), i18next.loadNamespaces([...handle.i18n])]);
    return data;
  };
}
