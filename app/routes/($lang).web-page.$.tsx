// /web-page/* shows a CMS page exactly like /pages/single/*.
export { ErrorBoundary, default, links, loader, meta } from "./($lang).pages.single.$";
