// A visitor of the run's shop over HTTP, as a browser with JavaScript off is one: a cookie jar,
// GETs and form POSTs (urlencoded or multipart, with the page's Origin as browsers send it), redirects
// read rather than followed, and the HTML an answer brings parsed with a real HTML parser
// (happy-dom) and queried by role, label and visible text (Testing Library).
import { configure, within, type BoundFunctions, type queries } from "@testing-library/dom";
import { Window } from "happy-dom";
import { cloneCustomer, testShop, type ShopAddress, type TestCustomer } from "../../support/shops";

export const DEMO_PASSWORD = "demo1234";

// No style sheet is applied to a parsed page, so the visibility check of every query (computed
// styles up the tree, 2.2 s for the home page's links against 19 ms) proves nothing here: only the
// `hidden` attribute would hide an element, and tests that mean it ask for it.
configure({ defaultHidden: true });

/** A parsed HTML page: its document and Testing Library's queries over its body. */
export type HtmlPage = BoundFunctions<typeof queries> & { document: Document; status: number; url: string };

/** Parses an HTML document (no scripts run, no resources load). */
export function parseHtml(html: string, url = "http://shop.test/", status = 200): HtmlPage {
  const window = new Window({
    url,
    settings: { disableJavaScriptEvaluation: true, disableCSSFileLoading: true, disableJavaScriptFileLoading: true, disableIframePageLoading: true },
  });
  const document = window.document as unknown as Document;
  document.write(html);
  return { ...within(document.body), document, status, url };
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Follow a redirect to its page (GET), as a browser does; off by default so tests read it. */
  follow?: boolean;
}

export class Visitor {
  private readonly jar = new Map<string, string>();

  /**
   * @param shop the run's shop of a dialect
   * @param requestId sent as X-Request-Id on every request: fault rules scoped to it apply to this visitor alone
   */
  constructor(
    readonly shop: ShopAddress = testShop(),
    readonly requestId?: string,
  ) {}

  /** A visitor signed in through the login form (a customer or an agent). */
  static async signedIn(username: string, options: { shop?: ShopAddress; password?: string; requestId?: string } = {}): Promise<Visitor> {
    const visitor = new Visitor(options.shop, options.requestId);
    await visitor.signIn(username, options.password);
    return visitor;
  }

  /** A customer of this test's own (a copy of a demo customer), signed in. */
  static async ownCustomer(
    like: string,
    options: { shop?: ShopAddress; requestId?: string } = {},
  ): Promise<{ visitor: Visitor; customer: TestCustomer }> {
    const shop = options.shop ?? testShop();
    const customer = await cloneCustomer(shop, like);
    return { visitor: await Visitor.signedIn(customer.username, { shop, requestId: options.requestId }), customer };
  }

  async signIn(username: string, password = DEMO_PASSWORD): Promise<void> {
    const response = await this.post("/pages/login", { username, password });
    if (response.status !== 303) throw new Error(`sign-in of ${username} answered ${response.status}: ${await response.text()}`);
  }

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** A cookie's value, or undefined. */
  cookieValue(name: string): string | undefined {
    return this.jar.get(name);
  }

  /** Sets a cookie by hand, as a browser replaying one taken from elsewhere would send it. */
  setCookie(name: string, value: string): void {
    this.jar.set(name, value);
  }

  async get(path: string, options: RequestOptions = {}): Promise<Response> {
    return this.send(path, { method: "GET" }, options);
  }

  /** A form POST as a browser sends it: urlencoded fields, or multipart for FormData. */
  async post(path: string, form: Record<string, string> | URLSearchParams | FormData, options: RequestOptions = {}): Promise<Response> {
    const body = form instanceof FormData || form instanceof URLSearchParams ? form : new URLSearchParams(form);
    return this.send(path, { method: "POST", body }, { ...options, headers: { Origin: this.shop.url, ...options.headers } });
  }

  /** GETs a path and parses the page it answers (the status is the page's own; no redirect followed unless asked). */
  async page(path: string, options: RequestOptions = {}): Promise<HtmlPage> {
    return this.parse(await this.get(path, options));
  }

  /** Parses an answer's HTML. */
  async parse(response: Response): Promise<HtmlPage> {
    return parseHtml(await response.text(), response.url || this.shop.url, response.status);
  }

  private async send(path: string, init: RequestInit, options: RequestOptions): Promise<Response> {
    const url = new URL(path, this.shop.url).toString();
    const headers = new Headers(options.headers);
    if (this.jar.size > 0) headers.set("Cookie", this.cookie);
    if (this.requestId) headers.set("X-Request-Id", this.requestId);
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    this.keepCookies(response);
    const location = response.headers.get("Location");
    if (options.follow && location && response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return this.send(location, { method: "GET" }, { ...options, headers: undefined });
    }
    return response;
  }

  private keepCookies(response: Response): void {
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(";")[0]!;
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(setCookie) || value === "";
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }
}
