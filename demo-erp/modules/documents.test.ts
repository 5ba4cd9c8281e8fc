import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_TOKEN, startTestErpWithCustomers, type Session, type TestErp } from "./testing";

let erp: TestErp;
let rossi: Session;
let bianchi: Session;

beforeAll(async () => ({ erp, rossi, bianchi } = await startTestErpWithCustomers()));
afterAll(() => erp.close());

interface DocumentEntry {
  document: string;
  date: string;
  scope: string;
  year: number;
  number: number;
  taxable: number;
  total: number;
  type_bar_code: string;
}

async function invoices(session: Session): Promise<DocumentEntry[]> {
  return (await erp.hub("account/get_invoices", session.context(), session.token)).body.message;
}

describe("documents", () => {
  it("lists invoices of both kinds with a credit note, and transport documents", async () => {
    const list = await invoices(rossi);
    expect(list.some((entry) => entry.scope === "F" && entry.type_bar_code === "I")).toBe(true);
    expect(list.some((entry) => entry.scope === "F" && entry.type_bar_code === "D")).toBe(true);
    const note = list.find((entry) => entry.scope === "NC");
    expect(note?.total).toBeLessThan(0);
    for (const entry of list) {
      expect(entry.document).toBe(`${entry.scope}/${entry.year}/${entry.number}`);
      expect(entry.total).toBeCloseTo(entry.taxable * 1.22, 1);
    }
    const ddt: DocumentEntry[] = (await erp.hub("account/get_ddt", rossi.context(), rossi.token)).body.message;
    expect(ddt.length).toBeGreaterThan(0);
    expect(ddt.every((entry) => entry.scope === "B")).toBe(true);
  });

  it("signs a PDF link that works only unchanged, unexpired and for the owner", async () => {
    const [invoice] = await invoices(rossi);
    if (!invoice) throw new Error("no invoice");
    const link = await erp.hub(
      "account/invoice_pdf",
      { ...rossi.context(), scope: invoice.scope, year: invoice.year, number: invoice.number, type: invoice.type_bar_code },
      rossi.token,
    );
    expect(link.body.message.success).toBe(true);
    const url = new URL(link.body.message.message);
    expect(url.origin).toBe(erp.url);
    expect(url.pathname).toBe(`/files/documents/${invoice.scope}-${invoice.year}-${invoice.number}.pdf`);

    const pdf = await fetch(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    const sig = url.searchParams.get("sig") ?? "";
    const tampered = new URL(url);
    tampered.searchParams.set("sig", `${sig.slice(0, -1)}${sig.endsWith("0") ? "1" : "0"}`);
    expect((await fetch(tampered)).status).toBe(403);
    const otherFile = new URL(url);
    otherFile.pathname = url.pathname.replace(String(invoice.number), String(invoice.number + 1));
    expect((await fetch(otherFile)).status).toBe(403);
    const unsigned = new URL(url);
    unsigned.search = "";
    expect((await fetch(unsigned)).status).toBe(403);

    const name = `${invoice.scope}-${invoice.year}-${invoice.number}`;
    const past = Math.floor(Date.now() / 1000) - 1;
    const expiredSig = createHmac("sha256", APP_TOKEN).update(`${name}.pdf:${past}`).digest("hex");
    expect((await fetch(`${erp.url}/files/documents/${name}.pdf?expires=${past}&sig=${expiredSig}`)).status).toBe(403);

    const foreign = await erp.hub(
      "account/invoice_pdf",
      { ...bianchi.context(), scope: invoice.scope, year: invoice.year, number: invoice.number },
      bianchi.token,
    );
    expect(foreign.status).toBe(403);
    const unknown = await erp.hub("account/invoice_pdf", { ...rossi.context(), scope: "F", year: 1999, number: 1 }, rossi.token);
    expect(unknown).toEqual({ status: 404, body: { status: "error", message: expect.any(String) } });
  });

  it("links transport documents through pdf_barcode_document only", async () => {
    const [ddt] = (await erp.hub("account/get_ddt", bianchi.context(), bianchi.token)).body.message as DocumentEntry[];
    if (!ddt) throw new Error("no DDT");
    const body = { ...bianchi.context(), scope: "B", year: ddt.year, number: ddt.number, type: ddt.type_bar_code };
    const link = await erp.hub("account/pdf_barcode_document", body, bianchi.token);
    const pdf = await fetch(link.body.message.message);
    expect(pdf.status).toBe(200);
    expect((await erp.hub("account/invoice_pdf", body, bianchi.token)).status).toBe(404);
  });
});
