// Per-request plumbing every loader uses: the locale from the URL, the customer from the session,
// and one ERP client for the whole request (root and route loaders share it).
import type { AppLoadContext } from "@remix-run/node";
import { createErp, type Erp } from "~/erp/client.server";
import { localeFromParam, localeFromPath, type Locale } from "~/platform/i18n";
import { customerContextOf, getSession } from "~/platform/session.server";

interface RequestArgs {
  request: Request;
  context: AppLoadContext;
}

export function getErp({ request, context }: RequestArgs): Promise<Erp> {
  context.erp ??= getSession(request).then((session) =>
    createErp({
      lang: localeFromPath(new URL(request.url).pathname),
      signal: request.signal,
      customer: customerContextOf(session),
    }),
  );
  return context.erp;
}

/** The locale of a `($lang)` route; any prefix other than "en" is a 404. */
export function requireLocale(params: { lang?: string }): Locale {
  const locale = localeFromParam(params.lang);
  if (!locale) throw new Response("Not Found", { status: 404 });
  return locale;
}
