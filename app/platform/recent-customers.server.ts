// The customers an agent acted for lately, remembered by the browser in a signed cookie of their
// own, so that they outlive sign-out and the next sign-in starts with them. The cookie names the
// agent it belongs to: another agent signing in on the same browser starts without them.
import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { getEnv } from "~/platform/env.server";
import { RECENT_CUSTOMERS, type RecentCustomer } from "~/platform/session.server";

const NINETY_DAYS_SECONDS = 60 * 60 * 24 * 90;

const RecentCookieValue = z.object({
  agentCode: z.string().max(40),
  customers: z.array(z.object({ clientId: z.string().max(20), company: z.string().max(200), city: z.string().max(100) })).max(RECENT_CUSTOMERS),
});

let cookieInstance: ReturnType<typeof createCookie> | undefined;
function recentCookie() {
  const env = getEnv();
  cookieInstance ??= createCookie("agent_recent", {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: env.NODE_ENV === "production",
    secrets: env.SESSION_SECRET.split(",").map((secret) => secret.trim()),
    maxAge: NINETY_DAYS_SECONDS,
  });
  return cookieInstance;
}

/** The recent customers this browser remembers for `agentCode` (none for another agent, or a cookie that does not read). */
export async function rememberedRecentCustomers(request: Request, agentCode: string): Promise<RecentCustomer[]> {
  const parsed = RecentCookieValue.safeParse(await recentCookie().parse(request.headers.get("Cookie")));
  return parsed.success && parsed.data.agentCode === agentCode ? parsed.data.customers : [];
}

/** The Set-Cookie header that remembers `customers` as the agent's recent customers. */
export function rememberRecentCustomers(agentCode: string, customers: RecentCustomer[]): Promise<string> {
  return recentCookie().serialize({ agentCode, customers: customers.slice(0, RECENT_CUSTOMERS) });
}
