// Installable (issue 31), what a page and the server answer: each language's page links its web app
// manifest and theme colour; the manifest names the shop, opens its home and lists icons that load;
// the service worker's script is served from the root and checked before each use. What the worker
// does in a browser (offline page, what it keeps): tests/e2e/installable.spec.ts.
import { expect, test } from "vitest";
import { Visitor } from "./support/visitor";

const visitor = new Visitor();

interface Manifest {
  start_url: string;
  short_name: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

for (const { path, manifestPath, startUrl } of [
  { path: "/", manifestPath: "/manifest.webmanifest", startUrl: "/" },
  { path: "/en", manifestPath: "/en/manifest.webmanifest", startUrl: "/en" },
]) {
  test(`${path} links its manifest, which names the shop, opens ${startUrl} and has icons that load`, async () => {
    const page = await visitor.page(path);
    expect(page.document.head.querySelector('link[rel="manifest"]')?.getAttribute("href")).toBe(manifestPath);
    expect(page.document.head.querySelector('meta[name="theme-color"]')?.getAttribute("content")).toMatch(/^#[0-9a-f]{6}$/);

    const answer = await visitor.get(manifestPath);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = (await answer.json()) as Manifest;
    expect(manifest.start_url).toBe(startUrl);
    expect(manifest.short_name).toBe("Ferramenta Pro");
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      const image = await visitor.get(icon.src);
      expect(image.status, icon.src).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/png");
      await image.arrayBuffer();
    }
  });
}

test("a language the shop does not have has no manifest", async () => {
  expect((await visitor.get("/xx/manifest.webmanifest")).status).toBe(404);
});

test("the service worker script is served from the root and checked before each use", async () => {
  const answer = await visitor.get("/sw.js");
  expect(answer.status).toBe(200);
  expect(answer.headers.get("content-type")).toContain("javascript");
  expect(answer.headers.get("cache-control")).toBe("no-cache");
});
