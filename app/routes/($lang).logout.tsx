// Sign-out: a POST that destroys the session (token, context, addresses, cart, tabs and facets all
// live in it) and lands on the login page. A GET changes nothing: it just goes home.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { localizedPath } from "~/platform/i18n";
import { requireLocale } from "~/platform/request.server";
import { destroySession, getSession } from "~/platform/session.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(localizedPath(requireLocale(params), "/"));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const locale = requireLocale(params);
  const session = await getSession(request);
  return redirect(localizedPath(locale, "/pages/login"), {
    status: 303,
    headers: { "Set-Cookie": await destroySession(session) },
  });
}
