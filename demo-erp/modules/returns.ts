// Return requests (RMA, hub account/ddt_lines, return_create, returns, return_get; *proposed* in
// ERP-CONTRACT.md, "Italian trade paperwork"). A request gathers lines of the customer's delivery
// documents (a DDT, or an invoice that travelled with the goods, type I), each with a quantity and a
// reason, under one resolution. What a line still allows is what it delivered minus what requests
// already hold (a denied request holds nothing, a decided one what was authorised). The ERP checks
// what the real one would: the owner of each document and the quantities, refused per row (422).
// An agent acting for the customer is recorded on the request and answered back as `agent_code`.
import type Database from "better-sqlite3";
import { recordActivity } from "../agents";
import { checkContext } from "../context";
import { addDays, romeTimestamp } from "../dates";
import { DEMO_CUSTOMERS } from "../customers";
import { hubError, message } from "../http";
import { integerOf, t, text } from "../text";
import { Failure, type Call, type Ctx, type Lang, type Reply, type Routes } from "../types";
import { compactDateRange } from "./account";

export const RETURN_REASONS = ["WRONG_ITEM", "DAMAGED", "DEFECTIVE", "NOT_ORDERED", "OTHER"] as const;
export const RETURN_RESOLUTIONS = ["REPLACE", "CREDIT", "REPAIR"] as const;
const MAX_ROWS = 50;
const MAX_ATTACHMENTS = 3;
const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
const MAX_NOTE_LENGTH = 2000;

interface DocumentRecord {
  id: number;
  customer_id: string;
  scope: string;
  year: number;
  number: number;
  type_bar_code: string;
}

interface LineRecord {
  row_no: number;
  sku: string;
  description: string;
  unit: string;
  quantity: number;
}

/** What a request holds of a line: nothing once denied, what was authorised once decided, else what was asked. */
const HELD = `CASE r.status WHEN 'DENIED' THEN 0 WHEN 'REQUESTED' THEN rr.quantity ELSE COALESCE(rr.authorized_quantity, rr.quantity) END`;

function returnable(db: Database.Database, documentId: number, line: LineRecord): number {
  const held = db
    .prepare(
      `SELECT COALESCE(SUM(${HELD}), 0) FROM return_rows rr JOIN returns r ON r.id = rr.return_id
        WHERE rr.document_id = ? AND rr.document_row = ?`,
    )
    .pluck()
    .get(documentId, line.row_no) as number;
  return Math.max(0, line.quantity - held);
}

/** A delivery document delivers goods: a DDT (B) or an accompanying invoice (F, type I). */
function deliversGoods(document: DocumentRecord): boolean {
  return document.scope === "B" || (document.scope === "F" && document.type_bar_code === "I");
}

function findDocument(db: Database.Database, ref: unknown): DocumentRecord | undefined {
  const record = (typeof ref === "object" && ref !== null ? ref : {}) as Record<string, unknown>;
  return db
    .prepare("SELECT id, customer_id, scope, year, number, type_bar_code FROM documents WHERE scope = ? AND year = ? AND number = ?")
    .get(text(record.scope), integerOf(record.year), integerOf(record.number)) as DocumentRecord | undefined;
}

function documentLines(db: Database.Database, documentId: number): LineRecord[] {
  return db
    .prepare("SELECT row_no, sku, description, unit, quantity FROM document_rows WHERE document_id = ? AND sku IS NOT NULL ORDER BY row_no")
    .all(documentId) as LineRecord[];
}

