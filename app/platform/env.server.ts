// The environment, validated once with zod. server.ts calls loadEnv() at boot (after it has started
// the demo ERP and filled in its URLs), so a bad variable stops the process with one clear line.
import { z } from "zod";
import { parsePickupWindows } from "~/platform/pickup-windows";

const flag = z.enum(["1", "0", "true", "false", "on", "off", "yes", "no"]).transform((value) => ["1", "true", "on", "yes"].includes(value));

const httpUrl = z
  .string()
  .url()
  .refine((url) => /^https?:\/\//i.test(url), "expected an http(s) URL");

const milliseconds = z.coerce.number().int().min(1).max(120_000);

export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** A listener of its own for /healthz and /readyz (probes), off when unset. */
  HEALTH_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Prometheus metrics (/metrics) on a listener of their own, off when unset. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  /** Where the metrics listener binds: loopback unless an operator opens it to the scraper. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** Comma list, newest first, so a secret can be rotated without signing everybody out. */
  SESSION_SECRET: z.string().min(16).default("dev-only-session-secret-change-me"),
  ERP_API_URL: z.string().url(),
  ERP_HUB_URL: z.string().url(),
  CMS_URL: z.string().url(),
  TRACKING_URL: z.string().url().optional(),
  /** Hosts besides the API, hub and CMS hosts whose media the shop serves (comma list of http(s) URLs; the deployment's `image_uri`). */
  ERP_MEDIA_HOSTS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(httpUrl)),
  /** A public CDN mirroring the ERP's media paths: images link there instead of through /media (documents never do). */
  PUBLIC_MEDIA_BASE_URL: httpUrl.optional(),
  /** The largest media file the /media route streams; a bigger one is cut off. */
  MEDIA_MAX_BYTES: z.coerce.number().int().min(1_024).max(1_000_000_000).default(25_000_000),
  ERP_APP_TOKEN: z.string().min(8),
  ERP_CONNECT_TIMEOUT_MS: milliseconds.default(3_000),
  ERP_READ_TIMEOUT_MS: milliseconds.default(8_000),
  ERP_WRITE_TIMEOUT_MS: milliseconds.default(15_000),
  /** Public data (menu, footer, home content, catalogue without prices) cache lifetime. */
  ERP_CACHE_TTL_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  GUEST_NAVIGATION: flag.default("true"),
  /** The shop's public address for absolute URLs (sitemaps, robots.txt): scheme, host and port only. */
  PUBLIC_ORIGIN: z
    .string()
    .url()
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
      return (url.protocol === "http:" || url.protocol === "https:") && bare && !value.includes("?") && !value.includes("#");
    }, "an http(s) origin without path, e.g. https://shop.example")
    .transform((value) => new URL(value).origin)
    .optional(),
  /** Availability and stock on listings and product pages: off by default (docs/rules.md rule 62). */
  SHOP_SHOW_AVAILABILITY: flag.default("false"),
  /** How many proxies in front of the shop may set X-Forwarded-For (0: use the socket address). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  REDIS_URL: z.string().url().optional(),
  /** Sign-in POSTs allowed per client IP per minute. */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Requests the shop works on at once; more wait half a second in a short queue, then get "busy". */
  SHOP_MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(10_000).default(8),
  WEB_RADIO_URL: z.string().url().optional(),
  /** Pickup windows for both languages, "HH:MM same|next HH:MM-HH:MM; ..." (default: CART.pickupWindows, per language; docs/rules.md rule 103). */
  CHECKOUT_PICKUP_WINDOWS: z
    .string()
    .optional()
    .superRefine((value, context) => {
      if (!value) return;
      try {
        parsePickupWindows(value);
      } catch (error) {
        context.addIssue({ code: z.ZodIssueCode.custom, message: (error as Error).message });
      }
    }),
  ORDER_NOTES_ENABLED: flag.optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Facet groups beyond the six a hub indexes, for a hub configured to index them (comma list). */
  SHOP_EXTRA_FACET_FIELDS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((field) => field.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(["id_type", "id_subtype", "color", "size"]))),
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export class EnvError extends Error {}

/** Parses process.env; throws EnvError naming the first bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set" (docker run -e FOO= and CI templates produce them).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new EnvError(`Invalid environment variable ${issue.path.join(".")}: ${issue.message}`);
  }
  cached = result.data;
  return cached;
}

export function getEnv(): Env {
  return cached ?? loadEnv();
}

/**
 * The origin of the shop's absolute URLs (sitemaps, robots.txt), never the request's Host header:
 * PUBLIC_ORIGIN; outside production http://localhost:PORT when it is unset; null in production
 * without it (the sitemaps are 404s and robots.txt names none).
 */
export function publicOrigin(env: Env = getEnv()): string | null {
  if (env.PUBLIC_ORIGIN) return env.PUBLIC_ORIGIN;
  return env.NODE_ENV === "production" ? null : `http://localhost:${env.PORT}`;
}
