// The error page of a download that failed (a CSV export, a document's PDF): a download is a resource
// route, with no page of its own, so its loader renders its failure here (app/page/page.server.ts
// runDownload), inside the shell. Opened directly, it is the 404 page.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";

export function loader({ context }: LoaderFunctionArgs): never {
  throw context.failedDownload ?? new Response("Not Found", { status: 404 });
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
