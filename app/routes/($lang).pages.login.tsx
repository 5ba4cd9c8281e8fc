import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { LoginPage } from "~/account/LoginPage";
import { loginHeaders } from "~/account/login";
import { actLogin, loadLoginPage } from "~/account/login.server";
import loginStyles from "~/account/login.css";
import { publicPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

/** The login layout: no header and footer (root.tsx). */
export const handle = { layout: "bare", i18n: ["login"] } satisfies I18nHandle & { layout: string };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: loginStyles }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicPageMeta(matches, data?.title, data?.description);

export const headers = loginHeaders;
export const loader = /* @__PURE__ */ pageLoader("anyone", loadLoginPage);
export const clientLoader = loaderWithTexts(handle);
export const action = /* @__PURE__ */ pageAction("anyone", actLogin);

export default LoginPage;

export const ErrorBoundary = () => <GeneralErrorBoundary />;
