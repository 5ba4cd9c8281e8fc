// GET /robots.txt: the private pages crawlers leave alone, and the sitemap when guests may browse.
import "~/root"; // bundling only: the shell goes into the chunk every page shares (docs/decisions/one-shared-chunk.md)
import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/content/robots";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { getEnv } from "~/platform/env.server";

export function loader({ request }: LoaderFunctionArgs) {
  const sitemap = getEnv().GUEST_NAVIGATION ? `${new URL(request.url).origin}/sitemap.xml` : null;
  return new Response(robotsTxt(sitemap), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.publicHour } });
}
