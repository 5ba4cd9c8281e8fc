// /pages/account: the customer's data, their sales agent and delivery addresses, and the password
// change (ERP), which redirects back with a toast; errors re-render the form. The search settings
// have a page of their own (settings-page.server.ts).
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { isErpError } from "~/erp/errors";
import { formRefusal } from "~/page/route-errors.server";
import { redirectWithToast } from "~/platform/flash.server";
import { addressLine } from "~/platform/i18n";
import type { CustomerPage } from "~/page/page.server";
import { ChangePasswordSchema } from "./forms";
import { readPostedForm } from "~/page/posted-form.server";

export async function loadAccountPage({ erp, session, agent }: CustomerPage) {
  const [customer, addresses] = await Promise.all([erp.account.customer(), erp.account.addresses()]);
  const selectedAddress = session.get("addressCode") ?? "";
  // The referral agent is the current delivery address's (none when the ERP names none).
  const current = addresses.find((address) => address.code === selectedAddress);
  return {
    customer: {
      code: customer.code,
      company: customer.companyName,
      name: [customer.firstName, customer.lastName].filter(Boolean).join(" "),
      vat: customer.vatNumber,
      taxCode: customer.taxCode,
      address: addressLine(customer),
      phone: customer.phone,
      email: customer.email,
      pec: customer.pec,
      sdi: customer.sdiCode,
      discount: customer.discountCode,
      paymentMethod: customer.paymentMethod,
      freightTerms: customer.freightTerms,
      carrier: customer.carrier,
      agent: customer.agent,
    },
    addresses: addresses.map((address) => ({
      code: address.code,
      label: address.label,
      street: address.street,
      place: [address.postalCode, address.city, address.province && `(${address.province})`].filter(Boolean).join(" "),
      agent: address.agentName,
      paymentMethod: address.paymentMethod,
      freightTerms: address.freightTerms,
      carrier: address.carrier,
    })),
    selectedAddress,
    referralAgent:
      current && (current.agentName || current.agentCode) ? { name: current.agentName || current.agentCode, code: current.agentCode } : null,
    // An agent acting for the customer never changes the customer's credentials.
    canChangePassword: !agent,
  };
}

export async function actAccount({ request, erpWithinBudget, session, agent, localePath }: CustomerPage) {
  const formData = await readPostedForm(request);
  const back = localePath("/pages/account");
  const intent = formData.get("intent");

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
    const hidden = ["currentPassword", "newPassword", "confirmPassword"];
    if (submission.status !== "success") {
      return data({ intent: "password" as const, result: submission.reply({ hideFields: hidden }) }, { status: 400 });
    }
    const notAllowed = () =>
      data(
        { intent: "password" as const, result: submission.reply({ formErrors: ["account.changePassword.notAllowed"], hideFields: hidden }) },
        { status: 403 },
      );
    if (agent) return notAllowed();
    try {
      // Answered within the page's budget; a change the ERP has not confirmed by then is the page's
      // "being checked" panel (routeErrorFromErp), never "try again".
      await erpWithinBudget().session.changePassword(submission.value.currentPassword, submission.value.newPassword);
    } catch (error) {
      if (isErpError(error, "rejected") && error.status === 403) return notAllowed();
      // The ERP's reason (a wrong current password, a new one it refuses), or "not available here"
      // where the deployment has no password change; anything else is a failure of the page.
      const refusal = formRefusal(error, "account.changePassword.wrong");
      if (!refusal) throw error;
      return data({ intent: "password" as const, result: submission.reply({ formErrors: refusal, hideFields: hidden }) }, { status: 422 });
    }
    return redirectWithToast(session, back, { kind: "success", key: "account.changePassword.success" });
  }

  return data({ intent: null, result: null }, { status: 400 });
}
