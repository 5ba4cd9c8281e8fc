// What the server's page and the browser's hydration must agree on: the per-request CSP nonce, and
// whether the page has hydrated (remix-utils' useHydrated, named here so that the header and every
// page reach it through this module: it shares this module's script instead of being one of its own).
// The nonce is made by server.ts and handed to Remix's scripts and our inline <style>. Browsers hide
// the nonce attribute from scripts, so on the client it is "" and React keeps the server's attribute
// as it is during hydration.
import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}

/** False on the server and at hydration, true from then on (every later mount included): what needs JavaScript may show. */
export { useHydrated } from "remix-utils/use-hydrated";
