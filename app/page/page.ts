// The page contract's wiring for route modules (`export const loader = pageLoader("customer", load)`).
// A route module also runs in the browser, for its component, and the browser build leaves every
// *.server module empty: so these wrappers only build the loader and action, and the work they
// call (app/page/page.server.ts) runs on the server alone.
// Routes mark each call `/* @__PURE__ */` so that the browser build drops it with this module:
// unmarked, every page loads one module more and the build grows 4.4 KB (measured 2026-12-02 with
// and without the marks, docs/decisions/page-contract.md).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { runDownload, runHandler, runLoader, runShellLoader, type Access, type Page, type PageOf } from "~/page/page.server";

/** A page's loader: `load` returns the view model; the answer carries `page.headers` and a private Cache-Control. */
export function pageLoader<A extends Access, T>(access: A, load: (page: PageOf<A>) => Promise<T>) {
  return (args: LoaderFunctionArgs) => runLoader(args, access, load);
}

/** The root loader: the shell's data for every page, opened as pages are (app/root.tsx). */
export function shellLoader<T>(load: (page: Page) => Promise<T>) {
  return (args: LoaderFunctionArgs) => runShellLoader(args, load);
}

/** A page's action: `act` answers what it likes (`data` with a status, a redirect); failures map as for loaders. */
export function pageAction<A extends Access, T>(access: A, act: (page: PageOf<A>) => Promise<T>) {
  return (args: ActionFunctionArgs) => runHandler(args, access, act);
}

/**
 * A resource route's loader (a JSON, CSV or file answer): `load` answers the Response itself, with its
 * own status and headers (a resource route sends only the data of a `data()` result, without its
 * status or headers); failures map as for pages.
 */
export function resourceLoader<A extends Access>(access: A, load: (page: PageOf<A>) => Promise<Response>) {
  return (args: LoaderFunctionArgs) => runHandler(args, access, load);
}

/** A download's loader (a CSV export, a document's PDF): as `resourceLoader`, and a failure is the shop's error page. */
export function downloadLoader<A extends Access>(access: A, load: (page: PageOf<A>) => Promise<Response>) {
  return (args: LoaderFunctionArgs) => runDownload(args, access, load);
}
