// Product documents are for signed-in customers: the technical sheets the product page shows them
// are refused to guests at their (guessable) /media address, while images and published flyers
// stay public.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { createErp } from "~/erp/client.server";
import * as mediaRoute from "~/routes/media.$";
import { Browser, useTestErp } from "../support/harness";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];

useTestErp();
let customer: Browser;
let sheet: string;

beforeAll(async () => {
  customer = await Browser.signIn(ROSSI);
  const product = await createErp({ lang: "it", customer: null }).catalog.product("FE10001");
  sheet = product!.documents[0]!.url;
});

async function media(url: string, browser = new Browser()): Promise<Response> {
  return (await browser.call(mediaRoute.loader, url, { params: { "*": url.replace(/^\/media\//, "") } })).response!;
}

describe("/media", () => {
  it("refuses a product document to a guest, like a missing file", async () => {
    expect(sheet).toMatch(/^\/media\/files\/docs\/.+\.pdf$/);
    const answer = await media(sheet);
    expect(answer.status).toBe(404);
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("serves it to a signed-in customer, never to a shared cache", async () => {
    const answer = await media(sheet, customer);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Cache-Control")).toBe("private, max-age=3600");
    expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(500);
  });

  it("keeps images and published flyers public", async () => {
    const image = await media("/media/files/images/family-FE.svg");
    expect(image.status).toBe(200);
    expect(image.headers.get("Cache-Control")).toMatch(/^public/);
    const flyer = await media("/media/files/flyers/offerte-ferramenta.pdf");
    expect(flyer.status).toBe(200);
    expect(flyer.headers.get("Cache-Control")).toMatch(/^public/);
    await flyer.arrayBuffer();
    // A draft flyer is not published: a guest gets nothing.
    expect((await media("/media/files/flyers/offerte-giardinaggio.pdf")).status).toBe(404);
  });
});
