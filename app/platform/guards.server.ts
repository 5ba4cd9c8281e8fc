// Pages for signed-in customers only: a guest is sent to the login page, and back after signing in.
import { redirect } from "@remix-run/node";
import type { CustomerContext } from "~/erp/client.server";
import { localeFromPath, localizedPath } from "~/platform/i18n";
import { customerContextOf, getSession } from "~/platform/session.server";

/** The login page of the request's language, with a `redirectTo` back to the current page. */
export function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const login = localizedPath(localeFromPath(url.pathname), "/pages/login");
  return redirect(`${login}?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
}

/** The signed-in customer's context, or a redirect (thrown) to the login page. */
export async function requireCustomer(request: Request): Promise<CustomerContext> {
  const customer = customerContextOf(await getSession(request));
  if (!customer) throw loginRedirect(request);
  return customer;
}
