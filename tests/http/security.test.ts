// What curl of the home page must show: the security headers, and nothing of the ERP.
import { expect, test } from "vitest";
import { testShop } from "../support/shops";
import { Visitor } from "./support/visitor";

const request = new Visitor();

test("the home page carries the security headers and leaks nothing of the ERP", async () => {
  const response = await request.get("/");
  expect(response.status).toBe(200);
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-powered-by")).toBeNull();

  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(html).toContain(`nonce="${nonce}"`);
  expect(html).not.toContain(testShop().appToken);
  for (const leak of [
    "/api/method",
    "/hub/",
    "mymb_ecommerce",
    "cprec_darti",
    "tprec_darti",
    "IndirizzoEsteso",
    "totale_netto",
    "product_status",
    "Authorization",
  ]) {
    expect(html, `the HTML mentions ${leak}`).not.toContain(leak);
  }
});

test("every page gets its own nonce", async () => {
  const first = (await request.get("/")).headers.get("content-security-policy");
  const second = (await request.get("/")).headers.get("content-security-policy");
  expect(first).not.toBe(second);
});

test("health and readiness", async () => {
  expect((await request.get("/healthz")).status).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status).toBe(200);
  expect(await ready.text()).toBe("ready");
});

test("fingerprinted assets are immutable for a year", async () => {
  const html = await (await request.get("/")).text();
  const script = /"(\/build\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toMatch(/^\/build\//);
  const asset = await request.get(script!);
  expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const favicon = await request.get("/favicon.ico");
  expect(favicon.headers.get("cache-control")).toBe("public, max-age=3600");
});
