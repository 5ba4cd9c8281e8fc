import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCustomer, startTestErp, type Session, type TestErp } from "./testing";

let erp: TestErp;
let rossi: Session;

beforeAll(async () => {
  erp = await startTestErp();
  rossi = await erp.login(demoCustomer(0));
});
afterAll(() => erp.close());

describe("job sites and e-invoices", () => {
  it("seeds job sites with and without codes, carried by orders, DDTs and invoices, and every SDI state", async () => {
    const sites = (await erp.hub("account/job_sites", rossi.context(), rossi.token)).body.message.data;
    expect(sites.map((site: { cig: string }) => site.cig).sort()).toEqual(["", "7A1B2C3D4E", "8C2D3E4F5A"]);
    const orders = (await erp.hub("account/get_orders", rossi.context(), rossi.token)).body.message;
    expect(orders.filter((order: { job_site?: string }) => order.job_site).length).toBeGreaterThan(orders.length / 2);
    const ddts = (await erp.hub("account/get_ddt", rossi.context(), rossi.token)).body.message;
    expect(ddts.some((ddt: { cig?: string }) => ddt.cig === "7A1B2C3D4E")).toBe(true);
    const invoices = (await erp.hub("account/get_invoices", rossi.context(), rossi.token)).body.message;
    expect(new Set(invoices.map((invoice: { sdi_status: string }) => invoice.sdi_status))).toEqual(
      new Set(["INVIATA", "MANCATA_CONSEGNA", "SCARTATA", "CONSEGNATA"]),
    );
    expect(invoices.some((invoice: { job_site?: string }) => invoice.job_site)).toBe(true);
  });

  it("refuses a malformed CIG or CUP with the reason, and hands out an invoice's XML through a signed link", async () => {
    const badCig = await erp.hub("account/job_site_save", { ...rossi.context(), name: "Via Roma", cig: "123" }, rossi.token, "en");
    expect(badCig).toMatchObject({ status: 422, body: { message: "Invalid CIG: it takes 10 letters or digits" } });
    const badCup = await erp.hub("account/job_site_save", { ...rossi.context(), name: "Via Roma", cup: "J51B2100012000!" }, rossi.token, "en");
    expect(badCup.status).toBe(422);
    const saved = await erp.hub("account/job_site_save", { ...rossi.context(), name: " Via  Roma ", cig: "zz 1234 5678" }, rossi.token);
    expect(saved.body.message).toMatchObject({ name: "Via Roma", cig: "ZZ12345678", cup: "", address_code: "1" });

    const [invoice] = (await erp.hub("account/get_invoices", rossi.context(), rossi.token)).body.message;
    const link = await erp.hub(
      "account/invoice_xml",
      { ...rossi.context(), scope: invoice.scope, year: invoice.year, number: invoice.number },
      rossi.token,
    );
    const file = await fetch(link.body.message.message);
    expect(file.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(await file.text()).toContain(`<Numero>${invoice.document}</Numero>`);
  });
});
