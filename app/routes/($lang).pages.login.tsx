import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { LoginPage } from "~/account/LoginPage";
import { loginHeaders } from "~/account/login";
import { loginAction, loginLoader } from "~/account/login.server";
import loginStyles from "~/account/login.css";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { publicPageMeta } from "~/platform/meta";

/** The login layout: no header and footer (root.tsx). */
export const handle = { layout: "bare" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: loginStyles }];

export const meta: MetaFunction<typeof loginLoader> = ({ data, matches }) => publicPageMeta(matches, data?.title, data?.description);

export const headers = loginHeaders;
export const loader = loginLoader;
export const action = loginAction;

export default function Login() {
  return <LoginPage />;
}

export const ErrorBoundary = () => <GeneralErrorBoundary />;
