// GET /robots.txt: the private pages crawlers leave alone, and the sitemap when guests may browse.
import { robotsTxt } from "~/content/robots";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { getEnv, publicOrigin } from "~/platform/env.server";

// The sitemap's address from the configured public origin, never from the request's Host.
export function loader() {
  const origin = publicOrigin();
  const sitemap = getEnv().GUEST_NAVIGATION && origin ? `${origin}/sitemap.xml` : null;
  return new Response(robotsTxt(sitemap), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.publicHour } });
}
