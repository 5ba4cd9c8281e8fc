// The newsletter sign-up (POST only; see app/content/newsletter.server.ts).
import { actNewsletter } from "~/content/newsletter.server";
import { pageAction } from "~/page/page";
import { GeneralErrorBoundary, NotFoundPanel } from "~/platform/error-catalogue";

export const action = /* @__PURE__ */ pageAction("anyone", actNewsletter);

/** The sign-up is a POST; opening the address is the 404 page inside the shell. */
export function loader(): never {
  throw new Response("Not Found", { status: 404 });
}

export default function Newsletter() {
  return <NotFoundPanel />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
