// The sign-in's device cookie (OWASP's "device cookies" against guessing): a browser that signed in to
// an account gets a signed cookie naming that account (hashed) and a random nonce. Its next sign-ins
// to the account are limited per browser, so an account-wide back-off triggered by someone guessing
// from elsewhere never meets the customer's own browser. One account per browser: the last signed in.
import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { getEnv } from "~/platform/env.server";
import { accountKey } from "~/platform/rate-limit.server";

const DEVICE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

const DeviceCookieSchema = z.object({ account: z.string(), nonce: z.string().min(16) });

let instance: ReturnType<typeof createCookie> | undefined;

function deviceCookie() {
  const env = getEnv();
  instance ??= createCookie("login_device", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: env.NODE_ENV === "production",
    secrets: env.SESSION_SECRET.split(",").map((secret) => secret.trim()),
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
  return instance;
}

/** The Set-Cookie of a browser that just signed in to `username`: a new nonce each time. */
export function trustDevice(username: string): Promise<string> {
  return deviceCookie().serialize({ account: accountKey(username), nonce: crypto.randomBytes(16).toString("base64url") });
}

/** The nonce of the request's device cookie when it is genuine and names `username`; otherwise undefined. */
export async function trustedDevice(request: Request, username: string): Promise<string | undefined> {
  const parsed = DeviceCookieSchema.safeParse(await deviceCookie().parse(request.headers.get("Cookie")));
  return parsed.success && parsed.data.account === accountKey(username) ? parsed.data.nonce : undefined;
}
