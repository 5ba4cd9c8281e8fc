// A page that totals the cart its own way (the checkout, by the delivery chosen) hands the header
// cart the same figures through its route handle, so that a page never shows two totals.
import { useMatches } from "@remix-run/react";

/** null: unknown (the ERP's check did not say); shown as nothing, never as 0. */
export interface CartFigures {
  net: number | null;
  total: number | null;
}

/** A route handle's part that gives the header the page's cart figures, from the route's loader data. */
export interface CartFiguresHandle {
  cartFigures: (data: unknown) => CartFigures;
}

/** The cart figures of the page shown, if one of its routes gives them. */
export function usePageCartFigures(): CartFigures | null {
  for (const match of useMatches()) {
    const handle = match.handle as Partial<CartFiguresHandle> | undefined;
    if (handle?.cartFigures && match.data) return handle.cartFigures(match.data);
  }
  return null;
}
