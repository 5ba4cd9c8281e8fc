// Return requests against the demo ERP over HTTP (in the dialect CI sets: run it with
// DEMO_ERP_DIALECT=varying too): the ERP calls through the storefront's client (lines and what is
// returnable, a request made, listed and read back; the ERP's refusals of a quantity above
// returnable, a line of another customer's document, too many attachments; another customer's
// request a 404), the form's round trips (lines of two documents, what was typed kept, the files'
// and quantities' refusals with the rest of the form given back, the ERP's refusal on its line), a
// request opened by an agent, and a deployment that answers the calls 404. One customer of its own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../demo-erp/customers";
import type { Erp } from "~/erp/client.server";
import { RETURN_STATUSES } from "~/erp/return-codes";
import type { AccountDocument } from "~/erp/types";
import { returnDocumentParam } from "~/page/account-paths";
import type { ReturnFormView } from "~/returns/returns-page.server";
import { returnsAvailable } from "~/returns/availability.server";
import { loader as rootLoader } from "~/root";
import { action as pickerAction } from "~/routes/($lang).pages.agent.customers";
import * as formRoute from "~/routes/($lang).pages.returns.new";
import * as requestRoute from "~/routes/($lang).pages.returns.$number";
import * as listRoute from "~/routes/($lang).pages.returns._index";
import { startAnswerProxy, type AnswerProxy } from "../support/answer-proxy";
import { Browser, erpFailure, useTestErp } from "../support/harness";
import { cloneCustomer } from "../support/shops";

const [ROSSI, BIANCHI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer];
const LUCA = DEMO_AGENTS[0] as DemoAgent;
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

let proxy: AnswerProxy;
const demo = useTestErp({ via: async (target) => (proxy = await startAnswerProxy(target)).url });
let customer: Browser;
let customerId: string;
let bianchi: Browser;
/** The customer's delivery documents with lines, newest first: each test takes lines of its own. */
let documents: AccountDocument[];

afterAll(() => proxy.close());

beforeAll(async () => {
  const own = await cloneCustomer({ url: "", erpUrl: demo.url, appToken: demo.appToken }, ROSSI.username);
  customerId = own.id;
  customer = await Browser.signIn(own);
  bianchi = await Browser.signIn(BIANCHI);
  documents = await (await customer.erp()).documents.deliveryNotes();
});

const param = (doc: AccountDocument) => returnDocumentParam(doc.ref);
/** What names a document in a request. */
const key = (doc: AccountDocument) => ({ scope: doc.ref.scope, year: doc.ref.year, number: doc.ref.number });

async function linesOf(erp: Erp, doc: AccountDocument) {
  return erp.returns.deliveryLines(doc.ref);
}

/** A posted form: fields (a field given as a list repeats, as the form's `document` fields do) and files. */
function formData(fields: Record<string, string | string[]>, files: File[] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  for (const file of files) form.append("photos", file);
  return form;
}

describe("the ERP's return calls", () => {
  it("read a DDT's lines, make a request, list it and read it back; what is returnable shrinks", async () => {
    const erp = await customer.erp();
    const doc = documents[0]!;
    const [line] = await linesOf(erp, doc);
    expect(line!.returnable).toBe(line!.delivered);
    const sent = await erp.returns.create({
      rows: [{ document: doc.ref, rowId: line!.rowId, quantity: 1, reason: "DAMAGED" }],
      resolution: "CREDIT",
      note: "Scatola schiacciata",
      attachments: [{ name: "box.png", contentType: "image/png", data: PNG.toString("base64") }],
    });
    if (!("created" in sent)) throw new Error("refused");
    expect(sent.created.status).toBe("REQUESTED");
    expect((await erp.returns.list()).find((request) => request.number === sent.created.number)).toMatchObject({ status: "REQUESTED", rowCount: 1 });
    const read = await erp.returns.get(sent.created.number);
    expect(read).toMatchObject({ status: "REQUESTED", resolution: "CREDIT", note: "Scatola schiacciata", agentCode: null });
    expect(read.rows).toEqual([
      {
        document: key(doc),
        rowId: line!.rowId,
        sku: line!.sku,
        description: line!.description,
        quantity: 1,
        reason: "DAMAGED",
        authorized: null,
        received: null,
      },
    ]);
    expect(read.history.map((step) => step.status)).toEqual(["REQUESTED"]);
    expect((await linesOf(erp, doc))[0]!.returnable).toBe(line!.returnable - 1);
    // Another customer's request is not found, as an unknown one.
    expect((await erpFailure((await bianchi.erp()).returns.get(sent.created.number))).status).toBe(404);
  });

  it("refuse per row a quantity above returnable and a line of another customer's document; refuse four attachments", async () => {
    const erp = await customer.erp();
    const doc = documents[1]!;
    const [line] = await linesOf(erp, doc);
    const [theirs] = await (await bianchi.erp()).documents.deliveryNotes();
    const [theirLine] = await linesOf(await bianchi.erp(), theirs!);
    const refused = await erp.returns.create({
      rows: [
        { document: doc.ref, rowId: line!.rowId, quantity: line!.returnable + 1, reason: "WRONG_ITEM" },
        { document: theirs!.ref, rowId: theirLine!.rowId, quantity: 1, reason: "WRONG_ITEM" },
      ],
      resolution: "REPLACE",
      note: "",
      attachments: [],
    });
    expect(refused).toEqual({
      refused: [
        { document: key(doc), rowId: line!.rowId, reason: `Quantity above what can be returned (${line!.returnable})` },
        { document: key(theirs!), rowId: theirLine!.rowId, reason: "Document of another customer" },
      ],
    });
    const photo = { name: "a.png", contentType: "image/png", data: PNG.toString("base64") };
    const tooMany = await erpFailure(
      erp.returns.create({
        rows: [{ document: doc.ref, rowId: line!.rowId, quantity: 1, reason: "OTHER" }],
        resolution: "REPLACE",
        note: "",
        attachments: [photo, photo, photo, photo],
      }),
    );
    expect(tooMany).toMatchObject({ kind: "rejected", messages: ["At most 3 attachments"] });
    expect((await linesOf(erp, doc))[0]!.returnable).toBe(line!.returnable);
  });
});

