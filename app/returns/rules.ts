// The return form's rules, without I/O: how a document and its lines are named in the form, what a
// posted form asks for, and what is wrong with it (quantities above what is returnable, a line
// without its reason, too many or too large files, a file that is neither an image nor a PDF).
import { RETURN_REASONS, RETURN_RESOLUTIONS, type DocumentKey, type ReturnReason, type ReturnResolution } from "~/erp/return-codes";
import { returnDocumentParam } from "~/page/account-paths";
import { RETURNS } from "~/platform/config";

const { maxDocuments: MAX_DOCUMENTS, maxFiles: MAX_FILES, maxFileBytes: MAX_FILE_BYTES, noteMaxLength: NOTE_MAX_LENGTH } = RETURNS;

export const FILE_ACCEPT = "image/*,application/pdf";

const PART = /^[A-Za-z0-9]{1,20}$/;

export function parseDocumentParam(value: unknown): DocumentKey | null {
  if (typeof value !== "string") return null;
  const [scope = "", year = "", number = "", ...rest] = value.trim().split("-");
  if (rest.length > 0 || !PART.test(scope) || !/^\d{4}$/.test(year) || !PART.test(number)) return null;
  return { scope, year, number };
}

export function sameDocument(a: DocumentKey, b: DocumentKey): boolean {
  return a.scope === b.scope && a.year === b.year && a.number === b.number;
}

/** The form's field of a line: `quantity.B-2026-123.4`, `reason.B-2026-123.4`. */
export function lineField(kind: "quantity" | "reason", document: DocumentKey, rowId: string): string {
  return `${kind}.${returnDocumentParam(document)}.${rowId}`;
}

/** The documents a form (or URL) names, valid and each once, at most MAX_DOCUMENTS. */
export function chosenDocuments(values: unknown[]): DocumentKey[] {
  const chosen: DocumentKey[] = [];
  for (const value of values) {
    const document = parseDocumentParam(value);
    if (document && !chosen.some((known) => sameDocument(known, document)) && chosen.length < MAX_DOCUMENTS) chosen.push(document);
  }
  return chosen;
}

/** What a posted form holds besides its documents: the values typed per line, the resolution and the note. */
export interface Draft {
  /** By line field name (lineField): what was typed, given back to the form as it was. */
  values: Record<string, string>;
  resolution: string;
  note: string;
}

export function readDraft(form: { get(name: string): unknown; keys(): Iterable<string> }): Draft {
  const values: Record<string, string> = {};
  for (const name of form.keys()) {
    if (/^(quantity|reason)\.[A-Za-z0-9-]{1,50}\.[A-Za-z0-9_-]{1,20}$/.test(name)) values[name] = String(form.get(name) ?? "").slice(0, 20);
  }
  return {
    values,
    resolution: String(form.get("resolution") ?? "").slice(0, 20),
    note: String(form.get("note") ?? "").slice(0, NOTE_MAX_LENGTH),
  };
}

/** A quantity as typed ("2", "1,5"): a positive number, or null. */
export function parseQuantity(value: string): number | null {
  const text = value.trim().replace(",", ".");
  if (!/^\d{1,6}(\.\d{1,3})?$/.test(text)) return null;
  const quantity = Number(text);
  return quantity > 0 ? quantity : null;
}

/** A line of a chosen document as the form checks it. */
export interface FormLine {
  document: DocumentKey;
  rowId: string;
  returnable: number;
}

/** A problem of a line: a text key with its values. */
export interface LineProblem {
  key: string;
  values?: Record<string, string | number>;
}

export interface CheckedDraft {
  rows: Array<{ document: DocumentKey; rowId: string; quantity: number; reason: ReturnReason }>;
  resolution: ReturnResolution | null;
  /** By line field name (the quantity's). */
  lineProblems: Record<string, LineProblem>;
  /** Keys of the form's own problems (no line chosen, no resolution). */
  formProblems: string[];
}

/** The lines asked for (a quantity typed), each within what is returnable and with its reason, and the resolution. */
export function checkDraft(draft: Draft, lines: FormLine[]): CheckedDraft {
  const rows: CheckedDraft["rows"] = [];
  const lineProblems: Record<string, LineProblem> = {};
  for (const line of lines) {
    const field = lineField("quantity", line.document, line.rowId);
    const typed = (draft.values[field] ?? "").trim();
    if (typed === "" || typed === "0") continue;
    const quantity = parseQuantity(typed);
    const reason = draft.values[lineField("reason", line.document, line.rowId)] ?? "";
    if (quantity === null) lineProblems[field] = { key: "returns.errors.quantity" };
    else if (quantity > line.returnable) lineProblems[field] = { key: "returns.errors.aboveReturnable", values: { max: line.returnable } };
    else if (!(RETURN_REASONS as readonly string[]).includes(reason)) lineProblems[field] = { key: "returns.errors.reason" };
    else rows.push({ document: line.document, rowId: line.rowId, quantity, reason: reason as ReturnReason });
  }
  const resolution = (RETURN_RESOLUTIONS as readonly string[]).includes(draft.resolution) ? (draft.resolution as ReturnResolution) : null;
  const formProblems: string[] = [];
  if (rows.length === 0 && Object.keys(lineProblems).length === 0) formProblems.push("returns.errors.noLines");
  if (resolution === null) formProblems.push("returns.errors.resolution");
  return { rows, resolution, lineProblems, formProblems };
}

/** A posted file as the form checks it. */
export interface PostedFile {
  name: string;
  type: string;
  size: number;
}

/** The key of what is wrong with the files (at most three images or PDFs of 5 MB each), or null. */
export function filesProblem(files: PostedFile[]): LineProblem | null {
  if (files.length > MAX_FILES) return { key: "returns.errors.tooManyFiles", values: { max: MAX_FILES } };
  const wrongType = files.find((file) => !(file.type.startsWith("image/") || file.type === "application/pdf"));
  if (wrongType) return { key: "returns.errors.fileType", values: { name: wrongType.name } };
  const tooLarge = files.find((file) => file.size > MAX_FILE_BYTES);
  if (tooLarge) return { key: "returns.errors.fileTooLarge", values: { name: tooLarge.name, mb: MAX_FILE_BYTES / 1024 / 1024 } };
  return null;
}
