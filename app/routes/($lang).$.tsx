// Every path no other route claims: the 404 page inside the shell (the root loader still runs).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { localeFromPath, translate } from "~/platform/i18n";
import { GeneralErrorBoundary, NotFoundPanel } from "~/platform/error-catalogue";

export function loader(_args: LoaderFunctionArgs): never {
  throw new Response("Not Found", { status: 404 });
}

export const meta: MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  return [{ title: `${translate(locale, "errors.notFound.title")} – ${translate(locale, "site.name")}` }];
};

export default function NotFound() {
  return <NotFoundPanel />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
