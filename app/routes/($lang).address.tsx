// The delivery address switch (POST from the header's AddressSelector). A GET changes nothing.
import type { MetaFunction } from "@remix-run/node";
import { switchAddress } from "~/account/address.server";
import { goHome } from "~/account/post-only.server";
import { pageTitle } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";

export const meta: MetaFunction = () => [{ title: pageTitle(undefined) }];

export const loader = /* @__PURE__ */ pageLoader("anyone", goHome);

export const action = /* @__PURE__ */ pageAction("customer", switchAddress);

/**
 * Never rendered on success (the action redirects); being a page route is what lets a refused
 * switch (403) show the translated error panel inside the shell.
 */
export default function Address() {
  return null;
}

export const ErrorBoundary = () => <GeneralErrorBoundary />;
