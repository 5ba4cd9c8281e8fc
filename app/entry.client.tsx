import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nConfig, localeFromPath } from "~/platform/i18n";
import { isChunkLoadError, reloadAfterChunkError } from "~/platform/route-errors";

async function hydrate() {
  await i18next.use(initReactI18next).init({ ...i18nConfig, lng: localeFromPath(window.location.pathname) });
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
