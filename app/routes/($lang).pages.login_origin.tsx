// The same sign-in form inside the full shell (the original layout).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { LoginOriginPage } from "~/account/LoginPage";
import { loginHeaders } from "~/account/login";
import { actLogin, loadLoginPage } from "~/account/login.server";
import loginStyles from "~/account/login.css";
import { publicPageMeta } from "~/platform/i18n";
import { pageAction, pageLoader } from "~/page/page";
import { GeneralErrorBoundary } from "~/platform/error-catalogue";
import type { I18nHandle } from "~/platform/i18n";
import { loaderWithTexts } from "~/platform/i18n-client";

export const handle = { i18n: ["login"] } satisfies I18nHandle;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: loginStyles }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicPageMeta(matches, data?.title, data?.description);

export const headers = loginHeaders;
export const loader = /* @__PURE__ */ pageLoader("anyone", loadLoginPage);
export const clientLoader = loaderWithTexts(handle);
export const action = /* @__PURE__ */ pageAction("anyone", actLogin);

export default LoginOriginPage;

export const ErrorBoundary = () => <GeneralErrorBoundary />;
