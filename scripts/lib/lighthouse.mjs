// The bench's Lighthouse part: Lighthouse's default mobile run (simulated throttling) with Debian's
// Chromium over the pages a trade customer opens most: home, /shop, a product, the login page and,
// signed in, the cart. Per page: the four category scores and the Core Web Vitals it estimates.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CUSTOMER = { username: "info@termoidraulicaesposito.example", password: "demo1234" };

/** The session cookie of the demo customer, signed in through the login form as a browser posts it. */
export async function signIn(shop) {
  const response = await fetch(`${shop}/pages/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: shop },
    body: new URLSearchParams({ ...CUSTOMER, redirectTo: "/" }),
  });
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .find((cookie) => cookie.startsWith("__session="));
  if (response.status !== 303 || !session) throw new Error(`sign-in answered ${response.status} without a session cookie`);
  return session;
}

/** The first product page the listing links to. */
export async function productPath(shop) {
  const html = await (await fetch(`${shop}/shop`)).text();
  const match = html.match(/href="(\/product\/[^"?#]+)"/);
  if (!match) throw new Error("no product link on /shop");
  return match[1];
}

/** The first elements an audit names (its table's nodes), to find what it flags. */
function nodesOf(audit) {
  const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
  const selectors = items.flatMap((item) => (item.node?.selector ? [item.node.selector] : [])).slice(0, 4);
  return selectors.length > 0 ? `: ${selectors.join(" | ")}` : "";
}

/**
 * One Lighthouse run of a page in a Chromium of its own: a fresh profile, so that no cookie of an
 * earlier page (a guest session) is sent in place of the signed-in one. Run again once when the
 * trace failed (it happens on a busy machine).
 */
async function runLighthouse(shop, page, { throttlingMethod = "simulate", categories = CATEGORIES } = {}, attempt = 1) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-component-update", "--disable-sync"],
  });
  try {
    const result = await lighthouse(`${shop}${page.path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      throttlingMethod,
      ...(page.signedIn ? { extraHeaders: { Cookie: await signIn(shop) } } : {}),
    });
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result;
    if (attempt < 2) return runLighthouse(shop, page, { throttlingMethod, categories }, attempt + 1);
    throw new Error(`Lighthouse on ${page.path}: ${runtimeError.code} ${runtimeError.message}`);
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run per page against the shop at `shop`: a row per page with its scores (0–100)
 * and the estimated LCP (ms), TBT (ms) and CLS.
 */
export async function lighthouseRows(shop) {
  const pages = [
    { name: "home", path: "/" },
    { name: "/shop", path: "/shop" },
    { name: "product", path: await productPath(shop) },
    { name: "login", path: "/pages/login" },
    { name: "cart (signed in)", path: "/pages/cart", signedIn: true },
  ];
  const rows = [];
  for (const page of pages) {
    const result = await runLighthouse(shop, page);
    // A signed-out cart is sent to the login page: measure the page asked for or nothing.
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== page.path) throw new Error(`${page.path} ended at ${result.lhr.finalDisplayedUrl}`);
    const { categories, audits } = result.lhr;
    rows.push({
      page: page.name,
      path: page.path,
      scores: CATEGORIES.map((category) => Math.round((categories[category].score ?? 0) * 100)),
      lcp: audits["largest-contentful-paint"].numericValue,
      tbt: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      // What keeps a score under 100, for whoever reads the run (LIGHTHOUSE_FAILURES=1).
      failures: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
        .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}${nodesOf(audit)}`),
    });
  }
  return rows;
}

/**
 * One load of a page on Lighthouse's mobile phone, with `throttlingMethod` "simulate" (Lighthouse's
 * estimate from an unthrottled load) or "devtools" (the page really slowed down in Chromium: the
 * network's latency and throughput, and the CPU 4×): the performance score, first contentful
 * paint, time to interactive (ms), the requests made during the load and the JavaScript they
 * transferred (bytes, as served: gzip over plain HTTP).
 */
export async function pageLoad(shop, page, throttlingMethod) {
  const { lhr } = await runLighthouse(shop, page, { throttlingMethod, categories: ["performance"] });
  const requests = lhr.audits["network-requests"].details.items;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    tti: lhr.audits.interactive.numericValue,
    requests: requests.length,
    scriptBytes: requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + item.transferSize, 0),
  };
}

/** The rows as a table: page, perf / a11y / best practices / SEO, LCP, TBT, CLS. */
export function formatLighthouse(rows) {
  const width = Math.max(...rows.map((row) => row.page.length));
  const lines = [`${"Lighthouse mobile".padEnd(width)}  perf a11y  bp seo      LCP      TBT    CLS`];
  for (const row of rows) {
    const [perf, a11y, bp, seo] = row.scores.map((score) => String(score).padStart(3));
    lines.push(
      `${row.page.padEnd(width)}  ${perf}  ${a11y} ${bp} ${seo}  ${`${(row.lcp / 1000).toFixed(1)} s`.padStart(7)}  ${`${Math.round(row.tbt)} ms`.padStart(7)}  ${row.cls.toFixed(3)}`,
    );
    if (process.env.LIGHTHOUSE_FAILURES) for (const failure of row.failures) lines.push(`${"".padEnd(width)}    ${failure}`);
  }
  return lines.join("\n");
}
