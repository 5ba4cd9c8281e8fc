// The account page's two forms: settings (price view, autocomplete) kept in the session, and the
// password change (ERP). Both redirect back with a toast; errors re-render the form.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { isErpError } from "~/erp/errors";
import { addToast } from "~/platform/flash.server";
import { localizedPath } from "~/platform/i18n";
import { getSession, sessionStorage } from "~/platform/session.server";
import { ChangePasswordSchema, SettingsSchema } from "./forms";
import { accountRequest, guardAccount } from "./guard.server";

export async function accountAction(args: ActionFunctionArgs) {
  const { erp, locale } = await accountRequest(args);
  const formData = await args.request.formData();
  const session = await getSession(args.request);
  const back = localizedPath(locale, "/pages/account");
  const intent = formData.get("intent");

  if (intent === "settings") {
    const submission = parseWithZod(formData, { schema: SettingsSchema });
    if (submission.status !== "success") {
      return data({ intent: "settings" as const, result: submission.reply() }, { status: 400 });
    }
    session.set("priceView", submission.value.priceView);
    session.set("disableAutocomplete", submission.value.autocomplete === "off");
    addToast(session, { kind: "success", key: "account.settings.saved" });
    return redirect(back, { status: 303, headers: { "Set-Cookie": await sessionStorage().commitSession(session) } });
  }

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
    const hidden = ["currentPassword", "newPassword", "confirmPassword"];
    if (submission.status !== "success") {
      return data({ intent: "password" as const, result: submission.reply({ hideFields: hidden }) }, { status: 400 });
    }
    try {
      await erp.session.changePassword(submission.value.currentPassword, submission.value.newPassword);
    } catch (error) {
      // The ERP refuses a wrong current password ("Password is wrong"); anything else is a failure.
      if (!isErpError(error, "rejected")) await guardAccount(args.request, Promise.reject(error));
      return data(
        { intent: "password" as const, result: submission.reply({ formErrors: ["account.changePassword.wrong"], hideFields: hidden }) },
        { status: 422 },
      );
    }
    addToast(session, { kind: "success", key: "account.changePassword.success" });
    return redirect(back, { status: 303, headers: { "Set-Cookie": await sessionStorage().commitSession(session) } });
  }

  return data({ intent: null, result: null }, { status: 400 });
}
