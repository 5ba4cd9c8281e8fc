// The customer's reorder lists from the shell (root loader data): null where no list control shows
// (a guest, an ERP without lists, or one that did not answer).
import { useRouteLoaderData } from "@remix-run/react";
import type { ShellData } from "~/page/shell-data";

export function useReorderLists(): ShellData["reorderLists"] {
  return useRouteLoaderData<ShellData>("root")?.reorderLists ?? null;
}
