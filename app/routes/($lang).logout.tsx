// Sign-out: a POST that ends the session on the server (token, context, addresses, cart) and forgets
// the search tabs, then lands on the login page. A GET changes nothing: it just goes home.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { clearTabs } from "~/catalog/shop-state.server";
import { localizedPath } from "~/platform/i18n";
import { requireLocale } from "~/platform/request.server";
import { destroySession, getSession } from "~/platform/session.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(localizedPath(requireLocale(params), "/"));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const locale = requireLocale(params);
  const session = await getSession(request);
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(session));
  headers.append("Set-Cookie", await clearTabs());
  return redirect(localizedPath(locale, "/pages/login"), { status: 303, headers });
}
