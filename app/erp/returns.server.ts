// Return requests (RMA; hub account/ddt_lines, return_create, returns, return_get, *proposed* in
// ERP-CONTRACT.md, "Italian trade paperwork"). A request gathers lines of the customer's delivery
// documents (a DDT, or an invoice that travelled with the goods), each with a quantity and a reason,
// under one resolution; the ERP refuses rows it cannot take with a 422 naming them. A deployment
// without returns answers these calls 404 (app/returns/availability.server.ts).
import { z } from "zod";
import { erpDateRange } from "./dates";
import { isErpError } from "./errors";
import { customerCodeContext, hubAccountRead, requireCustomer, type Link, type Parse } from "./link.server";
import { erpDay, erpDateTime, erpField, erpId, isRecord, list, nullableNumber, optionalNumber, parseWith, text } from "./schema.server";
import {
  RETURN_REASONS,
  RETURN_RESOLUTIONS,
  RETURN_STATUSES,
  type DocumentKey,
  type ReturnReason,
  type ReturnResolution,
  type ReturnStatus,
} from "./return-codes";
import type { DateRange } from "./types";

/** A line of a delivery document, with what may still be returned of it. */
export interface DeliveryLine {
  rowId: string;
  sku: string;
  description: string;
  unit: string;
  /** What the document delivered; null when the ERP did not say. */
  delivered: number | null;
  /** What may still be returned (delivered minus what requests already hold); 0 when the ERP did not say. */
  returnable: number;
}

export interface ReturnSummary {
  number: string;
  createdOn: string | null;
  status: ReturnStatus;
  /** How many lines it holds; null when the ERP did not say. */
  rowCount: number | null;
}

export interface ReturnRow {
  /** The document the line came from; null when the ERP named it in a shape the shop cannot read. */
  document: DocumentKey | null;
  rowId: string;
  sku: string;
  description: string;
  quantity: number | null;
  reason: ReturnReason | null;
  authorized: number | null;
  received: number | null;
}

export interface ReturnRequest {
  number: string;
  status: ReturnStatus;
  createdOn: string | null;
  resolution: ReturnResolution | null;
  note: string;
  /** The sales agent who opened it for the customer (the ERP answers back the `agent_code` it was sent); null when the customer did. */
  agentCode: string | null;
  history: Array<{ at: string | null; status: ReturnStatus; note: string }>;
  rows: ReturnRow[];
}

export interface NewReturn {
  rows: Array<{ document: DocumentKey; rowId: string; quantity: number; reason: ReturnReason }>;
  resolution: ReturnResolution;
  note: string;
  /** Images or PDFs, base64. */
  attachments: Array<{ name: string; contentType: string; data: string }>;
}

/** A row the ERP refused, with its reason in the customer's language (`document` null when the ERP named only the line). */
export interface RefusedRow {
  document: DocumentKey | null;
  rowId: string;
  reason: string;
}

export type CreatedReturn = { created: { number: string; status: ReturnStatus } } | { refused: RefusedRow[] };

function oneOf<T extends string>(values: readonly T[]) {
  return erpField((value): T | null => {
    const code = typeof value === "string" ? value.trim().toUpperCase() : "";
    return (values as readonly string[]).includes(code) ? (code as T) : null;
  });
}

const status = erpField((value): ReturnStatus => {
  const code = typeof value === "string" ? value.trim().toUpperCase() : "";
  return (RETURN_STATUSES as readonly string[]).includes(code) ? (code as ReturnStatus) : "unknown";
});

/** A document as `{scope, year, number}` or as its label "B/2026/123"; anything else is missing. */
const documentKey = erpField((value): DocumentKey | null => {
  if (typeof value === "string") {
    const [scope, year, number, ...rest] = value.split("/").map((part) => part.trim());
    return scope && year && number && rest.length === 0 ? { scope, year, number } : null;
  }
  if (!isRecord(value)) return null;
  const parts = [value.scope, value.year, value.number].map((part) =>
    typeof part === "string" || typeof part === "number" ? String(part).trim() : "",
  );
  const [scope = "", year = "", number = ""] = parts;
  return scope && year && number ? { scope, year, number } : null;
});

const LinesWire = z.object({
  lines: list(
    z
      .object({ id_riga: erpId, articolo: erpId, descrizione: text, um: text, quantita: nullableNumber, returnable_quantity: optionalNumber })
      .transform((line): DeliveryLine => ({
        rowId: line.id_riga,
        sku: line.articolo,
        description: line.descrizione,
        unit: line.um,
        delivered: line.quantita,
        returnable: Math.max(0, line.returnable_quantity),
      })),
  ),
});

