// `npm run test:cluster`: the storefront is stateless, proven with three replicas behind nginx.
// Starts, on loopback and free ports in a temp folder: redis-server (no persistence), the demo ERP
// alone, three production replicas sharing SESSION_SECRET, ERP_APP_TOKEN and REDIS_URL, and nginx
// in front with the retry rules of deploy/nginx.conf. Then shows, with assertions:
//   1. the public cache is shared: the same public pages loaded on replica 1, then on 2 and 3, make
//      the ERP calls once (the others read Redis: shared_hit), counted from each replica's metrics;
//   2. a customer signed in on replica 1 carries on on replicas 2 and 3 with the same cookie;
//   3. the sign-in rate limit counts across replicas: spread over the three, the limit refuses
//      (429) at the same attempt as on one replica;
//   4. under load through nginx, replica 2 gets SIGTERM and replica 3 SIGKILL: no GET fails (nginx
//      passes it to the next replica), and of the orders a customer places meanwhile, every one the
//      shop confirmed is in the ERP's database exactly once and no cart is ordered twice (an order
//      post lost with its replica is reported, never sent again blindly).
// Prints the figures and exits non-zero when a check fails. Every process is stopped at the end.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { APP_TOKEN, freePort, startDemoErp, startNginx, startRedis, startShop, stopAll } from "./lib/processes.mjs";

// A demo customer without a minimum order (demo-erp/customers.ts).
const CUSTOMER = { id: "10001", username: "acquisti@ferramentarossi.example", password: "demo1234", company: "Ferramenta Rossi" };
const LOGIN_LIMIT = 5;
const PUBLIC_PAGES = ["/", "/shop", "/pages/about-us"];
const LOAD_PATHS = ["/", "/shop", "/en/shop", "/shop?family_lev1=FE", "/product/default/FE10001", "/en/product/default/FE10002", "/pages/about-us"];
// Calls for the caller's own prices (a guest's too): never in the public cache, so every replica makes them.
const UNCACHED_CALLS = ["/erp/get_multiple_prices"];
// What the shell and the home page read from the CMS, each of which one replica only may ask for.
const CMS_CALLS = [/menu/, /promo/, /footer/, /home-data/];
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 12);
// Modest, so that two busy cores cope and no replica ever sheds load (8 requests at once each).
const LOAD_CONNECTIONS = 4;
// As long as nginx waits for a replica (proxy_read_timeout): a slow answer on a busy machine is no failure.
const LOAD_TIMEOUT_SECONDS = 30;

const failures = [];
/** Records a failed check (the run goes on, to print every figure) and says it. */
function check(ok, message) {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${message}`);
  if (!ok) failures.push(message);
}

/**
 * The proxy directives of deploy/nginx.conf's location (headers, retries, timeouts) and the maps
 * they use, so that this test proves the shipped rules. Its upstream uses Docker's DNS: ours is local.
 */
function deployedProxyRules() {
  const text = fs.readFileSync("deploy/nginx.conf", "utf8");
  const maps = [...text.matchAll(/^\s*(map [^{]+\{[^}]*\})/gm)].map((match) => match[1]);
  const location = [...text.matchAll(/^\s*(proxy_\S+\s.*;)\s*$/gm)].map((match) => match[1]).filter((rule) => !rule.startsWith("proxy_pass "));
  if (!location.some((rule) => rule.startsWith("proxy_next_upstream "))) throw new Error("deploy/nginx.conf has no proxy_next_upstream rule");
  if (location.some((rule) => rule.includes("non_idempotent"))) throw new Error("deploy/nginx.conf retries non-idempotent requests");
  return { maps, location };
}

/** A browser without JavaScript: a cookie jar, form posts with the page's Origin, redirects not followed. */
class Client {
  cookies = new Map();

  constructor(base, headers = {}) {
    this.base = base;
    this.headers = headers;
  }

  /** GET `path`, or POST `form` to it; on `base` when given (another replica, same cookies). */
  async request(pathName, { form, base = this.base } = {}) {
    const headers = { ...this.headers, Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") };
    if (form) Object.assign(headers, { "Content-Type": "application/x-www-form-urlencoded", Origin: base });
    const response = await fetch(base + pathName, {
      method: form ? "POST" : "GET",
      headers,
      body: form ? new URLSearchParams(form) : undefined,
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const name = pair.slice(0, pair.indexOf("="));
      const gone = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute) || /^\s*expires=Thu, 01 Jan 1970/i.test(attribute));
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(pair.indexOf("=") + 1));
    }
    return { status: response.status, location: response.headers.get("location"), text: await response.text() };
  }

  signIn(username, password, base) {
    return this.request("/pages/login", { form: { username, password, website: "" }, base });
  }
}

/** ERP calls (by call) and public-cache lookups (by outcome) a replica has counted so far. */
async function metricsOf(replica) {
  const text = await (await fetch(`http://127.0.0.1:${replica.metricsPort}/metrics`)).text();
  const calls = new Map();
  const lookups = new Map();
  for (const line of text.split("\n")) {
    const call = /^erp_call_duration_seconds_count\{call="([^"]+)",outcome="[^"]+"\} (\d+)/.exec(line);
    if (call) calls.set(call[1], (calls.get(call[1]) ?? 0) + Number(call[2]));
    const lookup = /^public_cache_lookups_total\{outcome="([^"]+)"\} (\d+)/.exec(line);
    if (lookup) lookups.set(lookup[1], Number(lookup[2]));
  }
  return { calls, lookups, total: [...calls.values()].reduce((sum, count) => sum + count, 0) };
}

