// The account pages' entry: a signed-in customer (a guest goes to the login page), their ERP client,
// and ERP failures turned into the route's error panel; an expired ERP token (401) counts as signed
// out and goes to the login page too.
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Erp } from "~/erp/client.server";
import { isErpError } from "~/erp/errors";
import type { Locale } from "~/platform/i18n";
import { loginRedirect, requireCustomer } from "~/platform/guards.server";
import { getErp, requireLocale } from "~/platform/request.server";
import { guardErp } from "~/platform/route-errors.server";
import { CACHE_CONTROL } from "~/platform/cache-control";

export async function accountRequest(args: Pick<LoaderFunctionArgs, "request" | "params" | "context">): Promise<{ erp: Erp; locale: Locale }> {
  const locale = requireLocale(args.params);
  await requireCustomer(args.request);
  return { erp: await getErp(args), locale };
}

/** Awaits account data: a 401 sends the customer to sign in again, other failures show the error panel. */
export async function guardAccount<T>(request: Request, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isErpError(error, "http") && error.status === 401) throw loginRedirect(request);
    return guardErp(Promise.reject(error));
  }
}

/** Responses with customer data are never stored by a shared cache. */
export const PRIVATE = { "Cache-Control": CACHE_CONTROL.private } as const;
