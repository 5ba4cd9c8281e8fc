// The production server as operators start it: a bad environment variable stops the boot with one
// clear line; a shop started with METRICS_PORT and without SESSION_SECRET (one process for both)
// serves Prometheus metrics on that port only, and signs sessions with a secret of its own.
import { spawnSync } from "node:child_process";
import { createCookie } from "@remix-run/node";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort, startShopWithErp, type ShopWithErp } from "../support/processes";
import { Visitor } from "./support/visitor";

let pair: ShopWithErp;
let metricsPort: number;

beforeAll(async () => {
  metricsPort = await freePort();
  pair = await startShopWithErp("operated", { shopEnv: { METRICS_PORT: String(metricsPort), SESSION_SECRET: "" } });
});

afterAll(async () => {
  await pair?.stop();
});

test("a bad environment variable stops the boot with one clear line", () => {
  const result = spawnSync(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      ERP_API_URL: "http://127.0.0.1:9",
      ERP_HUB_URL: "not-a-url",
      CMS_URL: "http://127.0.0.1:9",
      ERP_APP_TOKEN: "x".repeat(16),
    },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr.trim()).toMatch(/^Invalid environment variable ERP_HUB_URL: /);
});

test("the metrics port shows requests by route, ERP calls by outcome, the cache, the breakers and the process", async () => {
  await pair.setFaults([{ path: "/hub/search/facet", status: 500 }]);
  try {
    for (const path of ["/en", "/en/shop", "/en/shop", "/en/no-such-page"]) await fetch(`${pair.shop.url}${path}`).then((answer) => answer.text());
  } finally {
    await pair.setFaults([]);
  }
  // Prometheus's text format, read as text.
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  expect(metrics).toMatch(/^http_request_duration_seconds_count\{route="routes\/\(\$lang\)\.shop",method="GET",status="200"\} 2$/m);
  expect(metrics).toMatch(/^http_request_duration_seconds_count\{route="routes\/\(\$lang\)\.\$",method="GET",status="404"\} 1$/m);
  expect(metrics).toMatch(/^erp_call_duration_seconds_count\{call="\/search\/search",outcome="ok"\} \d+$/m);
  expect(metrics).toMatch(/^erp_call_duration_seconds_count\{call="\/search\/facet",outcome="http_500"\} \d+$/m);
  expect(metrics).toMatch(/^public_cache_lookups_total\{outcome="miss"\} \d+$/m);
  expect(metrics).toMatch(/^public_cache_lookups_total\{outcome="hit"\} \d+$/m);
  expect(metrics).toMatch(/^erp_breaker_state\{area="hub-search"\} 0$/m);
  expect(metrics).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  expect(metrics).toMatch(/^process_resident_memory_bytes \d/m);
  // Never on the shop's own port.
  expect((await fetch(`${pair.shop.url}/metrics`)).status).toBe(404);
});

test("in production without SESSION_SECRET, sessions are signed with a secret of the process's own, never the development one", async () => {
  const visitor = new Visitor({ url: pair.shop.url, erpUrl: pair.erp.url, appToken: pair.appToken });
  await visitor.signIn("acquisti@ferramentarossi.example");
  const session = visitor.cookieValue("__session");
  expect(session).toBeTruthy();
  expect(await createCookie("__session", { secrets: ["dev-only-session-secret-change-me"] }).parse(`__session=${session}`)).toBeNull();
  expect((await visitor.get("/en/pages/account")).status).toBe(200);
});
