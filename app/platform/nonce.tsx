// The per-request CSP nonce, made by server.ts and handed to Remix's scripts and our inline <style>.
// Browsers hide the nonce attribute from scripts, so on the client it is "" and React keeps the
// server's attribute as it is during hydration.
import { createContext, useContext, type ReactNode } from "react";

const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