/** What `after` counts beyond `before`, per key. */
function grown(before, after) {
  return new Map([...after].map(([key, count]) => [key, count - (before.get(key) ?? 0)]).filter(([, count]) => count > 0));
}

async function sharedPublicCache(replicas) {
  console.log("\n1. The public-data cache is shared through Redis");
  const figures = [];
  for (const replica of replicas) {
    const before = await metricsOf(replica);
    for (const page of PUBLIC_PAGES) {
      const answer = await fetch(replica.url + page);
      await answer.text();
      if (answer.status !== 200) throw new Error(`${page} on ${replica.name} answered ${answer.status}`);
    }
    const after = await metricsOf(replica);
    const calls = grown(before.calls, after.calls);
    figures.push({
      calls,
      total: [...calls.values()].reduce((sum, count) => sum + count, 0),
      sharedHits: (after.lookups.get("shared_hit") ?? 0) - (before.lookups.get("shared_hit") ?? 0),
    });
  }
  const [first, ...others] = figures;
  figures.forEach((figure, index) =>
    console.log(`  ${replicas[index].name}: ${figure.total} ERP calls, ${figure.sharedHits} shared-cache hits for ${PUBLIC_PAGES.join(", ")}`),
  );
  const firstCalls = [...first.calls.keys()];
  check(
    CMS_CALLS.every((pattern) => firstCalls.some((call) => pattern.test(call))),
    `replica 1 asked the ERP, for the CMS too (${firstCalls.join(", ")})`,
  );
  others.forEach((figure, index) => {
    const name = replicas[index + 1].name;
    const repeated = [...figure.calls.keys()].filter((call) => first.calls.has(call) && !UNCACHED_CALLS.includes(call));
    check(figure.sharedHits > 0, `${name} answered from the shared cache (${figure.sharedHits} shared hits)`);
    check(
      repeated.length === 0,
      `${name} repeated none of replica 1's public-data calls${repeated.length ? ` (repeated: ${repeated.join(", ")})` : ""}`,
    );
  });
  return figures;
}

