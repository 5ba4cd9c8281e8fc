// /pages/returns, /pages/returns/<number> and /pages/returns/new: the customer's return requests, one
// request with its lines and history, and the form that opens one. The form gathers lines of one or
// several of the customer's delivery documents (a DDT, or an invoice that travelled with the goods):
// each round trip (add a document, take one away, send) posts the whole form and gets it back as it
// was, so that it works without JavaScript; sending checks every quantity against what is
// returnable, the reasons, the resolution and the files before the ERP sees it, and shows the ERP's
// own refusals on their lines. A deployment without returns has none of these pages (404).
import { data } from "@remix-run/node";
import { z } from "zod";
import { agentNamer } from "~/cart/agent-names.server";
import { isErpError } from "~/erp/errors";
import type { DocumentKey } from "~/erp/return-codes";
import type { DeliveryLine, RefusedRow } from "~/erp/returns.server";
import type { AccountDocument, OrderKey } from "~/erp/types";
import { parseOrderKey } from "~/erp/order-key";
import { returnDocumentParam as documentParam } from "~/page/account-paths";
import type { CustomerPage } from "~/page/page.server";
import { readPostedForm } from "~/page/posted-form.server";
import { notFoundPageOnErp404 } from "~/page/route-errors.server";
import { CACHE_CONTROL } from "~/platform/cache-control";
import { RETURNS } from "~/platform/config";
import { redirectWithToast } from "~/platform/flash.server";
import { todayInRome } from "~/platform/i18n";
import { returnsAvailable } from "~/returns/availability.server";
import { checkDraft, chosenDocuments, filesProblem, lineField, readDraft, sameDocument, type Draft, type LineProblem } from "~/returns/rules";

export const RETURNS_PATH = "/pages/returns";

/** How long after an order its goods may have left: the documents the order's return form looks at. */
const ORDER_DELIVERY_DAYS = 30;
/** The documents read to find an order's: a few, the nearest to the order's day. */
const ORDER_DOCUMENTS_READ = 3;

function notFound(): Response {
  return new Response("Not Found", { status: 404 });
}

/** The returns pages exist only where the ERP takes return requests. */
async function requireReturns(page: CustomerPage): Promise<void> {
  if (!(await returnsAvailable(page.erp))) throw notFound();
}

export function returnPath(number: string): string {
  return `${RETURNS_PATH}/${encodeURIComponent(number)}`;
}

function documentLabel(document: DocumentKey): string {
  return `${document.scope}/${document.year}/${document.number}`;
}

export async function loadReturnsPage(page: CustomerPage) {
  const requests = await notFoundPageOnErp404(page.erp.returns.list());
  return { requests: [...requests].sort((a, b) => (b.createdOn ?? "").localeCompare(a.createdOn ?? "")) };
}

const NumberSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,30}$/);

export async function loadReturnPage(page: CustomerPage) {
  const number = NumberSchema.safeParse(page.params.number);
  if (!number.success) throw notFound();
  // Another customer's request is the ERP's 404, as an unknown one.
  const request = await notFoundPageOnErp404(page.erp.returns.get(number.data));
  const agent = request.agentCode ? (await agentNamer(page, [{ code: request.agentCode, name: "" }]))({ code: request.agentCode, name: "" }) : null;
  return {
    request: {
      number: request.number,
      status: request.status,
      createdOn: request.createdOn,
      resolution: request.resolution,
      note: request.note,
      agent: agent && (agent.name || agent.code),
      history: request.history,
      rows: request.rows.map((row) => ({
        document: row.document ? documentLabel(row.document) : "–",
        sku: row.sku,
        description: row.description,
        quantity: row.quantity,
        reason: row.reason,
        authorized: row.authorized,
        received: row.received,
      })),
    },
  };
}

// ---- The form ----

/** The customer's delivery documents of the last year: DDTs, and invoices that travelled with the goods. */
async function deliveryDocuments(page: CustomerPage): Promise<AccountDocument[]> {
  const today = todayInRome();
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - RETURNS.documentDays * 86_400_000).toISOString().slice(0, 10);
  const [notes, invoices] = await Promise.all([
    page.erp.documents.deliveryNotes({ from, to: today }),
    page.erp.documents.invoices({ from, to: today }),
  ]);
  return [...notes, ...invoices.filter((invoice) => invoice.billing === "immediate")].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
}

