// /pages/contact-us: the contact form (prefilled for an article's assistance request) and its post,
// which hands the request to the ERP.
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { ContactSchema, contactPrefill } from "~/content/forms";
import { isErpError, isOutcomeUnknown } from "~/erp/errors";
import { WRITE_UNCONFIRMED } from "~/page/route-errors.server";
import { isSpam } from "~/platform/honeypot.server";
import { logError } from "~/platform/log.server";
import type { Page } from "~/page/page.server";
import { readPostedForm } from "~/page/posted-form.server";

export async function loadContactPage({ url, t }: Page) {
  return { ...contactPrefill(url.searchParams), title: t("contentPages.contact.title"), description: t("contentPages.contact.intro") };
}

/**
 * The form's answer: conform's result (a refusal or an unreachable ERP are the form's errors, under
 * the "Failed" title) and, once sent, the ERP's thank-you words.
 */
export async function actContact({ request, erpWithinBudget, t }: Page) {
  const formData = await readPostedForm(request);
  const submission = parseWithZod(formData, { schema: ContactSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: null }, { status: 400 });
  // A robot filled in the hidden field: thank it and send nothing.
  if (isSpam(formData)) return data({ result: submission.reply({ resetForm: true }), sent: "" });

  const form = submission.value;
  try {
    const sent = await erpWithinBudget().content.sendContactRequest({
      name: form.name,
      email: form.email,
      phone: form.phone,
      company: form.company,
      subject: form.subject || (form.sku ? t("contentPages.contact.assistanceSubject", { sku: form.sku }) : ""),
      message: form.sku ? `${t("contentPages.contact.article", { sku: form.sku })}\n\n${form.message}` : form.message,
      consent: form.consent,
      type: form.type,
    });
    return data({ result: submission.reply({ resetForm: true }), sent });
  } catch (error) {
    if (isErpError(error, "rejected")) {
      return data({ result: submission.reply({ formErrors: ["contentPages.contact.failed", ...error.messages] }), sent: null }, { status: 422 });
    }
    // Not confirmed within the page's budget: the request may well have arrived, so no "failed".
    if (isOutcomeUnknown(error)) return data({ result: submission.reply({ formErrors: [WRITE_UNCONFIRMED] }), sent: null }, { status: 202 });
    logError("contact request failed", error);
    return data(
      { result: submission.reply({ formErrors: ["contentPages.contact.failed", "contentPages.contact.unavailable"] }), sent: null },
      { status: 503 },
    );
  }
}
