// Sign-in (loader and action shared by /pages/login and /pages/login_origin): rate limits, honeypot,
// the ERP login, then a brand-new session and a redirect to a same-site page; and sign-out.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { trustDevice, trustedDevice } from "~/account/device-cookie.server";
import { LoginSchema } from "~/account/login";
import { AGENT_PICKER_PATH, isAgentPage } from "~/platform/agent-paths";
import { rememberedRecentCustomers } from "~/platform/recent-customers.server";
import { clearTabs } from "~/catalog/shop-state.server";
import { isErpError } from "~/erp/errors";
import { documentRedirectWithToast } from "~/platform/flash.server";
import { getEnv } from "~/platform/env.server";
import { isSpam } from "~/platform/honeypot.server";
import { log, logError } from "~/platform/log.server";
import type { Page } from "~/page/page.server";
import { shopLoginLimiter, type LoginRefusal } from "~/platform/rate-limit.server";
import { safeRedirectPath } from "~/platform/redirect";
import { dropsSecureCookies } from "~/platform/secure-cookies";
import { destroySession, SessionStoreUnavailable, startAgentSession, startCustomerSession } from "~/platform/session.server";
import { readPostedForm } from "~/page/posted-form.server";

/** The ERP's refusal text for any bad credentials; shown in the reader's language. */
const ERP_AUTHENTICATION_FAILED = "Authentication Failed!";

/** Whether a sign-in at this address could not keep its session: in production the session cookie is Secure. */
function sessionCookieDropped(url: URL): boolean {
  return getEnv().NODE_ENV === "production" && dropsSecureCookies(url);
}

export async function loadLoginPage({ url, session, t, localePath }: Page) {
  // A sales agent who has not chosen a customer is signed in too.
  const name = session.get("name") ?? session.get("agentName");
  return {
    title: t("login.title"),
    description: t("login.description"),
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), localePath("/")),
    needsHttps: sessionCookieDropped(url) ? t("login.needsHttps") : null,
    signedIn: name
      ? {
          name,
          company: session.get("company") ?? "",
          addresses: session.get("addresses") ?? [],
          addressCode: session.get("addressCode") ?? "",
        }
      : null,
  };
}

export async function actLogin({ request, url, erp, session: previous, t, localePath, clientIp }: Page) {
  const formData = await readPostedForm(request);
  const submission = parseWithZod(formData, { schema: LoginSchema });
  const refuse = (status: number, message: string, headers?: HeadersInit) =>
    data(submission.reply({ formErrors: [message], hideFields: ["password"] }), { status, headers });
  const tooMany = ({ retryAfterSeconds }: LoginRefusal) => refuse(429, t("login.tooMany"), { "Retry-After": String(retryAfterSeconds) });

  const limiter = shopLoginLimiter();
  const overIpLimit = await limiter.attempt(clientIp);
  if (overIpLimit) {
    log("warn", "sign-in rate limit (client)", {});
    return tooMany(overIpLimit);
  }
  // The browser would drop the session cookie: say so rather than sign in to nothing (the ERP is not asked).
  if (sessionCookieDropped(url)) return refuse(400, t("login.needsHttps"));
  // A bot filled the hidden field: the same answer as bad credentials, the ERP is not asked.
  if (isSpam(formData)) return refuse(400, t("login.failed"));
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }

  const { username, password, redirectTo } = submission.value;
  // A browser that signed in to this account before is limited on its own, every other one with the account as a whole.
  const scope = { username, device: await trustedDevice(request, username) };
  // The try is reserved before the ERP is asked, so tries sent at once cannot all pass a count read before any failed.
  const waiting = await limiter.reserve(scope);
  if (waiting) {
    log("warn", scope.device ? "sign-in back-off (account from this browser)" : "sign-in back-off (account)", {});
    return tooMany(waiting);
  }

  let signedIn;
  try {
    signedIn = await erp.session.login(username, password);
  } catch (error) {
    // A rejection is the failure reserved above; any other fault is no verdict on the password.
    if (!isErpError(error, "rejected")) await limiter.release(scope);
    if (isErpError(error, "rejected")) {
      const message = error.messages[0] ?? ERP_AUTHENTICATION_FAILED;
      return refuse(400, message === ERP_AUTHENTICATION_FAILED ? t("login.failed") : message);
    }
    if (isErpError(error, "server")) {
      logError("sign-in: ERP server error", error, { kind: error.kind });
      return refuse(500, t("errors.server.message"));
    }
    if (isErpError(error)) {
      log("warn", "sign-in: ERP unavailable", { kind: error.kind });
      return refuse(503, t("login.unavailable"));
    }
    throw error;
  }

  await limiter.recordSuccess(scope);
  // A sales agent starts with no customer and lands on the customer picker (then back to `redirectTo`).
  const agentCode = signedIn.role === "agent" ? signedIn.agentCode : null;
  const target = safeRedirectPath(redirectTo, "");
  const landing = agentCode
    ? isAgentPage(target)
      ? target
      : localePath(AGENT_PICKER_PATH) + (target ? `?${new URLSearchParams({ redirectTo: target })}` : "")
    : target || localePath("/");
  let response;
  try {
    // A new session id on every sign-in (no fixation); the previous session and its tabs are ended.
    await destroySession(previous);
    const session = agentCode
      ? await startAgentSession(username, { ...signedIn, agentCode }, await rememberedRecentCustomers(request, agentCode))
      : await startCustomerSession(username, signedIn);
    // A new document with JavaScript too: the login page's bare layout has no shell, and a client
    // navigation from it painted the menu's placeholders first, then jumped when the menu came.
    response = await documentRedirectWithToast(session, landing, { kind: "success", key: "login.success" });
  } catch (error) {
    if (!(error instanceof SessionStoreUnavailable)) throw error;
    log("warn", "sign-in: session store unavailable", { error: error.message });
    return refuse(503, t("login.sessionUnavailable"));
  }
  response.headers.append("Set-Cookie", await clearTabs());
  response.headers.append("Set-Cookie", await trustDevice(username));
  return response;
}

/** Sign-out ends the session on the server (token, context, addresses, cart), forgets the search tabs, and lands on the login page. */
export async function actLogout({ session, localePath }: Page) {
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(session));
  headers.append("Set-Cookie", await clearTabs());
  return redirect(localePath("/pages/login"), { status: 303, headers });
}
