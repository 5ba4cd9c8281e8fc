// Sign-out: a POST that ends the session on the server and lands on the login page. A GET changes
// nothing: it just goes home.
import { actLogout } from "~/account/login.server";
import { goHome } from "~/account/post-only.server";
import { pageAction, pageLoader } from "~/page/page";

export const loader = /* @__PURE__ */ pageLoader("anyone", goHome);

export const action = /* @__PURE__ */ pageAction("anyone", actLogout);
