// Issue 27: one burst of traffic must not shut the shop. After bursts of 50 and 200 connections whose
// clients hang up while queued (autocannon hangs up on every request left when it ends), a page must
// be served within 2 s and /readyz must be ready: no admission slot outlives its request.
import { execFile } from "node:child_process";
import path from "node:path";
import { expect, test } from "./support/test";
import { freePort, startShopWithErp, type ShopWithErp } from "../support/processes";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "server behaviour: one browser mode is enough");
test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

let pair: ShopWithErp;
let probes: string;

test.beforeAll(async () => {
  const healthPort = await freePort();
  probes = `http://127.0.0.1:${healthPort}`;
  pair = await startShopWithErp("burst", { shopEnv: { HEALTH_PORT: String(healthPort) } });
});

test.afterAll(async () => {
  await pair?.stop();
});

/**
 * autocannon's burst of `connections` connections asking for /shop back to back for `seconds`; when
 * it ends it hangs up on every request still waiting, queued ones included. Resolves with its
 * figures when its process has exited.
 */
function burst(connections: number, seconds: number): Promise<{ non2xx: number }> {
  const args = ["-c", String(connections), "-d", String(seconds), "--json", `${pair.shop.url}/shop?text=viti`];
  return new Promise((resolve, reject) => {
    execFile(path.resolve("node_modules/.bin/autocannon"), args, { timeout: 60_000 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as { non2xx: number }),
    );
  });
}

/** The status of `url`, polled until it is 200 or 2 s have passed since `since`. */
async function statusWithinTwoSeconds(url: string, since: number): Promise<number> {
  let status = 0;
  while (Date.now() - since < 2_000) {
    status = (await fetch(url, { signal: AbortSignal.timeout(Math.max(1, 2_000 - (Date.now() - since))) }).catch(() => null))?.status ?? 0;
    if (status === 200) break;
  }
  return status;
}

for (const connections of [50, 200]) {
  test(`after a burst of ${connections} connections whose clients hang up while queued, pages are served within 2 s and /readyz is ready`, async () => {
    // The search, the menu and the home page's content are in the public cache: the pages wait for
    // the prices only, as they would in a shop that has been running.
    for (const page of ["/shop?text=viti", "/"]) {
      await expect.poll(async () => (await fetch(`${pair.shop.url}${page}`)).status, { timeout: 30_000 }).toBe(200);
    }
    await pair.setFaults([{ path: "/hub/erp/get_multiple_prices", delayMs: 200 }]);
    let figures;
    try {
      figures = await burst(connections, 3);
    } finally {
      await pair.setFaults([]);
    }
    const ended = Date.now();
    // The shop was overloaded: it refused some of the burst.
    expect(figures.non2xx).toBeGreaterThan(0);
    const pages = ["/shop?text=viti", "/"].map((page) => statusWithinTwoSeconds(`${pair.shop.url}${page}`, ended));
    expect(await Promise.all(pages)).toEqual([200, 200]);
    expect((await fetch(`${probes}/readyz`)).status).toBe(200);
  });
}
