import "~/root"; // bundling only: the shell goes into the chunk every page shares (docs/decisions/one-shared-chunk.md)
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { fixedI18n, TranslatorProvider } from "~/platform/fixed-i18n";
import { localeFromPath, mergeLocaleFiles, provideTranslations } from "~/platform/i18n";
import { isChunkLoadError, reloadAfterChunkError } from "~/platform/route-errors";
import { registerServiceWorker } from "~/pwa/register-service-worker";

// The bootstrap script imports this module only after the browser has painted the server's HTML
// (docs/decisions/scripts-after-first-paint.md), so hydrating never delays the first paint.
async function hydrate() {
  const locale = localeFromPath(window.location.pathname);
  // Only the page's own language is downloaded (a literal import per language: one chunk each).
  const files = await (locale === "en"
    ? import("~/locales/en").then((texts) => texts.EN_SHELL_FILES)
    : import("~/locales/it").then((texts) => texts.IT_SHELL_FILES));
  provideTranslations(mergeLocaleFiles({ [locale]: files }));
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslatorProvider value={fixedI18n(locale)}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslatorProvider>,
    );
  });
}

// A script chunk that failed to load outside a route (a lazy import): reload, at most once a minute.
window.addEventListener("unhandledrejection", (event) => {
  if (isChunkLoadError(event.reason)) reloadAfterChunkError();
});

void hydrate();
registerServiceWorker();