/** hub account/ddt_lines: the lines of one of the caller's delivery documents; 404 unknown, 403 another customer's. */
function ddtLines(call: Call, ctx: Ctx): Reply {
  const { customerId } = checkContext(call, ctx, { customerOnly: true });
  const document = findDocument(ctx.db, call.body);
  if (!document) return hubError(404, t(call.lang, "Documento non trovato", "Document not found"));
  if (document.customer_id !== customerId) return hubError(403, t(call.lang, "Documento di un altro cliente", "Document of another customer"));
  if (!deliversGoods(document)) {
    return hubError(422, t(call.lang, "Il documento non consegna merce", "The document delivers no goods"));
  }
  return message({
    lines: documentLines(ctx.db, document.id).map((line) => ({
      id_riga: line.row_no,
      articolo: line.sku,
      descrizione: line.description,
      um: line.unit,
      quantita: line.quantity,
      returnable_quantity: returnable(ctx.db, document.id, line),
    })),
  });
}

interface Refusal {
  document: unknown;
  id_riga: unknown;
  reason: string;
}

interface CheckedRow {
  documentId: number;
  row: number;
  quantity: number;
  reason: string;
}

/** Each row checked against its document (the caller's own, delivering goods) and what its line still allows. */
function checkRows(db: Database.Database, lang: Lang, customerId: string, inputs: unknown[]): { rows: CheckedRow[]; refused: Refusal[] } {
  const rows: CheckedRow[] = [];
  const refused: Refusal[] = [];
  /** What this request already asks of a line (the same line twice adds up). */
  const asked = new Map<string, number>();
  for (const input of inputs) {
    const entry = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
    const refuse = (reason: string) => refused.push({ document: entry.document, id_riga: entry.id_riga, reason });
    const document = findDocument(db, entry.document);
    const quantity = typeof entry.quantity === "number" ? entry.quantity : Number(text(entry.quantity).replace(",", "."));
    const reason = text(entry.reason);
    if (!document) {
      refuse(t(lang, "Documento non trovato", "Document not found"));
      continue;
    }
    if (document.customer_id !== customerId) {
      refuse(t(lang, "Documento di un altro cliente", "Document of another customer"));
      continue;
    }
    const line = deliversGoods(document)
      ? documentLines(db, document.id).find((candidate) => candidate.row_no === integerOf(entry.id_riga))
      : undefined;
    if (!line) {
      refuse(t(lang, "Riga non trovata nel documento", "Line not found in the document"));
      continue;
    }
    if (!(RETURN_REASONS as readonly string[]).includes(reason)) {
      refuse(t(lang, "Motivo non valido", "Invalid reason"));
      continue;
    }
    const key = `${document.id}/${line.row_no}`;
    const total = (asked.get(key) ?? 0) + quantity;
    const allowed = returnable(db, document.id, line);
    if (!Number.isFinite(quantity) || quantity <= 0) {
      refuse(t(lang, "Quantità non valida", "Invalid quantity"));
      continue;
    }
    if (total > allowed) {
      refuse(t(lang, `Quantità oltre il rendibile (${allowed})`, `Quantity above what can be returned (${allowed})`));
      continue;
    }
    asked.set(key, total);
    rows.push({ documentId: document.id, row: line.row_no, quantity, reason });
  }
  return { rows, refused };
}

interface Attachment {
  name: string;
  contentType: string;
  data: Buffer;
}

/** At most three images or PDFs of 5 MB each, else the hub's 422 with the reason. */
function checkAttachments(lang: Lang, value: unknown): Attachment[] {
  if (value === undefined || value === null) return [];
  const inputs = Array.isArray(value) ? value : [];
  if (!Array.isArray(value) || inputs.length > MAX_ATTACHMENTS) {
    throw new Failure(hubError(422, t(lang, "Al massimo 3 allegati", "At most 3 attachments")));
  }
  return inputs.map((input) => {
    const entry = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
    const contentType = text(entry.content_type).toLowerCase();
    const data = Buffer.from(text(entry.data), "base64");
    if (!(contentType.startsWith("image/") || contentType === "application/pdf")) {
      throw new Failure(hubError(422, t(lang, "Allegato non ammesso: solo immagini o PDF", "Attachment not allowed: images or PDF only")));
    }
    if (data.length === 0 || data.length > MAX_ATTACHMENT_BYTES) {
      throw new Failure(hubError(422, t(lang, "Allegato vuoto o oltre 5 MB", "Attachment empty or over 5 MB")));
    }
    return { name: text(entry.name).slice(0, 200) || "allegato", contentType, data };
  });
}

