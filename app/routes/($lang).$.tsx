// Every path no other route claims: the 404 page inside the shell (the root loader still runs).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NotFoundPanel } from "~/shell/ErrorBoundary";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";

export function loader(_args: LoaderFunctionArgs): never {
  throw new Response("Not Found", { status: 404 });
}

export default function NotFound() {
  return <NotFoundPanel />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
