// An ERP that answers a search with a server error (500) is not "unreachable": the results page, a 503
// like every other ERP fault (the shop itself did not fail), says something went wrong and the team
// has been notified, in the reader's language, and its "try again" link shows the listing once the
// ERP is well. A download (a CSV export, a document's PDF) the ERP fails is the same error page in
// the shell, never the framework's raw JSON. On the run's shop, with the faults scoped to one
// visitor's requests and a search no one else sends (guests' searches are cached and shared).
import crypto from "node:crypto";
import { within } from "@testing-library/dom";
import { expect, test } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { faultScope } from "./support/faults";
import { parseHtml, Visitor } from "./support/visitor";

const cases = [
  { prefix: "/en", title: "Oops, something went wrong", text: "Our team has been notified. Please try again shortly.", search: "Search" },
  { prefix: "", title: "Ops, qualcosa è andato storto", text: "Il nostro team è stato avvisato. Riprova tra poco.", search: "Cerca" },
];

for (const { prefix, title, text, search } of cases) {
  test(`a search the ERP answers with 500 says so and offers a retry that works once the ERP is well (${prefix || "/"})`, async () => {
    const faults = faultScope();
    const guest = new Visitor(undefined, faults.requestId);
    const words = `drill${crypto.randomUUID().slice(0, 8)}`;

    // The search box of a content page is a GET form to the listing.
    const about = await guest.page(`${prefix}/pages/about-us`);
    const form = about.getAllByRole("search")[0]!;
    expect(form.getAttribute("action")).toBe(`${prefix}/shop`);
    expect(within(form).getByRole("button", { name: search })).toBeTruthy();
    const results = `${prefix}/shop?text=${words}`;

    const failed = await faults.during([{ path: "/hub/search/search", status: 500, times: 2 }], () => guest.page(results));
    expect(failed.status).toBe(503);
    expect(failed.getByRole("heading", { name: title })).toBeTruthy();
    expect(failed.getByText(text)).toBeTruthy();
    expect(failed.queryByText(/cannot be reached|non è raggiungibile/)).toBeNull();

    // "Try again" links to the page itself (href="", which happy-dom does not count as a link's role).
    const retry = failed.getByText(prefix ? "Try again" : "Riprova", { selector: "a" });
    expect(retry.getAttribute("href")).toBe("");
    const listing = await guest.page(results);
    expect(listing.status).toBe(200);
    expect(listing.getByRole("heading", { level: 1, name: prefix ? `Results for “${words}”` : `Risultati per “${words}”` })).toBeTruthy();
  });
}

// What a download's error page says: the ERP's failure, or (where the download reads the ERP
// tolerantly and then finds it lacking) that the ERP cannot be reached now.
const DOWNLOAD_FAILED = {
  "": /^(Il nostro team è stato avvisato|Il nostro gestionale non è raggiungibile in questo momento)/,
  "/en": /^(Our team has been notified|Our management system cannot be reached right now)/,
};

const DOWNLOADS = [
  "/pages/cart/export.csv",
  "/pages/documents/export.csv?kind=invoice",
  "/pages/deadlines/export.csv",
  "/pages/lists/1/export.csv",
  "/pages/documents/invoice/A/2025/1.pdf",
  "/pages/documents/invoice/A/2025/1.xml",
];

test("a download the ERP fails is the shop's translated error page in the shell, a 503, and downloads again once the ERP is well", async () => {
  const faults = faultScope();
  const customer = await Visitor.signedIn(DEMO_CUSTOMERS[0]!.username, { requestId: faults.requestId });
  for (const { prefix, title } of cases) {
    const text = DOWNLOAD_FAILED[prefix as keyof typeof DOWNLOAD_FAILED];
    for (const download of DOWNLOADS) {
      const path = `${prefix}${download}`;
      // The download's first ERP read fails with a 500 (never retried, so one failure: the shared
      // circuit breakers stay closed for everyone else); the error page's own shell is served as usual.
      const answer = await faults.during([{ path: "*", status: 500, times: 1 }], () => customer.get(path));
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get("content-type"), path).toMatch(/^text\/html/);
      const page = parseHtml(await answer.text());
      expect(page.getByRole("heading", { level: 1, name: title }), path).toBeTruthy();
      expect(page.getByText(text), path).toBeTruthy();
      expect(page.getAllByRole("search").length, path).toBeGreaterThan(0);
      // And the account serves normally right after: a success between the failures also keeps the
      // shared circuit breaker closed for the tests running beside this one.
      expect((await customer.get(`${prefix}/pages/account`)).status, path).toBe(200);
    }
  }
  const csv = await customer.get("/en/pages/cart/export.csv");
  expect(csv.status).toBe(200);
  expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
});
