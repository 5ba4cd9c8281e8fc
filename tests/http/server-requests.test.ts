// What the production server adds to every answer of the run's shop: a request id (the load
// balancer's kept) and the page's timings; documents that are whole UTF-8 text for guests and
// customers; robots.txt and the sitemaps served by the shop's routes past the static files. (What
// the sitemaps hold and cost: tests/integration/sitemap.test.ts; the headers of security:
// tests/http/security.test.ts.)
import { expect, test } from "vitest";
import { parseHtml, Visitor } from "./support/visitor";

const ESPOSITO = "info@termoidraulicaesposito.example";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

test("every answer names its request, and a page says how long it waited for the ERP and rendered", async () => {
  const page = await new Visitor().get("/en/shop");
  expect(page.headers.get("x-request-id")).toMatch(UUID);
  expect(page.headers.get("server-timing")).toMatch(/^erp;dur=\d+\.\d;desc="\d+ calls", render;dur=\d+\.\d$/);
  // The load balancer's id is kept, so one request can be followed through proxy, shop and ERP logs.
  const behindProxy = await new Visitor(undefined, "lb-7f3a9c21-0001").get("/en");
  expect(behindProxy.headers.get("x-request-id")).toBe("lb-7f3a9c21-0001");
});

test("every document is whole UTF-8 text, for guests and customers alike: no NUL bytes where a € or an à meets a buffer's edge", async () => {
  const paths = ["/", "/shop", "/shop?text=vite", "/en", "/en/shop?family_lev1=FE", "/pages/cart?tab=active", "/pages/account", "/nope"];
  // One after the other: sixteen renders at once would be a burst on the shop every test shares.
  const documents = async (visitor: Visitor) => {
    const read: { path: string; body: Buffer }[] = [];
    for (const path of paths) read.push({ path, body: Buffer.from(await (await visitor.get(path, { follow: true })).arrayBuffer()) });
    return read;
  };
  const guest = await documents(new Visitor());
  const customer = await documents(await Visitor.signedIn(ESPOSITO));
  for (const { path, body } of [...guest, ...customer]) {
    expect(body.indexOf(0), path).toBe(-1);
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(body), path).not.toThrow();
  }
  // The second round was the customer's own pages (with the sign-out button), not the guest's again.
  expect(parseHtml(guest[0]!.body.toString()).queryByRole("button", { name: "Esci" })).toBeNull();
  expect(parseHtml(customer[0]!.body.toString()).getByRole("button", { name: "Esci" })).toBeTruthy();
});

test("robots.txt and the sitemaps come from the shop's routes, as text and XML, past the static files", async () => {
  const visitor = new Visitor();
  const robots = await visitor.get("/robots.txt");
  expect(robots.headers.get("content-type")).toBe("text/plain; charset=utf-8");
  const sitemap = (await robots.text()).split("\n").find((line) => line.startsWith("Sitemap: "));
  expect(sitemap).toBe("Sitemap: http://storefront.e2e.test/sitemap.xml");

  const index = await visitor.get(new URL(sitemap!.slice("Sitemap: ".length)).pathname);
  expect(index.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(files[0]).toBe("/sitemap-pages.xml");
  expect(files.length).toBeGreaterThan(1);
  expect(files.slice(1)).toEqual(files.slice(1).map((_, index) => `/sitemap-products-${index + 1}.xml`));

  const products = await visitor.get(files[1]!);
  expect(products.status).toBe(200);
  expect(await products.text()).toMatch(/<loc>http:\/\/storefront\.e2e\.test\/product\/default\/[^<]+<\/loc>/);
  expect((await visitor.get(`/sitemap-products-${files.length}.xml`)).status).toBe(404);
});
