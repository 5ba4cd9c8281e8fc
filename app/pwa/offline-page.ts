// The page the service worker shows when a page cannot be fetched: static, in the language of the
// address asked for, with nothing of a customer (no name, cart, price or list). The build puts it
// into the worker itself (with only these texts: the JSON files' other keys are left out), so it is
// there as soon as the worker is and always matches it. Its texts are among the server's own
// (server.json): no page of the shop loads them.
import { site as itSite } from "~/locales/it/common.json";
import { offline as itOffline } from "~/locales/it/server.json";
import { site as enSite } from "~/locales/en/common.json";
import { offline as enOffline } from "~/locales/en/server.json";
import type { Locale } from "~/platform/i18n";
import { THEME_COLOR } from "./manifest";

const TEXTS: Record<Locale, typeof itOffline & { siteName: string }> = {
  it: { ...itOffline, siteName: itSite.name },
  en: { ...enOffline, siteName: enSite.name },
};

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d2430;background:#f3f5f8}
header{padding:14px 20px;background:${THEME_COLOR};color:#fff;font-weight:800;font-size:1.25rem}
main{max-width:34rem;margin:0 auto;padding:32px 20px}
h1{margin:0 0 12px;font-size:1.6rem}
a{display:inline-block;margin-top:12px;padding:10px 18px;border-radius:6px;background:${THEME_COLOR};color:#fff;font-weight:600;text-decoration:none}`;

/** What the offline page's answer may do: show its own inline style, nothing else. */
export const OFFLINE_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The offline page's HTML; "Try again" asks for the same address again, without any script. */
export function offlinePageHtml(locale: Locale): string {
  const texts = TEXTS[locale];
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<title>${escapeHtml(`${texts.title} – ${texts.siteName}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header>${escapeHtml(texts.siteName)}</header>
<main>
<h1>${escapeHtml(texts.title)}</h1>
<p>${escapeHtml(texts.text)}</p>
<a href="">${escapeHtml(texts.retry)}</a>
</main>
</body>
</html>
`;
}