describe("the return form", () => {
  it("gathers lines of two documents, keeps what was typed, refuses what it must with the form given back, and sends", async () => {
    const [first, second] = [documents[2]!, documents[3]!];
    const opened = await customer.data<ReturnFormView>(formRoute.loader, `/en/pages/returns/new?document=${param(first)}`);
    expect(opened.documents.map((doc) => doc.param)).toEqual([param(first)]);
    const line = opened.documents[0]!.lines[0]!;
    expect(opened.choices.map((choice) => choice.param)).toContain(param(second));

    const typed = { [line.quantityField]: "1", [line.reasonField]: "DEFECTIVE", resolution: "REPAIR", note: "Non si accende" };
    const added = await customer.call<ReturnFormView>(formRoute.action, "/en/pages/returns/new", {
      form: formData({ document: param(first), add: param(second), intent: "add", ...typed }),
    });
    expect(added.status).toBe(200);
    expect(added.data.documents.map((doc) => doc.param)).toEqual([param(first), param(second)]);
    expect(added.data.documents[0]!.lines[0]).toMatchObject({ quantity: "1", reason: "DEFECTIVE" });
    expect(added.data).toMatchObject({ resolution: "REPAIR", note: "Non si accende" });
    const other = added.data.documents[1]!.lines[0]!;

    const send = (fields: Record<string, string>, files: File[] = []) =>
      customer.call<ReturnFormView>(formRoute.action, "/en/pages/returns/new", {
        form: formData({ document: param(first), ...typed, intent: "send", ...fields }, files),
      });
    const above = await customer.call<ReturnFormView>(formRoute.action, "/en/pages/returns/new", {
      form: formData({
        ...typed,
        document: [param(first), param(second)],
        [other.quantityField]: String(other.returnable + 1),
        [other.reasonField]: "DAMAGED",
        intent: "send",
      }),
    });
    expect(above.status).toBe(422);
    expect(above.data.documents[1]!.lines[0]!.problem).toBe(`At most ${other.returnable}: that is what is left to return of this line.`);
    expect(above.data.documents[0]!.lines[0]).toMatchObject({ quantity: "1", reason: "DEFECTIVE", problem: null });

    const png = (name: string, size = PNG.length) => new File([size === PNG.length ? PNG : Buffer.alloc(size)], name, { type: "image/png" });
    const tooMany = await send({}, [png("1.png"), png("2.png"), png("3.png"), png("4.png")]);
    expect([tooMany.status, tooMany.data.filesProblem, tooMany.data.note]).toEqual([422, "At most 3 files.", "Non si accende"]);
    const tooLarge = await send({}, [png("big.png", 5 * 1024 * 1024 + 1)]);
    expect(tooLarge.data.filesProblem).toBe("big.png is over 5 MB.");
    const wrongType = await send({}, [new File(["ciao"], "notes.txt", { type: "text/plain" })]);
    expect(wrongType.data.filesProblem).toBe("notes.txt: images or PDF only.");
    expect(wrongType.data.documents[0]!.lines[0]).toMatchObject({ quantity: "1", reason: "DEFECTIVE" });

    const sent = await send({}, [png("photo.png")]);
    expect(sent.status).toBe(303);
    const number = decodeURIComponent(sent.location!.split("/").pop()!);
    expect(sent.location).toBe(`/en/pages/returns/${encodeURIComponent(number)}`);
    const page = await customer.data<{ request: { rows: unknown[]; agent: string | null } }>(requestRoute.loader, sent.location!, {
      params: { number },
    });
    expect(page.request).toMatchObject({ agent: null, rows: [{ document: first.label, quantity: 1, reason: "DEFECTIVE" }] });
    const list = await customer.data<{ requests: Array<{ number: string; status: string }> }>(listRoute.loader, "/en/pages/returns");
    expect(list.requests.find((request) => request.number === number)?.status).toBe("REQUESTED");
  });

  it("names a document that is not the customer's, and shows the ERP's refusal on its line", async () => {
    const [theirs] = await (await bianchi.erp()).documents.deliveryNotes();
    const forged = await customer.data<ReturnFormView>(formRoute.loader, `/en/pages/returns/new?document=${param(theirs!)}`);
    expect(forged.documents).toEqual([]);
    expect(forged.problems).toEqual([`The document ${theirs!.label} is not one of your delivery documents.`]);

    // A deployment whose lines promise more than it takes: the ERP's own words land on the line.
    const doc = documents[4]!;
    const view = await customer.data<ReturnFormView>(formRoute.loader, `/en/pages/returns/new?document=${param(doc)}`);
    const line = view.documents[0]!.lines[0]!;
    proxy.rewrite = (path, answer) =>
      path === "/hub/account/ddt_lines"
        ? JSON.parse(JSON.stringify(answer).replace(/"returnable_quantity":"?[\d.,]+"?/g, '"returnable_quantity":999'))
        : null;
    try {
      const refused = await customer.call<ReturnFormView>(formRoute.action, "/en/pages/returns/new", {
        form: formData({
          document: param(doc),
          [line.quantityField]: String(line.returnable + 1),
          [line.reasonField]: "OTHER",
          resolution: "CREDIT",
          intent: "send",
        }),
      });
      expect(refused.status).toBe(422);
      expect(refused.data.documents[0]!.lines[0]!.problem).toBe(`Quantity above what can be returned (${line.returnable})`);
      expect(refused.data.problems).toEqual(["The request was not accepted: see the marked lines."]);
    } finally {
      proxy.rewrite = null;
    }
  });

  it("opens the form of an order with the documents that delivered it", async () => {
    const erp = await customer.erp();
    const fulfilled = (await erp.account.orders()).find((order) => order.status === "fulfilled");
    const { type, number, year } = fulfilled!.key;
    const view = await customer.data<ReturnFormView>(formRoute.loader, `/en/pages/returns/new?type=${type}&number=${number}&year=${year}`);
    const detail = await erp.account.order(fulfilled!.key);
    const skus = new Set(view.documents.flatMap((doc) => doc.lines.map((line) => line.sku)));
    expect(view.documents.length).toBeGreaterThan(0);
    expect(detail!.lines.some((orderLine) => skus.has(orderLine.sku))).toBe(true);
  });
});

