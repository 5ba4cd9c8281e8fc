// The reader's translate options (reader-context.ts) in a component, from the root's shell data.
import { useRouteLoaderData } from "@remix-run/react";
import { readerContext, type ReaderContext } from "~/page/reader-context";
import type { ShellData } from "~/page/shell-data";

/** The translate options to pass with such a text: `t(key, useReaderContext())`. */
export function useReaderContext(): ReaderContext {
  const shell = useRouteLoaderData<ShellData>("root");
  return readerContext(Boolean(shell?.agent), shell?.customer?.company ?? "");
}