/** The documents that delivered an order's lines: those of the days after it holding one of its delivered articles. */
async function documentsOfOrder(page: CustomerPage, key: OrderKey, own: AccountDocument[]): Promise<DocumentKey[]> {
  const order = await page.erp.account.order(key);
  if (!order?.registeredOn) return [];
  const delivered = new Set(order.lines.filter((line) => line.delivered > 0).map((line) => line.sku));
  const until = new Date(Date.parse(`${order.registeredOn}T00:00:00Z`) + ORDER_DELIVERY_DAYS * 86_400_000).toISOString().slice(0, 10);
  const candidates = own
    .filter((doc) => doc.date !== null && doc.date >= order.registeredOn! && doc.date <= until)
    .sort((a, b) => (a.date ?? "").localeCompare(b.date ?? ""))
    .slice(0, ORDER_DOCUMENTS_READ);
  const lines = await Promise.all(candidates.map((doc) => page.erp.returns.deliveryLines(doc.ref)));
  return candidates.filter((_, index) => lines[index]!.some((line) => delivered.has(line.sku))).map((doc) => doc.ref);
}

interface FormState {
  draft: Draft;
  /** Problems by line field, and of the form, as texts. */
  lineProblems?: Record<string, string>;
  problems?: string[];
  filesProblem?: string | null;
  /** Files were posted with a round trip that was not the send: without JavaScript the browser forgets them. */
  chooseFilesAgain?: boolean;
}

interface ChosenDocument {
  doc: AccountDocument;
  lines: DeliveryLine[];
}

/** The chosen documents that are the customer's own, with their lines; the others are named as problems. */
async function chosenWithLines(page: CustomerPage, own: AccountDocument[], params: unknown[]) {
  const wanted = chosenDocuments(params);
  const found = wanted.map((key) => own.find((doc) => sameDocument(doc.ref, key)));
  const unknown = wanted.filter((_, index) => !found[index]).map((key) => page.t("returns.errors.notYourDocument", { document: documentLabel(key) }));
  const docs = found.filter((doc): doc is AccountDocument => doc !== undefined);
  const lines = await Promise.all(docs.map((doc) => page.erp.returns.deliveryLines(doc.ref)));
  const chosen: ChosenDocument[] = docs.map((doc, index) => ({ doc, lines: lines[index]! }));
  return { chosen, unknown };
}

function formView(page: CustomerPage, own: AccountDocument[], chosen: ChosenDocument[], state: FormState) {
  const { draft } = state;
  return {
    documents: chosen.map(({ doc, lines }) => ({
      param: documentParam(doc.ref),
      label: doc.label || documentLabel(doc.ref),
      date: doc.date,
      kind: doc.ref.kind,
      lines: lines.map((line) => {
        const quantityField = lineField("quantity", doc.ref, line.rowId);
        const reasonField = lineField("reason", doc.ref, line.rowId);
        return {
          rowId: line.rowId,
          sku: line.sku,
          description: line.description,
          unit: line.unit,
          delivered: line.delivered,
          returnable: line.returnable,
          quantityField,
          reasonField,
          quantity: draft.values[quantityField] ?? "",
          reason: draft.values[reasonField] ?? "",
          problem: state.lineProblems?.[quantityField] ?? null,
        };
      }),
    })),
    choices: own
      .filter((doc) => !chosen.some((known) => sameDocument(known.doc.ref, doc.ref)))
      .map((doc) => ({ param: documentParam(doc.ref), label: doc.label || documentLabel(doc.ref), date: doc.date })),
    canAdd: chosen.length < RETURNS.maxDocuments,
    resolution: draft.resolution,
    note: draft.note,
    problems: state.problems ?? [],
    filesProblem: state.filesProblem ?? null,
    chooseFilesAgain: state.chooseFilesAgain ?? false,
    byAgent: page.agent !== null,
  };
}

export type ReturnFormView = ReturnType<typeof formView>;

const EMPTY_DRAFT: Draft = { values: {}, resolution: "", note: "" };

