// The hidden fields every cart form carries: the customer and address it was rendered for (rendered-for.ts), where
// to come back without JavaScript, and, for forms that run as fetchers, the marker that asks for a
// data answer (rendered only once JavaScript runs).
// Plain navigating forms (saved carts) pass `fetcher={false}`: they always get the 303 back, to
// `redirectTo` when given (else to the page they are on).
import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { FOR_ADDRESS_FIELD, FOR_CUSTOMER_FIELD } from "~/cart/rendered-for";
import type { ShellData } from "~/page/shell-data";

/** The customer and address the page serves as it renders the form: a post from a tab left behind after a switch is refused. */
export function RenderedForFields() {
  const shell = useRouteLoaderData<ShellData>("root");
  if (!shell) return null;
  return (
    <>
      <input type="hidden" name={FOR_CUSTOMER_FIELD} value={shell.customer?.clientId ?? ""} />
      <input type="hidden" name={FOR_ADDRESS_FIELD} value={shell.customer?.addressCode ?? ""} />
    </>
  );
}

export function CartHiddenFields({ intent, fetcher = true, redirectTo }: { intent: string; fetcher?: boolean; redirectTo?: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <RenderedForFields />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo ?? location.pathname + location.search} />
      {hydrated && fetcher ? <input type="hidden" name="js" value="1" /> : null}
    </>
  );
}