async function sessionAcrossReplicas(replicas) {
  console.log("\n2. A customer signed in on one replica carries on on the others");
  const customer = new Client(replicas[0].url);
  const signedIn = await customer.signIn(CUSTOMER.username, CUSTOMER.password);
  check(signedIn.status === 303 && customer.cookies.has("__session"), `signed in on replica 1 (${signedIn.status})`);
  for (const replica of replicas.slice(1)) {
    const account = await customer.request("/pages/account", { base: replica.url });
    check(
      account.status === 200 && account.text.includes(CUSTOMER.company),
      `${replica.name}'s account page shows ${CUSTOMER.company} (${account.status})`,
    );
    const cart = await customer.request("/pages/cart", { base: replica.url });
    check(cart.status === 200 && cart.text.includes(CUSTOMER.company), `${replica.name}'s cart page shows the customer (${cart.status})`);
  }
  const guest = await new Client(replicas[1].url).request("/pages/account");
  check(
    guest.status >= 300 && guest.status < 400 && /login/.test(guest.location ?? ""),
    `without the cookie, replica 2 sends to the sign-in page (${guest.status})`,
  );
}

/** Sign-in posts of one client with wrong passwords, each on the next of `urls`; the attempt first refused with 429. */
async function firstRefusal(urls, clientIp) {
  // A new account each time: the per-account back-off never starts, only the per-client limit counts.
  const client = new Client(urls[0], { "X-Forwarded-For": clientIp });
  const statuses = [];
  for (let attempt = 1; attempt <= LOGIN_LIMIT + 3; attempt++) {
    const answer = await client.signIn(`nobody-${attempt}@cluster.example`, "wrong-password", urls[(attempt - 1) % urls.length]);
    statuses.push(answer.status);
  }
  return { first: statuses.indexOf(429) + 1, statuses };
}

async function sharedRateLimit(replicas) {
  console.log(`\n3. The sign-in limit (LOGIN_RATE_LIMIT_PER_MINUTE=${LOGIN_LIMIT}) counts across replicas`);
  const one = await firstRefusal([replicas[0].url], "198.51.100.1");
  const spread = await firstRefusal(
    replicas.map((replica) => replica.url),
    "198.51.100.2",
  );
  console.log(`  one replica:    ${one.statuses.join(" ")}`);
  console.log(`  three replicas: ${spread.statuses.join(" ")} (round robin)`);
  check(one.first === LOGIN_LIMIT + 1, `one replica refuses attempt ${LOGIN_LIMIT + 1} first (${one.first})`);
  check(spread.first === one.first, `spread over three replicas, the same attempt is refused first (${spread.first})`);
  check(
    spread.statuses.slice(LOGIN_LIMIT).every((status) => status === 429),
    "every later attempt is refused, whichever replica takes it",
  );
}

/** The customer, signed in through nginx, and an article the home page offers them. */
async function orderingCustomer(nginxUrl) {
  const customer = new Client(nginxUrl);
  const signedIn = await customer.signIn(CUSTOMER.username, CUSTOMER.password);
  if (signedIn.status !== 303) throw new Error(`sign-in through nginx answered ${signedIn.status}`);
  const home = await customer.request("/");
  const sku = /name="sku" value="([^"]+)"/.exec(home.text)?.[1];
  if (!sku) throw new Error("the home page offers no article to add");
  return { customer, sku };
}

/** Orders of `sku` placed one after another until `stop()`; what the customer saw. */
function placeOrders({ customer, sku }) {
  const confirmed = [];
  const failed = [];
  let stopped = false;
  const run = (async () => {
    // Past stop(), on until one order is confirmed (a few attempts at most): on a busy machine an
    // attempt takes seconds, and the one in flight may be the one a killed replica loses.
    while (!stopped || (confirmed.length === 0 && failed.length < 5)) {
      const step = async (name, pathName, form, expected) => {
        const answer = await customer.request(pathName, { form });
        if (answer.status !== expected) throw Object.assign(new Error(name), { status: answer.status });
        return answer;
      };
      try {
        await step("add to cart", "/cart", { intent: "add", sku, quantity: "1" }, 303);
        const prepared = await step("check the order", "/pages/checkout", { intent: "prepare", deliveryType: "SHIPPING_GOOD" }, 200);
        const token = /name="token" value="([^"]+)"/.exec(prepared.text)?.[1];
        if (!token) throw Object.assign(new Error("check the order"), { status: "no token" });
        await step("send the order", "/pages/checkout", { intent: "send", deliveryType: "SHIPPING_GOOD", token }, 303);
        const thanks = await step("thank-you page", "/pages/thankyou", undefined, 200);
        const number = /data-testid="order-number"[^>]*>[^<]*?([A-Z]+\/\d{4}\/\d+)/.exec(thanks.text)?.[1];
        if (!number) throw Object.assign(new Error("thank-you page"), { status: "no order number" });
        confirmed.push(number);
      } catch (error) {
        if (error.status === undefined) throw error;
        // Reported, not sent again: whether a lost "send" reached the ERP is for the database to say.
        failed.push({ step: error.message, status: error.status });
        console.log(`  order ${confirmed.length + failed.length}: "${error.message}" failed (${error.status}); not retried`);
      }
    }
  })();
  // Kept until stop(), so that a failure does not end the script while the load runs.
  const ended = run.then(
    () => null,
    (error) => error,
  );
  return {
    confirmed,
    failed,
    async stop() {
      stopped = true;
      const error = await ended;
      if (error) throw error;
    },
  };
}

