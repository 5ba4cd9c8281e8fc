// Registration and password reset: public forms for guests, with a honeypot. The ERP's refusal
// message is shown as it comes; an unknown user asking for a new password gets the same answer as
// a known one (nobody learns who is a customer), only an ERP outage is reported as a failure.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { ErpError, isErpError } from "~/erp/errors";
import { localizedPath } from "~/platform/i18n";
import { logError } from "~/platform/log.server";
import { getErp, requireLocale } from "~/platform/request.server";
import { customerContextOf, getSession } from "~/platform/session.server";
import { honeypotFilled } from "~/platform/honeypot";
import { ForgotPasswordSchema, RegistrationSchema } from "./forms";
import { CACHE_CONTROL } from "~/platform/cache-control";

/** Guests only: a signed-in customer is sent to the dashboard. */
export async function guestOnly(args: LoaderFunctionArgs) {
  const locale = requireLocale(args.params);
  if (customerContextOf(await getSession(args.request))) throw redirect(localizedPath(locale, "/pages/dashboard"));
  const done = new URL(args.request.url).searchParams.get("done") === "1";
  return data({ done }, { headers: { "Cache-Control": CACHE_CONTROL.private } });
}

export async function registerAction(args: ActionFunctionArgs, path: string) {
  const locale = requireLocale(args.params);
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: RegistrationSchema });
  if (honeypotFilled(formData)) {
    return data({ result: submission.reply(), failed: true, messages: [] as string[] }, { status: 400 });
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply(), failed: false, messages: [] as string[] }, { status: 400 });
  }
  const form = submission.value;
  const erp = await getErp(args);
  try {
    await erp.session.register({
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
    if (error instanceof ErpError) {
      logError("Registration failed", error, { kind: error.kind, status: error.status });
      return data({ result: submission.reply(), failed: true, messages: [] as string[] }, { status: 503 });
    }
    throw error;
  }
  return redirect(`${localizedPath(locale, path)}?done=1`, 303);
}

export async function forgotPasswordAction(args: ActionFunctionArgs) {
  const locale = requireLocale(args.params);
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
  const done = redirect(`${localizedPath(locale, "/pages/forgot-password")}?done=1`, 303);
  // A bot filling the honeypot gets the usual answer and nothing is asked of the ERP.
  if (honeypotFilled(formData)) return done;
  if (submission.status !== "success") return data({ result: submission.reply(), failed: false }, { status: 400 });
  const erp = await getErp(args);
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
