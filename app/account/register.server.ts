// Registration and password reset: public forms for guests, with a honeypot. The ERP's refusal
// message is shown as it comes; an unknown user asking for a new password gets the same answer as
// a known one (nobody learns who is a customer), only an ERP outage is reported as a failure.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect } from "@remix-run/node";
import { ErpError, isErpError, isOutcomeUnknown } from "~/erp/errors";
import { WRITE_UNCONFIRMED } from "~/page/route-errors.server";
import { isSpam } from "~/platform/honeypot.server";
import { logError } from "~/platform/log.server";
import type { Page } from "~/page/page.server";
import { ForgotPasswordSchema, RegistrationSchema } from "./forms";
import { readPostedForm } from "~/page/posted-form.server";

/** The registration and password pages are for guests (a signed-in customer goes to the dashboard); `done` shows the answer. */
export async function loadGuestPage({ customer, url, localePath }: Page) {
  if (customer) throw redirect(localePath("/pages/dashboard"));
  return { done: url.searchParams.get("done") === "1" };
}

/** Back to the form's own page, which shows its answer (`?done=1`). */
function donePage(url: URL) {
  return redirect(`${url.pathname}?done=1`, 303);
}

export async function actRegister({ request, url, erpWithinBudget }: Page) {
  const formData = await readPostedForm(request);
  const submission = parseWithZod(formData, { schema: RegistrationSchema });
  if (isSpam(formData)) {
    return data({ result: submission.reply(), failed: true, messages: [] as string[] }, { status: 400 });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply(), failed: false, messages: [] as string[] }, { status: 400 });
  }
  const form = submission.value;
  try {
    await erpWithinBudget().session.register({
      name: `${form.firstName} ${form.lastName}`,
      email: form.email,
      vat: form.vat,
      phone: form.phone,
      company: form.company,
      taxCode: form.taxCode,
      address: form.address,
      city: form.city,
      province: form.province,
      postalCode: form.postalCode,
      consent: true,
    });
  } catch (error) {
    if (isErpError(error, "rejected")) {
      return data({ result: submission.reply(), failed: true, messages: error.messages }, { status: 422 });
    }
    // Not confirmed within the page's budget: the account may have been made, so no "failed".
    if (isOutcomeUnknown(error)) return data({ result: submission.reply(), failed: false, messages: [WRITE_UNCONFIRMED] }, { status: 202 });
    if (error instanceof ErpError) {
      logError("Registration failed", error, { kind: error.kind, status: error.status });
      return data({ result: submission.reply(), failed: true, messages: [] as string[] }, { status: 503 });
    }
    throw error;
  }
  return donePage(url);
}

export async function actForgotPassword({ request, url, erp }: Page) {
  const formData = await readPostedForm(request);
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
  const done = donePage(url);
  // A bot filling the honeypot gets the usual answer and nothing is asked of the ERP.
  if (isSpam(formData)) return done;
  if (submission.status !== "success") return data({ result: submission.reply(), failed: false }, { status: 400 });
  try {
    await erp.session.resetPassword(submission.value.username);
  } catch (error) {
    // "Rejected" is the ERP's answer for an unknown user: the same answer as for a known one.
    if (isErpError(error, "rejected")) return done;
    if (error instanceof ErpError) {
      logError("Password reset failed", error, { kind: error.kind, status: error.status });
      return data({ result: submission.reply(), failed: true }, { status: 503 });
    }
    throw error;
  }
  return done;
}