describe("requests of others, an agent's, and a deployment without returns", () => {
  it("answers 404 for another customer's request and an unknown one", async () => {
    const seeded = await (await bianchi.erp()).returns.list();
    // The seeded customers have one request in each state.
    expect(new Set(seeded.map((request) => request.status))).toEqual(new Set(RETURN_STATUSES));
    const [theirs] = seeded;
    for (const number of [theirs!.number, "RMA-1999-00001"]) {
      expect((await customer.call(requestRoute.loader, `/en/pages/returns/${number}`, { params: { number } })).status).toBe(404);
    }
  });

  it("records a request an agent opened for the customer and names the agent", async () => {
    const luca = await Browser.signInAgent(LUCA);
    expect((await luca.call(pickerAction, "/en/pages/agent/customers", { form: { intent: "choose", clientId: customerId } })).status).toBe(303);
    const doc = documents[5]!;
    const view = await luca.data<ReturnFormView>(formRoute.loader, `/en/pages/returns/new?document=${param(doc)}`);
    expect(view.byAgent).toBe(true);
    const line = view.documents[0]!.lines[0]!;
    const sent = await luca.call(formRoute.action, "/en/pages/returns/new", {
      form: formData({ document: param(doc), [line.quantityField]: "1", [line.reasonField]: "NOT_ORDERED", resolution: "CREDIT", intent: "send" }),
    });
    const number = decodeURIComponent(sent.location!.split("/").pop()!);
    expect((await (await customer.erp()).returns.get(number)).agentCode).toBe(LUCA.code);
    const page = await customer.data<{ request: { agent: string | null } }>(requestRoute.loader, sent.location!, { params: { number } });
    expect(page.request.agent).toBe(LUCA.name);
  });

  it("hides the returns while the calls answer 404, and shows them again by itself", async () => {
    const erp = await customer.erp();
    const later = Date.now() + 61_000;
    const hidden = await demo.withFaults([{ path: "/hub/account/return", status: 404 }], async () => ({
      available: await returnsAvailable(erp, later),
      shell: (await customer.data<{ customer: { hasReturns: boolean } }>(rootLoader, "/en/pages/documents")).customer.hasReturns,
      list: (await customer.call(listRoute.loader, "/en/pages/returns")).status,
    }));
    expect(hidden).toEqual({ available: false, shell: false, list: 404 });
    expect(await returnsAvailable(await customer.erp(), later + 61_000)).toBe(true);
  });
});
