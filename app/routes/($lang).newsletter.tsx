// The newsletter sign-up (POST only). The footer form posts here: without JavaScript the answer
// comes back as a toast on the page the reader was on (303); the enhanced form gets it as data.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { NewsletterSchema, newsletterFailure, type NewsletterOutcome } from "~/content/forms";
import { addToast } from "~/platform/flash.server";
import { localizedPath } from "~/platform/i18n";
import { safeRedirectPath } from "~/platform/redirect";
import { getErp, requireLocale } from "~/platform/request.server";
import { logError } from "~/platform/log.server";
import { getSession, sessionStorage } from "~/platform/session.server";
import { GeneralErrorBoundary, NotFoundPanel } from "~/shell/ErrorBoundary";

async function subscribe(args: ActionFunctionArgs, email: string): Promise<NewsletterOutcome> {
  const erp = await getErp(args);
  try {
    await erp.content.subscribeNewsletter(email);
    return "success";
  } catch (error) {
    const outcome = newsletterFailure(error);
    if (outcome === "failed") logError("newsletter sign-up failed", error);
    return outcome;
  }
}

export async function action(args: ActionFunctionArgs) {
  const locale = requireLocale(args.params);
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: NewsletterSchema });
  const outcome: NewsletterOutcome = submission.status === "success" ? await subscribe(args, submission.value.email) : "invalid";
  if (formData.get("inline") === "1") return data({ outcome });

  const session = await getSession(args.request);
  addToast(session, { kind: outcome === "success" ? "success" : "error", key: `content.newsletter.${outcome}` });
  const back = safeRedirectPath(formData.get("redirectTo"), localizedPath(locale, "/"));
  return redirect(back, { status: 303, headers: { "Set-Cookie": await sessionStorage().commitSession(session) } });
}

/** The sign-up is a POST; opening the address is the 404 page inside the shell. */
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

export default function Newsletter() {
  return <NotFoundPanel />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
