import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import i18next from "i18next";
import { localeFromPath } from "~/platform/i18n";
import { initBrowserTexts } from "~/platform/i18n-client";
import { isChunkLoadError, reloadAfterChunkError } from "~/platform/error-catalogue";
import { registerServiceWorker } from "~/pwa/register-service-worker";

async function hydrate() {
  // Texts (react-i18next): the page's language and namespaces, from the files the document preloads.
  if (!(await initBrowserTexts(localeFromPath(window.location.pathname)))) return;
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

// A script chunk that failed to load outside a route (a lazy import): reload, at most once a minute.
window.addEventListener("unhandledrejection", (event) => {
  if (isChunkLoadError(event.reason)) reloadAfterChunkError();
});

void hydrate();
registerServiceWorker();
