import type { LinksFunction } from "@remix-run/node";
import contentStyles from "~/content/content.css";
import { loadHomePage } from "~/content/home-page.server";
import { HomePage } from "~/content/HomePage";
import { pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export const loader = /* @__PURE__ */ pageLoader("anyone", loadHomePage);

export default HomePage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