function nextRmaNumber(db: Database.Database, year: string): string {
  const count = db.prepare("SELECT COUNT(*) FROM returns WHERE rma_number LIKE ?").pluck().get(`RMA-${year}-%`) as number;
  return `RMA-${year}-${String(count + 1).padStart(5, "0")}`;
}

interface NewReturn {
  customerId: string;
  addressCode: string;
  resolution: string;
  note: string;
  agentCode: string | null;
  rows: CheckedRow[];
  attachments: Attachment[];
  at: Date;
}

/** Stores a request as REQUESTED, with the first step of its history; returns its number. */
function insertReturn(db: Database.Database, request: NewReturn): { id: number; rmaNumber: string } {
  const created = romeTimestamp(request.at);
  const rmaNumber = nextRmaNumber(db, created.slice(0, 4));
  const inserted = db
    .prepare(
      `INSERT INTO returns (rma_number, customer_id, address_code, status, resolution, note, agent_code, created_at)
       VALUES (?, ?, ?, 'REQUESTED', ?, ?, ?, ?)`,
    )
    .run(rmaNumber, request.customerId, request.addressCode, request.resolution, request.note, request.agentCode, created);
  const id = Number(inserted.lastInsertRowid);
  const insertRow = db.prepare("INSERT INTO return_rows (return_id, row_no, document_id, document_row, quantity, reason) VALUES (?, ?, ?, ?, ?, ?)");
  request.rows.forEach((row, index) => insertRow.run(id, index + 1, row.documentId, row.row, row.quantity, row.reason));
  const insertAttachment = db.prepare("INSERT INTO return_attachments (return_id, name, content_type, size, data) VALUES (?, ?, ?, ?, ?)");
  for (const file of request.attachments) insertAttachment.run(id, file.name, file.contentType, file.data.length, file.data);
  db.prepare("INSERT INTO return_history (return_id, at, status, note) VALUES (?, ?, 'REQUESTED', '')").run(id, created);
  return { id, rmaNumber };
}

/** hub account/return_create: a new request, or 422 with the refused rows (nothing is stored then). */
function createReturn(call: Call, ctx: Ctx): Reply {
  const checked = checkContext(call, ctx, { customerOnly: true });
  const { lang } = call;
  const inputs = Array.isArray(call.body.rows) ? call.body.rows : [];
  if (inputs.length === 0 || inputs.length > MAX_ROWS) {
    return hubError(422, t(lang, "Indicare da 1 a 50 righe", "Give from 1 to 50 rows"));
  }
  const resolution = text(call.body.resolution);
  if (!(RETURN_RESOLUTIONS as readonly string[]).includes(resolution)) return hubError(422, t(lang, "Soluzione non valida", "Invalid resolution"));
  const note = text(call.body.note);
  if (note.length > MAX_NOTE_LENGTH) return hubError(422, t(lang, "Nota troppo lunga", "Note too long"));
  const attachments = checkAttachments(lang, call.body.attachments);
  const { rows, refused } = checkRows(ctx.db, lang, checked.customerId, inputs);
  if (refused.length > 0) {
    return { status: 422, json: { status: "error", message: t(lang, "Alcune righe non sono rendibili", "Some rows cannot be returned"), refused } };
  }
  const now = ctx.now();
  const created = ctx.db.transaction(() =>
    insertReturn(ctx.db, {
      customerId: checked.customerId,
      addressCode: checked.addressCode,
      resolution,
      note,
      agentCode: checked.agentCode,
      rows,
      attachments,
      at: now,
    }),
  )();
  recordActivity(ctx.db, checked, "return_create", created.rmaNumber, now);
  return message({ rma_number: created.rmaNumber, status: "REQUESTED" });
}

