// Switching the delivery address: the code must be one of the signed-in customer's own addresses.
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { addToast } from "~/platform/flash.server";
import { requireCustomer } from "~/platform/guards.server";
import { localizedPath } from "~/platform/i18n";
import { i18next } from "~/platform/i18n.server";
import { safeRedirectPath } from "~/platform/redirect";
import { requireLocale } from "~/platform/request.server";
import type { RouteErrorBody } from "~/platform/route-errors";
import { commitSession, getSession } from "~/platform/session.server";

const AddressSwitch = z.object({
  addressCode: z.string().trim().min(1).max(64),
  redirectTo: z.string().max(2048).optional(),
});

export async function switchAddressAction({ request, params }: ActionFunctionArgs) {
  const locale = requireLocale(params);
  await requireCustomer(request);
  const [session, formData, t] = await Promise.all([getSession(request), request.formData(), i18next.getFixedT(request)]);
  const parsed = AddressSwitch.safeParse(Object.fromEntries(formData));
  const addresses = session.get("addresses") ?? [];
  if (!parsed.success || !addresses.some((address) => address.code === parsed.data.addressCode)) {
    throw data<RouteErrorBody>({ kind: "otherStatus", messages: [t("addressSwitch.forbidden")] }, { status: 403 });
  }
  session.set("addressCode", parsed.data.addressCode);
  // The cart belongs to the address: the next page loads the new address's cart.
  session.set("cartId", 0);
  addToast(session, { kind: "success", key: "addressSwitch.changed" });
  return redirect(safeRedirectPath(parsed.data.redirectTo, localizedPath(locale, "/")), {
    status: 303,
    headers: { "Set-Cookie": await commitSession(session) },
  });
}
