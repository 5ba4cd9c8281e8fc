// GET /manifest.webmanifest and /en/manifest.webmanifest: what installs the shop as an app, in the page's language (app/pwa/manifest.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { fixedT } from "~/platform/i18n.server";
import { requireLocale } from "~/page/request.server";
import { webAppManifest } from "~/pwa/manifest";

export async function loader({ params }: LoaderFunctionArgs) {
  const locale = requireLocale(params);
  return new Response(JSON.stringify(webAppManifest(locale, await fixedT(locale))), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": CACHE_CONTROL.publicHour },
  });
}