interface ReturnRecord {
  id: number;
  rma_number: string;
  status: string;
  resolution: string;
  note: string;
  agent_code: string | null;
  created_at: string;
  rows: number;
}

/** hub account/returns: the customer's requests in the range (by the day they were made), newest first. */
function listReturns(call: Call, ctx: Ctx): Reply {
  const { customerId } = checkContext(call, ctx, { customerOnly: true });
  const range = compactDateRange(call);
  const records = ctx.db
    .prepare(
      `SELECT r.rma_number, r.status, r.created_at, r.agent_code, (SELECT COUNT(*) FROM return_rows rr WHERE rr.return_id = r.id) AS rows
         FROM returns r WHERE r.customer_id = ? AND substr(r.created_at, 1, 10) BETWEEN ? AND ?
        ORDER BY r.created_at DESC, r.id DESC`,
    )
    .all(customerId, range.from, range.to) as ReturnRecord[];
  return message({
    data: records.map((record) => ({
      rma_number: record.rma_number,
      created: record.created_at,
      status: record.status,
      rows: record.rows,
      agent_code: record.agent_code ?? "",
    })),
  });
}

/** hub account/return_get: one of the customer's requests with its rows and history; 404 for anyone else's. */
function getReturn(call: Call, ctx: Ctx): Reply {
  const { customerId } = checkContext(call, ctx, { customerOnly: true });
  const record = ctx.db
    .prepare("SELECT id, rma_number, status, resolution, note, agent_code, created_at FROM returns WHERE rma_number = ? AND customer_id = ?")
    .get(text(call.body.rma_number), customerId) as ReturnRecord | undefined;
  if (!record) return hubError(404, t(call.lang, "Reso non trovato", "Return not found"));
  const rows = ctx.db
    .prepare(
      `SELECT d.scope, d.year, d.number, rr.document_row, dr.sku, dr.description, rr.quantity, rr.reason, rr.authorized_quantity, rr.received_quantity
         FROM return_rows rr JOIN documents d ON d.id = rr.document_id
         JOIN document_rows dr ON dr.document_id = rr.document_id AND dr.row_no = rr.document_row
        WHERE rr.return_id = ? ORDER BY rr.row_no`,
    )
    .all(record.id) as Array<{
    scope: string;
    year: number;
    number: number;
    document_row: number;
    sku: string;
    description: string;
    quantity: number;
    reason: string;
    authorized_quantity: number | null;
    received_quantity: number | null;
  }>;
  const history = ctx.db.prepare("SELECT at, status, note FROM return_history WHERE return_id = ? ORDER BY at, id").all(record.id) as Array<{
    at: string;
    status: string;
    note: string;
  }>;
  const attachments = ctx.db.prepare("SELECT name, content_type, size FROM return_attachments WHERE return_id = ? ORDER BY id").all(record.id);
  return message({
    rma_number: record.rma_number,
    status: record.status,
    created: record.created_at,
    resolution: record.resolution,
    note: record.note,
    agent_code: record.agent_code ?? "",
    history,
    rows: rows.map((row) => ({
      document: { scope: row.scope, year: row.year, number: row.number },
      id_riga: row.document_row,
      articolo: row.sku,
      descrizione: row.description,
      quantity: row.quantity,
      reason: row.reason,
      ...(row.authorized_quantity === null ? {} : { authorized_quantity: row.authorized_quantity }),
      ...(row.received_quantity === null ? {} : { received_quantity: row.received_quantity }),
    })),
    attachments,
  });
}

export const routes: Routes = {
  "POST /hub/account/ddt_lines": ddtLines,
  "POST /hub/account/return_create": createReturn,
  "POST /hub/account/returns": listReturns,
  "POST /hub/account/return_get": getReturn,
};

// ---- Seeded history ----

export function hasReturns(db: Database.Database): boolean {
  return db.prepare("SELECT 1 FROM returns LIMIT 1").get() !== undefined;
}

