// /web-page/* shows a CMS page exactly like /pages/single/*.
import "~/root"; // bundling only: the shell goes into the chunk every page shares (docs/decisions/one-shared-chunk.md)
export { ErrorBoundary, default, links, loader, meta } from "./($lang).pages.single.$";
