// Media the ERP refers to (images, flyers, technical sheets), relative to the ERP (`/files/X.jpg`,
// `files/X.jpg`) or absolute on one of its hosts at any path (`https://erp.example/images/X.jpg?v=2`),
// reach the browser through the storefront's media route as `/media/<host key>/<path>?<query>`: the
// route fetches exactly the URL the ERP gave, and only from the hosts listed here, so a browser can
// neither meet an ERP host nor make the shop fetch from anywhere else. A deployment with a public
// CDN mirroring the ERP's paths (PUBLIC_MEDIA_BASE_URL) links images straight to it; documents
// always go through the route, which keeps product documents for signed-in customers.
import { createHash } from "node:crypto";
import { getEnv, type Env } from "~/platform/env.server";
import { log } from "~/platform/log.server";

const MEDIA_PREFIX = "/media/";

export interface MediaHosts {
  /** Host key → origin, for every host the shop fetches media from. */
  origins: ReadonlyMap<string, string>;
  /** Origin → host key. */
  keys: ReadonlyMap<string, string>;
  /** What a relative URL is relative to: the API URL, ending in "/". */
  relativeBase: string;
  /** Where images link instead of /media (its path prefix included), or null. */
  publicBase: string | null;
}

export type MediaKind = "image" | "document";

/** A URL for the browser, or why there is none (an unknown host is named, to be configured). */
export type MediaLink = { url: string; unknownHost?: undefined } | { url: ""; unknownHost: string };

/** A short, stable name of an origin: the same in every replica and after a restart. */
function hostKey(origin: string): string {
  return createHash("sha256").update(origin).digest("base64url").slice(0, 10);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The media hosts of a configuration: the API, hub and CMS hosts and ERP_MEDIA_HOSTS. */
export function mediaHostsOf(env: Pick<Env, "ERP_API_URL" | "ERP_HUB_URL" | "CMS_URL" | "ERP_MEDIA_HOSTS" | "PUBLIC_MEDIA_BASE_URL">): MediaHosts {
  const origins = new Map<string, string>();
  const keys = new Map<string, string>();
  for (const url of [env.ERP_API_URL, env.ERP_HUB_URL, env.CMS_URL, ...env.ERP_MEDIA_HOSTS]) {
    const origin = originOf(url);
    if (origin === null || keys.has(origin)) continue;
    origins.set(hostKey(origin), origin);
    keys.set(origin, hostKey(origin));
  }
  return {
    origins,
    keys,
    relativeBase: env.ERP_API_URL.endsWith("/") ? env.ERP_API_URL : `${env.ERP_API_URL}/`,
    publicBase: env.PUBLIC_MEDIA_BASE_URL?.replace(/\/$/, "") ?? null,
  };
}

let current: { env: Env; hosts: MediaHosts } | null = null;

/** The media hosts of the running configuration. */
export function mediaHosts(): MediaHosts {
  const env = getEnv();
  if (current?.env !== env) current = { env, hosts: mediaHostsOf(env) };
  return current.hosts;
}

const MAX_REMEMBERED_HOSTS = 200;
const reportedHosts = new Set<string>();

/** Media on a host the shop does not serve from are dropped: said once per host, so it can be configured. */
export function reportUnknownMediaHost(host: string): void {
  if (reportedHosts.has(host)) return;
  if (reportedHosts.size < MAX_REMEMBERED_HOSTS) reportedHosts.add(host);
  log("warn", "ERP media on an unknown host dropped", { host, hint: "add the host to ERP_MEDIA_HOSTS" });
}

/**
 * An ERP media URL → the URL a browser gets: `/media/<key><path>?<query>` for a relative URL or one
 * on a media host, the public base's URL for an image when there is one; "" for what is not an
 * http(s) URL, and "" naming the host for a URL on any other host.
 */
export function mediaUrl(value: unknown, hosts: MediaHosts, kind: MediaKind = "image"): MediaLink {
  if (typeof value !== "string") return { url: "" };
  const written = value.trim();
  if (written === "" || written.startsWith("//") || written.includes("\\")) return { url: "" };
  const absolute = /^https?:\/\//i.test(written);
  // Any other scheme (javascript:, data:, mailto:) is not a file of the ERP.
  if (!absolute && /^[a-z][a-z0-9+.-]*:/i.test(written)) return { url: "" };
  let url: URL;
  try {
    url = absolute ? new URL(written) : new URL(written.replace(/^\/+/, ""), hosts.relativeBase);
  } catch {
    return { url: "" };
  }
  const key = hosts.keys.get(url.origin);
  if (key === undefined) return { url: "", unknownHost: url.host };
  if (kind === "image" && hosts.publicBase !== null) return { url: `${hosts.publicBase}${url.pathname}${url.search}` };
  return { url: `${MEDIA_PREFIX}${key}${url.pathname}${url.search}` };
}

/**
 * The URL the media route fetches for `/media/<key><path>` (the path as the browser sent it, still
 * encoded) and its query: on the host the key names, never another; null for an unknown key.
 */
export function upstreamMediaUrl(pathName: string, search: string, hosts: MediaHosts): URL | null {
  const match = /^\/media\/([A-Za-z0-9_-]+)(\/.*)$/.exec(pathName);
  const origin = match ? hosts.origins.get(match[1]!) : undefined;
  if (!match || origin === undefined) return null;
  // Built as one string: a path starting with "//" stays a path on this origin.
  const url = new URL(`${origin}${match[2]}${search}`);
  return url.origin === origin ? url : null;
}
