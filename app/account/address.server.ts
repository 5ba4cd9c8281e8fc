// Switching the delivery address: the code must be one of the signed-in customer's own addresses.
import { data } from "@remix-run/node";
import { z } from "zod";
import { redirectWithToast } from "~/platform/flash.server";
import type { CustomerPage } from "~/page/page.server";
import { safeRedirectPath } from "~/platform/redirect";
import type { RouteErrorBody } from "~/platform/error-catalogue";
import { readPostedForm } from "~/page/posted-form.server";

const AddressSwitch = z.object({
  addressCode: z.string().trim().min(1).max(64),
  redirectTo: z.string().max(2048).optional(),
});

export async function switchAddress({ request, session, t, localePath }: CustomerPage) {
  const parsed = AddressSwitch.safeParse(Object.fromEntries(await readPostedForm(request)));
  const addresses = session.get("addresses") ?? [];
  if (!parsed.success || !addresses.some((address) => address.code === parsed.data.addressCode)) {
    throw data<RouteErrorBody>({ kind: "otherStatus", messages: [t("addressSwitch.forbidden")] }, { status: 403 });
  }
  session.set("addressCode", parsed.data.addressCode);
  // The cart belongs to the address: the next page loads the new address's cart.
  session.set("cartId", 0);
  return redirectWithToast(session, safeRedirectPath(parsed.data.redirectTo, localePath("/")), { kind: "success", key: "addressSwitch.changed" });
}