const ReturnsWire = z.object({
  data: list(
    z
      .object({ rma_number: erpId, created: erpDay, status, rows: nullableNumber })
      .transform((entry): ReturnSummary => ({ number: entry.rma_number, createdOn: entry.created, status: entry.status, rowCount: entry.rows })),
  ),
});

const ReturnWire = z
  .object({
    rma_number: erpId,
    status,
    created: erpDay,
    resolution: oneOf(RETURN_RESOLUTIONS),
    note: text,
    agent_code: text,
    history: list(z.object({ at: erpDateTime, status, note: text })),
    rows: list(
      z
        .object({
          document: documentKey,
          id_riga: erpId,
          articolo: text,
          descrizione: text,
          quantity: nullableNumber,
          reason: oneOf(RETURN_REASONS),
          authorized_quantity: nullableNumber,
          received_quantity: nullableNumber,
        })
        .transform((row): ReturnRow => ({
          document: row.document,
          rowId: row.id_riga,
          sku: row.articolo,
          description: row.descrizione,
          quantity: row.quantity,
          reason: row.reason,
          authorized: row.authorized_quantity,
          received: row.received_quantity,
        })),
    ),
  })
  .transform((wire): ReturnRequest => ({
    number: wire.rma_number,
    status: wire.status,
    createdOn: wire.created,
    resolution: wire.resolution,
    note: wire.note,
    agentCode: wire.agent_code.trim() === "" || wire.agent_code.trim() === "0" ? null : wire.agent_code.trim(),
    history: wire.history,
    rows: wire.rows,
  }));

const CreatedWire = z.object({ rma_number: erpId, status });

/** The refused rows of a 422, bare or wrapped in `message`. */
const RefusedWire = z.preprocess(
  (value) => (isRecord(value) && isRecord(value.message) ? value.message : value),
  z.object({
    refused: list(
      z
        .object({ document: documentKey, id_riga: erpId, reason: text })
        .transform((row): RefusedRow => ({ document: row.document, rowId: row.id_riga, reason: row.reason })),
    ),
  }),
);

const parseLines: Parse<DeliveryLine[]> = (payload, ref) => parseWith(LinesWire, payload, ref).lines;
const parseReturns: Parse<ReturnSummary[]> = (payload, ref) => parseWith(ReturnsWire, payload, ref).data;
const parseReturn: Parse<ReturnRequest> = (payload, ref) => parseWith(ReturnWire, payload, ref);

/** Only what names a document (a caller may hand its own richer reference). */
function keyOf({ scope, year, number }: DocumentKey): DocumentKey {
  return { scope, year, number };
}

export function returnsApi(link: Link) {
  const CREATE = "/account/return_create";
  return {
    /** The lines of one of the customer's delivery documents (a DDT or an accompanying invoice). */
    deliveryLines: (document: DocumentKey) => hubAccountRead(link, "ddt_lines", { ...keyOf(document) }, parseLines),
    /** The customer's requests made in a range (a 404: this deployment has no returns). */
    list: (range: DateRange = {}) => hubAccountRead(link, "returns", erpDateRange(range), parseReturns),
    /** One request of the customer's (a 404: not theirs, or none such). */
    get: (number: string) => hubAccountRead(link, "return_get", { rma_number: number }, parseReturn),
    /** Sends a request: its number, or the rows the ERP refused (nothing is stored then). */
    async create(request: NewReturn): Promise<CreatedReturn> {
      const customer = requireCustomer(link, { upstream: "hub", call: CREATE });
      const body = {
        rows: request.rows.map((row) => ({ document: keyOf(row.document), id_riga: row.rowId, quantity: row.quantity, reason: row.reason })),
        resolution: request.resolution,
        note: request.note,
        attachments: request.attachments.map((file) => ({ name: file.name, content_type: file.contentType, data: file.data })),
        ...customerCodeContext(customer),
      };
      try {
        const created = await link.write({ upstream: "hub", area: "hub-account", method: "POST", path: CREATE, body }, (payload, ref) =>
          parseWith(CreatedWire, payload, ref),
        );
        return { created: { number: created.rma_number, status: created.status } };
      } catch (error) {
        const refused = isErpError(error, "rejected") ? RefusedWire.safeParse(error.body) : null;
        if (refused?.success && refused.data.refused.length > 0) return { refused: refused.data.refused };
        throw error;
      }
    },
  };
}

export type ReturnsApi = ReturnType<typeof returnsApi>;