type Step = { status: string; note: string; authorized?: "all" | "none" | "first"; received?: boolean };

/** One request in each state, with the steps that led there. */
const SEEDED: Array<{ resolution: string; reasons: string[]; steps: Step[] }> = [
  { resolution: "REPLACE", reasons: ["DAMAGED"], steps: [] },
  {
    resolution: "CREDIT",
    reasons: ["WRONG_ITEM"],
    steps: [{ status: "AUTHORIZED", note: "Ritiro con il prossimo giro del corriere", authorized: "all" }],
  },
  {
    resolution: "CREDIT",
    reasons: ["DEFECTIVE", "NOT_ORDERED"],
    steps: [{ status: "PARTLY_AUTHORIZED", note: "La seconda riga è fuori dai termini di reso", authorized: "first" }],
  },
  { resolution: "REPAIR", reasons: ["OTHER"], steps: [{ status: "DENIED", note: "Merce usata", authorized: "none" }] },
  {
    resolution: "REPLACE",
    reasons: ["DEFECTIVE"],
    steps: [
      { status: "AUTHORIZED", note: "", authorized: "all" },
      { status: "RECEIVED", note: "Merce arrivata in magazzino", received: true },
    ],
  },
  {
    resolution: "CREDIT",
    reasons: ["DAMAGED"],
    steps: [
      { status: "AUTHORIZED", note: "", authorized: "all" },
      { status: "RECEIVED", note: "", received: true },
      { status: "CLOSED", note: "Emessa nota di credito" },
    ],
  },
];

/** The seeded customers' requests: one in each state, on lines of their older delivery documents. */
export function seedReturns(db: Database.Database, { now }: { now: Date }): void {
  const documentsOf = db.prepare(
    `SELECT id, customer_id, address_code, scope, year, number, type_bar_code, issued_on FROM documents
      WHERE customer_id = ? AND (scope = 'B' OR (scope = 'F' AND type_bar_code = 'I')) AND issued_on < ?
      ORDER BY issued_on DESC, id DESC`,
  );
  const today = romeTimestamp(now).slice(0, 10);
  db.transaction(() => {
    for (const customer of DEMO_CUSTOMERS) {
      const documents = documentsOf.all(customer.id, addDays(today, -40)) as Array<DocumentRecord & { address_code: string; issued_on: string }>;
      SEEDED.forEach((plan, index) => {
        const document = documents[index];
        const lines = document ? documentLines(db, document.id).slice(0, plan.reasons.length) : [];
        if (!document || lines.length < plan.reasons.length) return;
        const at = new Date(`${addDays(document.issued_on, 3)}T08:30:00Z`);
        const { id } = insertReturn(db, {
          customerId: customer.id,
          addressCode: document.address_code,
          resolution: plan.resolution,
          note: "Segnalato al ricevimento della merce",
          agentCode: null,
          rows: lines.map((line, row) => ({ documentId: document.id, row: line.row_no, quantity: line.quantity, reason: plan.reasons[row]! })),
          attachments: [],
          at,
        });
        plan.steps.forEach((step, stepIndex) => {
          const day = addDays(document.issued_on, 5 + stepIndex * 4);
          db.prepare("INSERT INTO return_history (return_id, at, status, note) VALUES (?, ?, ?, ?)").run(
            id,
            `${day} 10:00:00`,
            step.status,
            step.note,
          );
          db.prepare("UPDATE returns SET status = ? WHERE id = ?").run(step.status, id);
          if (step.authorized) {
            db.prepare(
              `UPDATE return_rows SET authorized_quantity = CASE WHEN ? = 'all' OR (? = 'first' AND row_no = 1) THEN quantity ELSE 0 END WHERE return_id = ?`,
            ).run(step.authorized, step.authorized, id);
          }
          if (step.received) db.prepare("UPDATE return_rows SET received_quantity = authorized_quantity WHERE return_id = ?").run(id);
        });
      });
    }
  })();
}
