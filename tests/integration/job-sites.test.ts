// Job sites with CIG and CUP, and e-invoices' SDI state and XML, against the demo ERP in the dialect
// the run names (DEMO_ERP_DIALECT: the varying one answers a row's job site as one object, the SDI
// state in words and the XML as the signed `.xml.p7m`): the ERP's calls and refusals, the job sites
// page's form (add, edit, delete; a malformed CIG or CUP on its field), checkout with a saved and a
// new job site shown on the thank-you page and the order, the lists filtered by job site, the SDI
// states, and every control hidden where the calls answer 404.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import type { DocumentRow, OrderRow } from "~/account/account.server";
import type { JobSiteFormAnswer } from "~/account/job-sites-page.server";
import type { Page } from "~/account/list-query";
import type { CheckoutAnswer } from "~/checkout/checkout-page.server";
import { customerJobSites, jobSitesAvailable } from "~/checkout/job-sites.server";
import type { JobSiteRef } from "~/erp/types";
import { remixI18n } from "~/platform/i18n.server";
import { action as cartAction } from "~/routes/($lang).cart";
import * as fileRoute from "~/routes/($lang).pages.documents_.$kind.$scope.$year.$file";
import { loader as documentsLoader } from "~/routes/($lang).pages.documents";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/($lang).pages.checkout";
import { action as jobSitesAction, loader as jobSitesLoader } from "~/routes/($lang).pages.job-sites";
import { loader as orderLoader } from "~/routes/($lang).pages.order_detail";
import { loader as ordersLoader } from "~/routes/($lang).pages.orders";
import { loader as thankYouLoader } from "~/routes/($lang).pages.thankyou";
import { Browser, erpFailure, pickArticles, readSession, useTestErp } from "../support/harness";

