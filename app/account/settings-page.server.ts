// /pages/settings: the customer's search settings at the session's delivery address (net or gross
// prices, search suggestions), as the ERP keeps them. Customer and address come from the session
// only. While the distributor's lock (`admin_disable_gross_price_view`) is set, the price view is
// net and cannot be changed: the form says why, and a forged post is refused here, before the ERP.
// A save is read back: the ERP refuses a change with a message and HTTP 200, which only the next
// read shows. A deployment without the calls answers 404: this page does not exist there.
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { CustomerPage } from "~/page/page.server";
import { readPostedForm } from "~/page/posted-form.server";
import { notFoundPageOnErp404 } from "~/page/route-errors.server";
import { forgetShopSettings } from "~/page/shop-settings.server";
import { redirectWithToast } from "~/platform/flash.server";
import { SettingsSchema } from "./forms";

export async function loadSettingsPage({ erp, session, customer }: CustomerPage) {
  const settings = await notFoundPageOnErp404(erp.settings.read());
  const address = (session.get("addresses") ?? []).find((entry) => entry.code === customer.addressCode);
  return {
    priceView: settings.netOnly ? ("net" as const) : ("gross" as const),
    autocomplete: settings.autocompleteOff ? ("off" as const) : ("on" as const),
    grossLocked: settings.grossLocked,
    address: { code: customer.addressCode, line: address ? [address.street, address.city].filter(Boolean).join(", ") : "" },
  };
}

export async function actSettings({ request, erp, session, customer, localePath }: CustomerPage) {
  const submission = parseWithZod(await readPostedForm(request), { schema: SettingsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const current = await notFoundPageOnErp404(erp.settings.read());
  const { priceView, autocomplete } = submission.value;
  if (current.grossLocked && priceView === "gross") {
    return data({ result: submission.reply({ formErrors: ["account.settings.locked"] }) }, { status: 403 });
  }
  if (!current.grossLocked && !priceView) {
    return data({ result: submission.reply({ fieldErrors: { priceView: ["accountForms.invalidChoice"] } }) }, { status: 400 });
  }
  const choice = { netOnly: current.grossLocked || priceView === "net", autocompleteOff: autocomplete === "off" };
  const message = await erp.settings.save(choice);
  forgetShopSettings(customer);
  const saved = await erp.settings.read();
  if (saved.netOnly !== choice.netOnly || saved.autocompleteOff !== choice.autocompleteOff) {
    return data({ result: submission.reply({ formErrors: [message || "account.settings.refused"] }) }, { status: 422 });
  }
  return redirectWithToast(session, localePath("/pages/settings"), { kind: "success", key: "account.settings.saved" });
}
