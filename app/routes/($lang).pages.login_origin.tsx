// The same sign-in form inside the full shell (the original layout).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { LoginForm } from "~/account/LoginForm";
import { loginHeaders } from "~/account/login";
import { loginAction, loginLoader } from "~/account/login.server";
import loginStyles from "~/account/login.css";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { publicPageMeta } from "~/platform/meta";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: loginStyles }];

export const meta: MetaFunction<typeof loginLoader> = ({ data, matches }) => publicPageMeta(matches, data?.title, data?.description);

export const headers = loginHeaders;
export const loader = loginLoader;
export const action = loginAction;

export default function LoginOrigin() {
  return (
    <div className="login-origin">
      <LoginForm />
    </div>
  );
}

export const ErrorBoundary = () => <GeneralErrorBoundary />;
