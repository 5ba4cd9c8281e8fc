// Test-only sign-in for integration tests: logs a demo customer in against the (demo) ERP and
// returns the Cookie header the app's own session storage would set, so loaders and actions can be
// called with real Request objects as that customer.
import { createErp } from "~/erp/client.server";
import { getSession, sessionStorage } from "~/platform/session.server";

export interface SignedInCookie {
  /** "name=value" pairs for a Cookie header. */
  cookie: string;
  clientId: string;
  addressCodes: string[];
}

/** The Cookie header value of a Set-Cookie answer merged into an existing Cookie header. */
export function mergeCookies(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)] as const)
  );
  for (const setCookie of response.headers.getSetCookie()) {
    const pair = setCookie.split(";")[0]!;
    jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

export async function signInCookie(username: string, password: string, addressIndex = 0): Promise<SignedInCookie> {
  const signedIn = await createErp({ lang: "it", customer: null }).session.login(username, password);
  const session = await getSession(new Request("http://shop.test/"));
  session.set("token", signedIn.token);
  session.set("username", username);
  session.set("clientId", signedIn.clientId);
  session.set("addressCode", signedIn.addresses[addressIndex]!.code);
  session.set("addresses", signedIn.addresses);
  session.set("name", signedIn.name);
  session.set("company", signedIn.company);
  session.set("cartId", 0);
  const setCookie = await sessionStorage().commitSession(session);
  return {
    cookie: setCookie.split(";")[0]!,
    clientId: signedIn.clientId,
    addressCodes: signedIn.addresses.map((address) => address.code),
  };
}

/** The session data a Cookie header carries (to check what the app stored). */
export async function sessionOf(cookie: string) {
  return sessionStorage().getSession(cookie);
}
