// The delivery address switch (POST from the header's AddressSelector). A GET changes nothing.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { switchAddressAction } from "~/account/address.server";
import { localizedPath } from "~/platform/i18n";
import { requireLocale } from "~/platform/request.server";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { pageTitle } from "~/platform/meta";

export const meta: MetaFunction = () => [{ title: pageTitle(undefined) }];

export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(localizedPath(requireLocale(params), "/"));
}

export const action = switchAddressAction;

/**
 * Never rendered on success (the action redirects); being a page route is what lets a refused
 * switch (403) show the translated error panel inside the shell.
 */
export default function Address() {
  return null;
}

export const ErrorBoundary = () => <GeneralErrorBoundary />;
