// The hidden fields every cart form carries: where to come back without JavaScript, and the
// marker that asks for a data answer (rendered only once JavaScript runs).
import { useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";

export function CartHiddenFields({ intent }: { intent: string }) {
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
    </>
  );
}