/** The exit code of `child` once it has exited (its drain takes 10 s at most); null if it has not within 15 s. */
function exitOf(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 15_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Requests of nginx's access log answered after trying more than one replica. */
function passedOn(accessLog) {
  return fs
    .readFileSync(accessLog, "utf8")
    .split("\n")
    .filter((line) => /^\d{3} \S+, /.test(line)).length;
}

async function replicasStoppedUnderLoad(nginx, replicas, dbPath) {
  console.log(`\n4. Under load through nginx (${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s), replica 2 gets SIGTERM and replica 3 SIGKILL`);
  for (const pathName of LOAD_PATHS) {
    const answer = await fetch(nginx.url + pathName);
    await answer.text();
    if (answer.status !== 200) throw new Error(`${pathName} through nginx answered ${answer.status}`);
  }
  const erpDb = new Database(dbPath, { readonly: true, fileMustExist: true });
  const lastOrderBefore = erpDb.prepare("SELECT coalesce(max(id), 0) AS id FROM orders").get().id;

  // Signed in before the load starts: a sign-in is a POST, which nginx never passes on.
  const buyer = await orderingCustomer(nginx.url);
  const statuses = new Map();
  const load = autocannon({
    url: nginx.url,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    timeout: LOAD_TIMEOUT_SECONDS,
    requests: LOAD_PATHS.map((pathName) => ({
      method: "GET",
      path: pathName,
      onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
    })),
  });
  const orders = placeOrders(buyer);
  const at = (seconds) => new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
  const stopped = (async () => {
    await at(LOAD_SECONDS * 0.3);
    console.log(`  ${replicas[1].name}: SIGTERM`);
    replicas[1].child.kill("SIGTERM");
    await at(LOAD_SECONDS * 0.25);
    console.log(`  ${replicas[2].name}: SIGKILL`);
    replicas[2].child.kill("SIGKILL");
  })();
  const result = await load;
  await stopped;
  await orders.stop();

  const answers = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const bad = [...statuses].filter(([status]) => status < 200 || status >= 400);
  const byStatus = [...statuses].map(([status, count]) => `${status}: ${count}`).join(", ");
  console.log(`  ${answers} answers (${byStatus}), ${result.errors} connection errors, ${result.timeouts} time-outs`);
  console.log(`  nginx passed ${passedOn(nginx.accessLog)} requests on to another replica`);
  check(answers > 0 && bad.length === 0 && result.errors === 0 && result.timeouts === 0, "no GET failed (every answer 2xx or 3xx, no error)");
  const exitCode = await exitOf(replicas[1].child);
  check(exitCode === 0, `replica 2 shut down cleanly on SIGTERM (exit code ${exitCode})`);

  const rows = erpDb
    .prepare("SELECT causale || '/' || year || '/' || number AS number, cart_id AS cartId FROM orders WHERE id > ? AND customer_id = ?")
    .all(lastOrderBefore, CUSTOMER.id);
  erpDb.close();
  const found = orders.confirmed.filter((number) => rows.filter((row) => row.number === number).length === 1);
  const cartIds = rows.map((row) => row.cartId);
  const unconfirmed = rows.filter((row) => !orders.confirmed.includes(row.number));
  // Sends whose outcome the customer did not see: lost with their replica, or the thank-you page after them.
  const unseen = orders.failed.filter((failure) => failure.step === "send the order" || failure.step === "thank-you page").length;
  console.log(
    `  orders: ${orders.confirmed.length} confirmed, ${found.length} of them found once in the ERP; ${orders.failed.length} attempts failed ` +
      `(${unseen} after sending); ${rows.length} new orders in the ERP, ${unconfirmed.length} of them not confirmed to the customer`,
  );
  check(orders.confirmed.length >= 1, `the customer placed orders meanwhile (${orders.confirmed.length})`);
  check(
    orders.failed.every((failure) => failure.status === 502),
    "an order step failed only when its replica died under it (nginx's 502: a post is never passed on)",
  );
  check(found.length === orders.confirmed.length, "every confirmed order is in the ERP exactly once");
  check(new Set(cartIds).size === cartIds.length, "no cart was ordered twice");
  check(
    unconfirmed.length <= unseen,
    `no order in the ERP the customer was not shown, beyond the sends whose answer was lost (${unconfirmed.length} of ${unseen})`,
  );
  return {
    answers,
    statuses: byStatus,
    errors: result.errors,
    timeouts: result.timeouts,
    orders: orders.confirmed.length,
    found: found.length,
    failedOrders: orders.failed,
  };
}

async function main() {
  if (!fs.existsSync("build/server.js")) throw new Error("run `npm run build` first");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-cluster-"));
  const cleanUp = async () => {
    await stopAll();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void cleanUp().then(() => process.exit(130)));
  const started = Date.now();
  try {
    const proxyRules = deployedProxyRules();
    const dbPath = path.join(dir, "erp.sqlite");
    const [redisUrl, erpUrl] = await Promise.all([startRedis(), startDemoErp(dbPath, 400)]);
    const sessionSecret = `cluster-${APP_TOKEN}`;
    const replicas = await Promise.all(
      [1, 2, 3].map(async (number) => {
        const metricsPort = await freePort();
        const shop = await startShop(erpUrl, {
          SESSION_SECRET: sessionSecret,
          REDIS_URL: redisUrl,
          TRUST_PROXY_HOPS: "1",
          METRICS_PORT: String(metricsPort),
          LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
        });
        return { ...shop, name: `replica ${number}`, metricsPort };
      }),
    );
    const nginx = await startNginx(
      dir,
      replicas.map((replica) => replica.url),
      proxyRules,
    );
    console.log(
      `Cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: nginx ${nginx.url} → ${replicas.map((replica) => replica.url).join(", ")}`,
    );

    // The cache first: the other checks' pages would fill every replica's own cache.
    const cache = await sharedPublicCache(replicas);
    await sessionAcrossReplicas(replicas);
    await sharedRateLimit(replicas);
    const load = await replicasStoppedUnderLoad(nginx, replicas, dbPath);

    const replica1 = await metricsOf(replicas[0]);
    console.log(`\nFigures (${os.cpus().length} CPUs, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    console.log(`  GETs through nginx: ${load.answers} (${load.statuses}); connection errors ${load.errors}, time-outs ${load.timeouts}`);
    console.log(
      `  orders: ${load.orders} confirmed, ${load.found} found once in the ERP; failed attempts: ${load.failedOrders.map((f) => `${f.step} (${f.status})`).join(", ") || "none"}`,
    );
    const perReplica = cache.map((figure, index) => `${replicas[index].name} ${figure.total} (${figure.sharedHits} shared-cache hits)`);
    console.log(`  ERP calls for ${PUBLIC_PAGES.join(", ")}: ${perReplica.join(", ")}`);
    console.log(
      `  replica 1 (survivor) over the whole run: ${replica1.total} ERP calls, public cache ${[...replica1.lookups].map(([outcome, count]) => `${outcome} ${count}`).join(", ")}`,
    );
  } finally {
    await cleanUp();
  }
  console.log(failures.length === 0 ? "\nPASS" : `\nFAIL: ${failures.length} check(s) failed:\n  ${failures.join("\n  ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
