// /pages/declarations: the customer's declarations of intent (dichiarazioni d'intento) with what is
// left of each plafond, and the form that registers a new one. The form is checked here with the same
// rules the browser uses (vat-exemptions.ts); the ERP's refusal (a malformed protocol, a year already
// declared) is shown on the form with everything typed kept. A deployment without declarations
// answers 404: this page does not exist there (and the account shows no link to it).
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import { isValidDeclaration, remainingPlafond } from "~/cart/plafond";
import { usedPercent, VAT_EXEMPTIONS_PATH, vatExemptionSchema, vatExemptionStateKey } from "~/account/vat-exemptions";
import type { CustomerPage } from "~/page/page.server";
import { readPostedForm } from "~/page/posted-form.server";
import { formRefusal } from "~/page/route-errors.server";
import { customerVatExemptions, forgetVatExemptions } from "~/page/vat-exemptions.server";
import { redirectWithToast } from "~/platform/flash.server";
import { todayInRome } from "~/platform/i18n";

export async function loadVatExemptionsPage({ erp, customer }: CustomerPage) {
  const declarations = await customerVatExemptions(erp, customer, { fresh: true });
  if (declarations === null) throw new Response("Not Found", { status: 404 });
  const today = todayInRome();
  return {
    today,
    remaining: remainingPlafond(declarations, today),
    declarations: declarations.map((declaration) => ({
      protocol: declaration.protocol,
      protocolDate: declaration.protocolDate,
      year: declaration.year,
      amount: declaration.amount,
      used: declaration.used,
      remaining: declaration.remaining,
      validFrom: declaration.validFrom,
      validTo: declaration.validTo,
      valid: isValidDeclaration(declaration, today),
      stateKey: vatExemptionStateKey(declaration.status),
      status: declaration.status,
      usedPercent: usedPercent(declaration.amount, declaration.used),
    })),
  };
}

export async function actVatExemptions({ request, erpWithinBudget, session, customer, localePath }: CustomerPage) {
  const submission = parseWithZod(await readPostedForm(request), { schema: vatExemptionSchema(todayInRome()) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    // Answered within the page's budget; one the ERP has not confirmed by then is the page's "being checked" panel.
    await erpWithinBudget().vatExemptions.register(submission.value);
  } catch (error) {
    // The ERP's reason (a malformed protocol, a year already declared), or "not available here".
    const refusal = formRefusal(error, "vatExemptions.refused");
    if (!refusal) throw error;
    return data({ result: submission.reply({ formErrors: refusal }) }, { status: 422 });
  }
  forgetVatExemptions(customer);
  return redirectWithToast(session, localePath(VAT_EXEMPTIONS_PATH), {
    kind: "success",
    key: "vatExemptions.registered",
    values: { protocol: submission.value.protocol, year: submission.value.year },
  });
}