const [ROSSI, , ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
const SIGNED_XML = process.env.DEMO_ERP_DIALECT === "varying";
const PUBLIC_WORK = { name: "Scuola media G. Pascoli - ampliamento", cig: "7A1B2C3D4E", cup: "J51B21000120005" };

const demo = useTestErp();
const t = await remixI18n.getFixedT("en");
let rossi: Browser;

beforeAll(async () => {
  rossi = await Browser.signIn(ROSSI);
});

type JobSitesPage = { sites: Array<JobSiteRef & { id: string; address: string }>; editing: string | null; deleting: string | null };
type DocumentsPage = { documents: Page<DocumentRow>; xml: boolean; jobSites: string[] | null };
type CheckoutPage = { token: string; jobSites: Array<JobSiteRef & { id: string }> | null };

const sitesOf = (browser: Browser) => browser.data<JobSitesPage>(jobSitesLoader, "/en/pages/job-sites");

async function toasts(answer: { headers: Headers }): Promise<string[]> {
  const waiting = (await readSession(answer.headers.get("Set-Cookie")!)).get("toasts") ?? [];
  return waiting.map((toast) => toast.text ?? t(toast.key!, toast.values));
}

describe("the ERP's job sites", () => {
  it("lists the seeded ones with and without codes, saves, changes and deletes, and answers its reasons for malformed codes", async () => {
    const erp = await rossi.erp();
    const seeded = await erp.jobSites.list();
    expect(seeded.map(({ name, cig, cup }) => ({ name, cig, cup }))).toEqual(
      expect.arrayContaining([PUBLIC_WORK, { name: "Condominio Aurora - facciate", cig: "", cup: "" }]),
    );
    const saved = await erp.jobSites.save({ name: "Magazzino comunale", cig: "1234567890", cup: "" });
    expect(saved).toMatchObject({ name: "Magazzino comunale", cig: "1234567890", cup: "", addressCode: "1" });
    expect(await erp.jobSites.save({ id: saved.id, name: "Magazzino comunale", cig: "", cup: "B11C22000330001" })).toMatchObject({
      cig: "",
      cup: "B11C22000330001",
    });
    const badCig = await erpFailure(erp.jobSites.save({ name: "Via Roma", cig: "12345", cup: "" }));
    expect(badCig).toMatchObject({ kind: "rejected", messages: ["Invalid CIG: it takes 10 letters or digits"] });
    const badCup = await erpFailure(erp.jobSites.save({ name: "Via Roma", cig: "", cup: "B11C2200033000!" }));
    expect(badCup).toMatchObject({ kind: "rejected", messages: ["Invalid CUP: it takes 15 letters or digits"] });
    await erp.jobSites.delete(saved.id);
    expect((await erp.jobSites.list()).map((site) => site.id)).not.toContain(saved.id);
  });
});

describe("the job sites page", () => {
  it("adds, edits and deletes after a confirmation, each answered with a redirect and a toast", async () => {
    const added = await rossi.call(jobSitesAction, "/en/pages/job-sites", {
      form: { intent: "save", name: "  Piscina   comunale ", cig: "9f8e 7d6c5b", cup: "" },
    });
    expect(added.location).toBe("/en/pages/job-sites");
    expect(await toasts(added)).toEqual(['Job site "Piscina comunale" saved']);
    const site = (await sitesOf(rossi)).sites.find((candidate) => candidate.name === "Piscina comunale")!;
    expect(site).toMatchObject({ cig: "9F8E7D6C5B", cup: "", address: expect.stringContaining(",") });

    expect((await rossi.data<JobSitesPage>(jobSitesLoader, `/en/pages/job-sites?edit=${site.id}`)).editing).toBe(site.id);
    await rossi.call(jobSitesAction, "/en/pages/job-sites", { form: { intent: "save", id: site.id, name: "Piscina comunale", cig: "", cup: "" } });
    expect((await sitesOf(rossi)).sites.find((candidate) => candidate.id === site.id)?.cig).toBe("");

    // Delete asks first (a link to the confirmation), then the confirmation's form posts.
    expect((await rossi.data<JobSitesPage>(jobSitesLoader, `/en/pages/job-sites?delete=${site.id}`)).deleting).toBe(site.id);
    const deleted = await rossi.call(jobSitesAction, "/en/pages/job-sites", { form: { intent: "delete", id: site.id } });
    expect((await toasts(deleted)).at(-1)).toBe('Job site "Piscina comunale" deleted');
    expect((await sitesOf(rossi)).sites.map((candidate) => candidate.id)).not.toContain(site.id);
  });

  it("refuses a malformed CIG and CUP on their fields, and a duplicate name with the ERP's reason, keeping what was typed", async () => {
    const malformed = await rossi.call<JobSiteFormAnswer>(jobSitesAction, "/pages/job-sites", {
      form: { intent: "save", name: "Ponte nuovo", cig: "ABC", cup: "J51B21000120005X" },
    });
    expect(malformed.status).toBe(422);
    expect(malformed.data.form).toEqual({
      id: null,
      values: { name: "Ponte nuovo", cig: "ABC", cup: "J51B21000120005X" },
      errors: { cig: "jobSite.errors.cig", cup: "jobSite.errors.cup" },
      refusal: [],
    });
    const duplicate = await rossi.call<JobSiteFormAnswer>(jobSitesAction, "/en/pages/job-sites", {
      form: { intent: "save", name: PUBLIC_WORK.name.toUpperCase(), cig: "", cup: "" },
    });
    expect(duplicate.status).toBe(422);
    expect(duplicate.data.form.refusal).toEqual([`There is already a job site "${PUBLIC_WORK.name.toUpperCase()}"`]);
    expect((await sitesOf(rossi)).sites.map((site) => site.name)).not.toContain("Ponte nuovo");
  });
});

describe("a job site at checkout", () => {
  let esposito: Browser;
  let sku = "";

  beforeAll(async () => {
    esposito = await Browser.signIn(ESPOSITO);
    const [article] = await pickArticles(await esposito.erp(), 1, (price) => price.packaging.multiple === 1 && price.unitPrice > 50);
    sku = article!.product.sku;
  });

  /** Fills the cart, checks the order and posts the send form with these job site fields. */
  async function send(jobSite: Record<string, string>) {
    await esposito.call(cartAction, "/cart", { form: { intent: "add", sku, quantity: "5", js: "1" } });
    const page = await esposito.data<CheckoutPage>(checkoutLoader, "/en/pages/checkout");
    await esposito.call(checkoutAction, "/en/pages/checkout", { form: { intent: "prepare", deliveryType: "SHIPPING_GOOD" } });
    const sent = await esposito.call<CheckoutAnswer>(checkoutAction, "/en/pages/checkout", {
      form: { intent: "send", deliveryType: "SHIPPING_GOOD", token: page.token, ...jobSite },
    });
    return { page, sent };
  }

  it("sends a saved job site with its codes; the thank-you page, the order list and the order show it", async () => {
    const { page, sent } = await send({ jobSite: (await customerJobSites(await esposito.erp()))!.find((site) => site.cig === PUBLIC_WORK.cig)!.id });
    expect(page.jobSites?.map((site) => site.name)).toContain(PUBLIC_WORK.name);
    expect(sent.location).toBe("/en/pages/thankyou");
    const thanks = await esposito.data<{ order: { number: string; jobSite: JobSiteRef } }>(thankYouLoader, "/en/pages/thankyou");
    expect(thanks.order.jobSite).toEqual(PUBLIC_WORK);
    const [type, year, number] = thanks.order.number.split("/");
    const detail = await esposito.data<{ order: { jobSite: JobSiteRef } }>(
      orderLoader,
      `/en/pages/order_detail?type=${type}&number=${number}&year=${year}`,
    );
    expect(detail.order.jobSite).toEqual(PUBLIC_WORK);
  });

  it("refuses a new job site with a malformed CIG on its field, sending nothing, then sends it mended and saves it to the account", async () => {
    const before = (await (await esposito.erp()).account.orders()).length;
    const typed = { jobSite: "new", jobSiteName: "Rotatoria via Emilia", jobSiteCig: "12 34", jobSiteCup: "", jobSiteSave: "on" };
    const { sent: refused } = await send(typed);
    expect(refused.status).toBe(422);
    expect(refused.data.jobSite).toEqual({
      input: { ...typed, jobSiteSave: true },
      errors: { cig: "jobSite.errors.cig" },
    });
    expect((await (await esposito.erp()).account.orders()).length).toBe(before);

    const { sent } = await send({ ...typed, jobSiteCig: "5e4d 3c2b1a" });
    expect(sent.location).toBe("/en/pages/thankyou");
    expect(await toasts(sent)).toEqual(['The job site "Rotatoria via Emilia" is now among your job sites.']);
    const [order] = await (await esposito.erp()).account.orders();
    expect(order!.jobSite).toEqual({ name: "Rotatoria via Emilia", cig: "5E4D3C2B1A", cup: "" });
    expect((await customerJobSites(await esposito.erp()))!.map((site) => site.name)).toContain("Rotatoria via Emilia");
  });

  it("refuses a job site that is not one of the customer's", async () => {
    const { sent } = await send({ jobSite: "999999" });
    expect(sent.status).toBe(422);
    expect(sent.data.jobSite?.errors).toEqual({ jobSite: "jobSite.errors.unknown" });
  });
});

describe("the account lists by job site", () => {
  it("show each order's, DDT's and invoice's job site with its codes, and filter the period's rows by one", async () => {
    const orders = await rossi.data<{ orders: Page<OrderRow>; jobSites: string[] }>(ordersLoader, "/en/pages/orders");
    expect(orders.jobSites).toEqual(expect.arrayContaining([PUBLIC_WORK.name, "Condominio Aurora - facciate"]));
    expect(orders.orders.items.some((order) => order.jobSite === null)).toBe(true);
    const filtered = await rossi.data<{ orders: Page<OrderRow> }>(ordersLoader, `/en/pages/orders?jobSite=${encodeURIComponent(PUBLIC_WORK.name)}`);
    expect(filtered.orders.total).toBeGreaterThan(0);
    expect(filtered.orders.items.map((order) => order.jobSite)).toEqual(filtered.orders.items.map(() => PUBLIC_WORK));

    for (const kind of ["delivery-note", "invoice"]) {
      const all = await rossi.data<DocumentsPage>(documentsLoader, `/en/pages/documents?kind=${kind}`);
      const carried = all.documents.items.filter((doc) => doc.jobSite?.name === PUBLIC_WORK.name);
      expect(carried.length).toBeGreaterThan(0);
      expect(carried[0]!.jobSite).toEqual(PUBLIC_WORK);
      const byJobSite = await rossi.data<DocumentsPage>(
        documentsLoader,
        `/en/pages/documents?kind=${kind}&jobSite=${encodeURIComponent(PUBLIC_WORK.name)}`,
      );
      expect(byJobSite.documents.items.map((doc) => doc.jobSite?.name)).toEqual(byJobSite.documents.items.map(() => PUBLIC_WORK.name));
      expect(byJobSite.documents.items.map((doc) => doc.label)).toEqual(expect.arrayContaining(carried.map((doc) => doc.label)));
    }
  });
});

describe("e-invoices", () => {
  it("show each invoice's SDI state and date, and stream its XML through the shop", async () => {
    const invoices = await rossi.data<DocumentsPage>(documentsLoader, "/en/pages/documents?kind=invoice");
    expect(invoices.xml).toBe(true);
    const [sent, notDelivered, rejected, delivered] = invoices.documents.items;
    expect([sent, notDelivered, rejected, delivered].map((doc) => doc!.sdi?.status)).toEqual([
      "INVIATA",
      "MANCATA_CONSEGNA",
      "SCARTATA",
      "CONSEGNATA",
    ]);
    expect(sent!.sdi!.date).toBe(sent!.date);

    const file = `${sent!.number}.xml`;
    const answer = await rossi.call(fileRoute.loader, `/pages/documents/invoice/${sent!.scope}/${sent!.year}/${file}`, {
      params: { kind: "invoice", scope: sent!.scope, year: sent!.year, file },
    });
    const response = answer.response!;
    expect(response.headers.get("Content-Type")).toBe(SIGNED_XML ? "application/pkcs7-mime" : "application/xml; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(SIGNED_XML ? /\.xml\.p7m"$/ : /[0-9]\.xml"$/);
    expect(await response.text()).toContain(`<Numero>${sent!.label}</Numero>`);
  });
});

describe("a deployment without job sites or e-invoice XML", () => {
  it("has no job sites page, link, filter or checkout choice, and no XML link, while the calls answer 404", async () => {
    const hidden = await demo.withFaults(
      [
        { path: "/hub/account/job_sites", status: 404 },
        { path: "/hub/account/invoice_xml", status: 404 },
      ],
      async () => {
        const later = Date.now() + 61_000;
        const erp = await rossi.erp();
        return {
          available: await jobSitesAvailable(erp, later),
          page: (await rossi.call(jobSitesLoader, "/en/pages/job-sites")).status,
          filter: (await rossi.data<DocumentsPage>(documentsLoader, "/en/pages/documents?kind=invoice")).jobSites,
          xml: (await rossi.data<DocumentsPage>(documentsLoader, "/en/pages/documents?kind=invoice")).xml,
          choice: (await rossi.data<CheckoutPage>(checkoutLoader, "/en/pages/checkout")).jobSites,
        };
      },
    );
    expect(hidden).toEqual({ available: false, page: 404, filter: null, xml: false, choice: null });
    // Asked again once the minute is over: the job sites are back.
    expect(await jobSitesAvailable(await rossi.erp(), Date.now() + 122_000)).toBe(true);
  });
});
