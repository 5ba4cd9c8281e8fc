// The newsletter sign-up (POST only). The footer form posts here: without JavaScript the answer
// comes back as a toast on the page the reader was on (303); the enhanced form gets it as data.
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { NewsletterSchema, type NewsletterOutcome } from "~/content/forms";
import type { Erp } from "~/erp/client.server";
import { ErpError, isOutcomeUnknown } from "~/erp/errors";
import { redirectWithToast } from "~/platform/flash.server";
import { isSpam } from "~/platform/honeypot.server";
import { logError } from "~/platform/log.server";
import type { Page } from "~/page/page.server";
import { safeRedirectPath } from "~/platform/redirect";
import { readPostedForm } from "~/page/posted-form.server";

/**
 * What a failed sign-up means for the customer: the ERP refuses an invalid address with a 417 and a
 * repeated one with a status answer ("error", "Already subscribed" in the request's language).
 */
export function newsletterFailure(error: unknown): Exclude<NewsletterOutcome, "success"> {
  if (error instanceof ErpError && error.kind === "rejected") return error.status === 417 ? "invalid" : "already";
  // Not confirmed within the page's budget: the address may have been signed up all the same.
  if (isOutcomeUnknown(error)) return "unconfirmed";
  return "failed";
}

async function subscribe(erp: Erp, email: string): Promise<NewsletterOutcome> {
  try {
    await erp.content.subscribeNewsletter(email);
    return "success";
  } catch (error) {
    const outcome = newsletterFailure(error);
    if (outcome === "failed") logError("newsletter sign-up failed", error);
    return outcome;
  }
}

export async function actNewsletter({ request, erpWithinBudget, session, localePath }: Page) {
  const formData = await readPostedForm(request);
  const submission = parseWithZod(formData, { schema: NewsletterSchema });
  // A robot filled in the hidden field: the usual thanks, and the ERP is not asked.
  const outcome: NewsletterOutcome = isSpam(formData)
    ? "success"
    : submission.status === "success"
      ? await subscribe(erpWithinBudget(), submission.value.email)
      : "invalid";
  if (formData.get("inline") === "1") return data({ outcome });
  const back = safeRedirectPath(formData.get("redirectTo"), localePath("/"));
  const kind = outcome === "success" ? "success" : outcome === "unconfirmed" ? "info" : "error";
  return redirectWithToast(session, back, { kind, key: `content.newsletter.${outcome}` });
}
