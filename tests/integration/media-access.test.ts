// The media route serves what the ERP links, by the exact URL it gave (in the varying dialect:
// absolute URLs on the ERP's host under /images/ with a query and /pdf/), images and PDFs only, up
// to a size cap. Product documents are for signed-in customers: the technical sheets the product
// page shows them are refused to guests at their (guessable) /media address, while images and
// published flyers stay public.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { createErp } from "~/erp/client.server";
import { loadEnv } from "~/platform/env.server";
import * as mediaRoute from "~/routes/media.$";
import { Browser, useTestErp } from "../support/harness";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];

useTestErp();
let customer: Browser;
let sheet: string;
let image: string;
let flyer: string;

beforeAll(async () => {
  customer = await Browser.signIn(ROSSI);
  const guest = createErp({ lang: "it", customer: null });
  const product = await guest.catalog.product("FE10001");
  sheet = product!.documents[0]!.url;
  image = product!.product.images[0]!.main;
  flyer = (await guest.cms.home()).flyers.find((entry) => entry.pdfUrl.includes("offerte-ferramenta"))!.pdfUrl;
});

afterEach(() => {
  vi.restoreAllMocks();
  loadEnv();
});

async function media(url: string, browser = new Browser()): Promise<Response> {
  return (await browser.call(mediaRoute.loader, url, { params: { "*": url.replace(/^\/media\//, "").split("?")[0]! } })).response!;
}

/** The key of the ERP host in a /media link: /media/<key>/… */
function hostKeyOf(url: string): string {
  return url.split("/")[2]!;
}

describe("/media", () => {
  it("refuses a product document to a guest with the very answer of a missing file: status, headers and body", async () => {
    expect(sheet).toMatch(/^\/media\/[^/]+\/.+\.pdf$/);
    const answerOf = async (url: string) => {
      const answer = await media(url);
      return { status: answer.status, headers: [...answer.headers], body: await answer.text() };
    };
    const refused = await answerOf(sheet);
    expect(refused.status).toBe(404);
    // A missing file in a folder of its own (the report of a missing file is said once per folder, below).
    expect(refused).toEqual(await answerOf(sheet.replace(/\/files\/docs\/.+$/, "/missing/NO-SUCH-SHEET.pdf")));
    // Kept per cookie: a shared cache never hands the guest's refusal to a signed-in customer.
    expect(new Headers(refused.headers).get("Vary")).toBe("Cookie");
  });

  it("serves it to a signed-in customer, never to a shared cache", async () => {
    const answer = await media(sheet, customer);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    expect(answer.headers.get("Cache-Control")).toBe("private, max-age=3600");
    expect((await answer.arrayBuffer()).byteLength).toBeGreaterThan(500);
  });

  it("keeps images and published flyers public", async () => {
    const picture = await media(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Cache-Control")).toMatch(/^public/);
    await picture.arrayBuffer();
    const published = await media(flyer);
    expect(published.status).toBe(200);
    expect(published.headers.get("Cache-Control")).toMatch(/^public/);
    await published.arrayBuffer();
    // A draft flyer is not published: a guest gets nothing.
    expect((await media(flyer.replace("offerte-ferramenta", "offerte-giardinaggio"))).status).toBe(404);
  });

  it("serves an SVG so that it cannot run script on the shop's origin", async () => {
    expect(image).toMatch(/\.svg(\?|$)/);
    const answer = await media(image);
    expect(answer.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(answer.headers.get("Content-Security-Policy")).toMatch(/^sandbox; default-src 'none'/);
    expect(answer.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(await answer.text()).toContain("<svg");
  });

  it("fetches only images and PDFs, and only from the ERP's own hosts", async () => {
    // An ERP answer (JSON) at a path of an ERP host is not a media file.
    expect((await media(`/media/${hostKeyOf(image)}/api/method/ping`)).status).toBe(404);
    // A key that names no configured host reaches nothing.
    expect((await media("/media/example.com/images/a.svg")).status).toBe(404);
  });

  it("reports a file the ERP does not serve, once per path prefix per minute", async () => {
    vi.stubEnv("LOG_LEVEL", "warn");
    const lines: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((line) => {
      lines.push(String(line));
      return true;
    });
    const missing = image.replace(/[^/]+\.svg/, "NO-SUCH-ARTICLE-main.svg");
    expect((await media(missing)).status).toBe(404);
    expect((await media(missing.replace("NO-SUCH", "NOR-THIS"))).status).toBe(404);
    vi.unstubAllEnvs();
    const reports = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.message === "ERP media answered an error");
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ level: "warn", status: 404, prefix: expect.stringMatching(/^\/(images|files)\/$/) });
  });

  it("cuts off a file bigger than MEDIA_MAX_BYTES, then serves normally again", async () => {
    loadEnv({ ...process.env, MEDIA_MAX_BYTES: "1024" });
    const answer = await media(flyer);
    await expect(answer.arrayBuffer()).rejects.toThrow();
    loadEnv();
    const again = await media(flyer);
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBeGreaterThan(1024);
  });
});
