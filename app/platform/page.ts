// The page contract's wiring for route modules (`export const loader = pageLoader("customer", load)`).
// A route module also runs in the browser, for its component, and the browser build leaves every
// *.server module empty: so these wrappers only build the loader and action, and the work they
// call (app/platform/page.server.ts) runs on the server alone.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { runAction, runLoader, type Access, type CachePolicy, type PageOf } from "~/platform/page.server";

/** A page's loader: `load` returns the view model; the answer gets the cache policy and `page.headers`. */
export function pageLoader<A extends Access, T>(access: A, load: (page: PageOf<A>) => Promise<T>, cache: CachePolicy = "private") {
  return (args: LoaderFunctionArgs) => runLoader(args, access, load, cache);
}

/** A page's action: `act` answers what it likes (`data` with a status, a redirect); failures map as for loaders. */
export function pageAction<A extends Access, T>(access: A, act: (page: PageOf<A>) => Promise<T>) {
  return (args: ActionFunctionArgs) => runAction(args, access, act);
}

/** A resource route's loader (a file, JSON): `load` answers the Response itself, so it runs as an action does. */
export function resourceLoader<A extends Access>(access: A, load: (page: PageOf<A>) => Promise<Response>) {
  return (args: LoaderFunctionArgs) => runAction(args, access, load);
}
