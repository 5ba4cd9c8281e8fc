// Texts that speak to whoever reads the customer's pages: a sales agent acting for the customer reads
// their `_agent` form ("Il cliente non ha carrelli salvati"), the customer the plain one ("Non hai…").
import { useRouteLoaderData } from "@remix-run/react";
import type { ShellData } from "~/shell/shell.server";

/** The translate option to pass with such a text: `t(key, useReaderContext())`. */
export function useReaderContext(): { context?: "agent" } {
  const shell = useRouteLoaderData<ShellData>("root");
  return shell?.agent ? { context: "agent" } : {};
}
