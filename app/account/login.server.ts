// Sign-in (loader and action shared by /pages/login and /pages/login_origin): rate limits, honeypot,
// the ERP login, then a brand-new session and a redirect to a same-site page.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { LoginSchema } from "~/account/login";
import { clearTabs } from "~/catalog/shop-state.server";
import { honeypotFilled } from "~/platform/honeypot";
import { isErpError } from "~/erp/errors";
import { addToast } from "~/platform/flash.server";
import { localizedPath } from "~/platform/i18n";
import { i18next } from "~/platform/i18n.server";
import { log, logError } from "~/platform/log.server";
import { shopLoginLimiter, type LoginRefusal } from "~/platform/rate-limit.server";
import { safeRedirectPath } from "~/platform/redirect";
import { getErp, requireLocale } from "~/platform/request.server";
import { commitSession, destroySession, getSession, startCustomerSession } from "~/platform/session.server";

/** The ERP's refusal text for any bad credentials; shown in the reader's language. */
const ERP_AUTHENTICATION_FAILED = "Authentication Failed!";

export async function loginLoader({ request, params }: LoaderFunctionArgs) {
  const locale = requireLocale(params);
  const url = new URL(request.url);
  const [session, t] = await Promise.all([getSession(request), i18next.getFixedT(request)]);
  const name = session.get("name");
  return {
    title: t("login.title"),
    description: t("login.description"),
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), localizedPath(locale, "/")),
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

export async function loginAction(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  const locale = requireLocale(params);
  const [formData, t] = await Promise.all([request.formData(), i18next.getFixedT(request)]);
  const submission = parseWithZod(formData, { schema: LoginSchema });
  const refuse = (status: number, message: string, headers?: HeadersInit) =>
    data(submission.reply({ formErrors: [message], hideFields: ["password"] }), { status, headers });
  const tooMany = ({ retryAfterSeconds }: LoginRefusal) => refuse(429, t("login.tooMany"), { "Retry-After": String(retryAfterSeconds) });

  const limiter = shopLoginLimiter();
  const clientIp = context.clientIp ?? "unknown";
  const overIpLimit = await limiter.attempt(clientIp);
  if (overIpLimit) {
    log("warn", "sign-in rate limit (client)", {});
    return tooMany(overIpLimit);
  }
  // A bot filled the hidden field: the same answer as bad credentials, the ERP is not asked.
  if (honeypotFilled(formData)) return refuse(400, t("login.failed"));
  if (submission.status !== "success") {
    return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }

  const { username, password, redirectTo } = submission.value;
  const waiting = await limiter.backoff(username, clientIp);
  if (waiting) {
    log("warn", "sign-in back-off (account from this client)", {});
    return tooMany(waiting);
  }

  const erp = await getErp(args);
  let signedIn;
  try {
    signedIn = await erp.session.login(username, password);
  } catch (error) {
    if (isErpError(error, "rejected")) {
      await limiter.recordFailure(username, clientIp);
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

  await limiter.recordSuccess(username, clientIp);
  // A new session id on every sign-in (no fixation); the previous session and its tabs are ended.
  await destroySession(await getSession(request));
  const session = await startCustomerSession(username, signedIn);
  addToast(session, { kind: "success", key: "login.success" });
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(session));
  headers.append("Set-Cookie", await clearTabs());
  return redirect(safeRedirectPath(redirectTo, localizedPath(locale, "/")), { status: 303, headers });
}