/** The form, with the documents the URL names (`?document=B-2026-123`) or, for an order (`?type&number&year`), the ones that delivered it. */
export async function loadReturnForm(page: CustomerPage) {
  await requireReturns(page);
  const own = await deliveryDocuments(page);
  const order = parseOrderKey(page.url.searchParams);
  const params = order ? (await documentsOfOrder(page, order, own)).map(documentParam) : page.url.searchParams.getAll("document");
  const { chosen, unknown } = await chosenWithLines(page, own, params);
  return formView(page, own, chosen, { draft: EMPTY_DRAFT, problems: unknown });
}

function problemText(page: CustomerPage, problem: LineProblem): string {
  return page.t(problem.key, problem.values);
}

/** The ERP's refusals on their lines (by document and line, or by line alone when the ERP named no document). */
function refusalsByField(chosen: ChosenDocument[], refused: RefusedRow[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const row of refused) {
    for (const { doc, lines } of chosen) {
      if (row.document && !sameDocument(row.document, doc.ref)) continue;
      if (lines.some((line) => line.rowId === row.rowId)) problems[lineField("quantity", doc.ref, row.rowId)] = row.reason;
    }
  }
  return problems;
}

function answer(view: ReturnFormView, status: number) {
  return data(view, { status, headers: { "Cache-Control": CACHE_CONTROL.private } });
}

/** The form's round trips: `add` a document, `remove:<document>`, `send`. */
export async function actOnReturnForm(page: CustomerPage) {
  await requireReturns(page);
  const form = await readPostedForm(page.request);
  const intent = String(form.get("intent") ?? "");
  const draft = readDraft(form);
  const files = form.getAll("photos").filter((file): file is File => file instanceof File && (file.name !== "" || file.size > 0));
  let params: unknown[] = form.getAll("document");
  if (intent === "add") params = [...params, form.get("add")];
  if (intent.startsWith("remove:")) params = params.filter((param) => param !== intent.slice("remove:".length));
  const own = await deliveryDocuments(page);
  const { chosen, unknown } = await chosenWithLines(page, own, params);
  const state: FormState = { draft, problems: unknown };
  if (intent !== "send") return answer(formView(page, own, chosen, { ...state, chooseFilesAgain: files.length > 0 && form.get("js") !== "1" }), 200);

  const checked = checkDraft(
    draft,
    chosen.flatMap(({ doc, lines }) => lines.map((line) => ({ document: doc.ref, rowId: line.rowId, returnable: line.returnable }))),
  );
  const fileProblem = filesProblem(files);
  const lineProblems = Object.fromEntries(Object.entries(checked.lineProblems).map(([field, problem]) => [field, problemText(page, problem)]));
  const problems = [...unknown, ...checked.formProblems.map((key) => page.t(key))];
  if (problems.length > 0 || Object.keys(lineProblems).length > 0 || fileProblem || !checked.resolution) {
    const filesText = fileProblem ? problemText(page, fileProblem) : null;
    return answer(
      formView(page, own, chosen, { ...state, lineProblems, problems, filesProblem: filesText, chooseFilesAgain: files.length > 0 }),
      422,
    );
  }

  const attachments = await Promise.all(
    files.map(async (file) => ({
      name: file.name.slice(0, 200),
      contentType: file.type,
      data: Buffer.from(await file.arrayBuffer()).toString("base64"),
    })),
  );
  try {
    const sent = await page.erp.returns.create({ rows: checked.rows, resolution: checked.resolution, note: draft.note.trim(), attachments });
    if ("refused" in sent) {
      const refusals = refusalsByField(chosen, sent.refused);
      return answer(
        formView(page, own, chosen, {
          ...state,
          lineProblems: refusals,
          problems: [page.t("returns.errors.refused")],
          chooseFilesAgain: files.length > 0,
        }),
        422,
      );
    }
    return redirectWithToast(page.session, page.localePath(returnPath(sent.created.number)), {
      kind: "success",
      key: "returns.created",
      values: { number: sent.created.number },
    });
  } catch (error) {
    // A refusal of the whole request (its files, its note): the ERP's words.
    if (!isErpError(error, "rejected")) throw error;
    const messages = error.messages.length > 0 ? error.messages : [page.t("returns.errors.refused")];
    return answer(formView(page, own, chosen, { ...state, problems: messages, chooseFilesAgain: files.length > 0 }), 422);
  }
}
