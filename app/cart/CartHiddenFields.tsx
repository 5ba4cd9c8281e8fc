// The hidden fields every cart form carries: where to come back without JavaScript, and, for forms
// that run as fetchers, the marker that asks for a data answer (rendered only once JavaScript runs).
// Plain navigating forms (saved carts) pass `fetcher={false}`: they always get the 303 back, to
// `redirectTo` when given (else to the page they are on).
import { useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";

export function CartHiddenFields({ intent, fetcher = true, redirectTo }: { intent: string; fetcher?: boolean; redirectTo?: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo ?? location.pathname + location.search} />
      {hydrated && fetcher ? <input type="hidden" name="js" value="1" /> : null}
    </>
  );
}
