// The tolerant reader of ERP answers (ERP-CONTRACT.md, "Shapes that vary between deployments"), as
// zod building blocks shared by the area modules:
// - identifying fields (erpId, erpNumber where a value is the data) are required: without them an
//   item of a list is dropped, and a whole answer is "malformed";
// - descriptive fields in an unexpected shape are treated as missing;
// - both are reported (field path, expected, received JSON type; never the value) to the call that
//   is being parsed, see collectTolerated and report.server.ts.
// Scalars accept the forms the ERP's deployments use: ids as strings or numbers, numbers as JSON
// numbers or (decimal-comma) strings, flags as booleans, 0/1 or "0"/"1", dates in several formats,
// empty values as "", null, false or a missing key; lists as lists or maps keyed by id.
import { z } from "zod";
import { parseErpDate, parseErpDateTime } from "./dates";
import type { CallRef } from "./envelope";
import { ErpError } from "./errors";
import { mediaHosts, mediaUrl, reportUnknownMediaHost, type MediaKind } from "./media";
import { parseErpNumber } from "./numbers";
import type { AgentRef } from "./types";

/** One field read in a tolerated way, or one list item dropped. */
export interface ToleratedField {
  /** The field's path in the unwrapped answer, list items as "[]": "results[].brand". */
  path: string;
  expected: string;
  /** The JSON type that came: "object", "array", "string", "number", "boolean", "null", "undefined". */
  received: string;
  /** A list item (or optional object) that was left out because it could not be identified. */
  dropped: boolean;
  /** Every item of a list of this many was left out: the list shows nothing. */
  allDropped?: number;
}

/** The reports of the parse in progress (parsing is synchronous, so one slot is enough). */
let collecting: ToleratedField[] | null = null;

/** Runs a parse and returns what it tolerated along with its value. */
export function collectTolerated<T>(parse: () => T): { value: T; tolerated: ToleratedField[] } {
  const outer = collecting;
  const tolerated: ToleratedField[] = [];
  collecting = tolerated;
  try {
    return { value: parse(), tolerated };
  } finally {
    collecting = outer;
  }
}

/** The marker of "any item" in a path: list indexes and map keys are not worth a separate report. */
const ITEM = "[]";

function pathText(path: ReadonlyArray<string | number>): string {
  let text = "";
  for (const part of path) {
    if (part === ITEM || typeof part === "number") text += "[]";
    else text += text === "" ? part : `.${part}`;
  }
  return text || "(root)";
}

export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** Where a field is being read: zod's parse input, whose path is built only when read (for a report). */
type FieldAt = z.ParseInput;

/** Reports a descriptive field read as missing (a reader of its own, e.g. a closed set of words). */
export function tolerate(at: FieldAt, expected: string, value: unknown): void {
  collecting?.push({ path: pathText(at.path), expected, received: jsonType(value), dropped: false });
}

function describeIssue(issue: z.ZodIssue): { path: string; expected: string; received: string } {
  const path = pathText(issue.path);
  if (issue.code === z.ZodIssueCode.invalid_type) return { path, expected: issue.expected, received: issue.received };
  if (issue.code === z.ZodIssueCode.custom && issue.params) {
    return { path, expected: String(issue.params.expected ?? issue.message), received: String(issue.params.received ?? "?") };
  }
  return { path, expected: issue.message, received: "?" };
}

function reportDropped(error: z.ZodError): void {
  const issue = error.issues[0];
  if (issue) collecting?.push({ ...describeIssue(issue), dropped: true });
}

/** A required value that is not there: a field's read returns it to fail the parse. */
class Missing {
  constructor(
    readonly expected: string,
    readonly value: unknown,
  ) {}
}

/** The parse fails with a path, expectation and received type. */
function fail(expected: string, value: unknown): Missing {
  return new Missing(expected, value);
}

/**
 * A field read by a plain function. `z.unknown().transform()` allocated a context, a copy of the path
 * and closures for every field of every list item: two thirds of what parsing a listing allocated.
 * This allocates the result only, and the path only for a report.
 */
class ErpField<Output> extends z.ZodType<Output, z.ZodTypeDef, unknown> {
  constructor(private readonly read: (value: unknown, at: FieldAt) => Output | Missing) {
    super({});
  }

  _parse(input: z.ParseInput): z.ParseReturnType<Output> {
    const value = this.read(input.data, input);
    if (!(value instanceof Missing)) return z.OK(value);
    z.addIssueToContext(this._getOrReturnCtx(input), {
      code: z.ZodIssueCode.custom,
      message: `expected ${value.expected}`,
      params: { expected: value.expected, received: jsonType(value.value) },
    });
    return z.INVALID;
  }
}

/** A field of an ERP answer, read by `read` (which returns `fail(…)` when a required value is missing). */
export function erpField<Output>(read: (value: unknown, at: FieldAt) => Output | Missing): z.ZodType<Output, z.ZodTypeDef, unknown> {
  return new ErpField(read);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "" || value === false;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// ---- Scalars ----

/** A required id: a string or a number, as a trimmed string. */
export const erpId = erpField((value): string | Missing => {
  if ((typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) && String(value).trim() !== "") {
    return String(value).trim();
  }
  return fail("id", value);
});

/** An optional id (a parent's sku): missing or empty → null. */
export const optionalId = erpField((value, at): string | null => {
  if (isEmpty(value)) return null;
  if (typeof value === "string" || typeof value === "number") return String(value).trim() || null;
  tolerate(at, "id", value);
  return null;
});

/** A required number: JSON number or numeric string ("1.234,50", "12.5", "1.000"). */
export const erpNumber = erpField((value): number | Missing => {
  const parsed = parseErpNumber(value);
  return parsed === null ? fail("number", value) : parsed;
});

/** A number that may be unknown: missing → null, not a number → null (reported). Never a silent 0. */
function readNullableNumber(value: unknown, at: FieldAt): number | null {
  if (isEmpty(value)) return null;
  const parsed = parseErpNumber(value);
  if (parsed === null) tolerate(at, "number", value);
  return parsed;
}

export const nullableNumber = erpField(readNullableNumber);

/** An amount the shop shows: missing or not a number → null (reported either way), never a silent 0. */
export const amount = erpField((value, at): number | null => {
  const parsed = parseErpNumber(value);
  if (parsed === null) tolerate(at, "number", value);
  return parsed;
});

/** An optional number: missing → 0, not a number → 0 (reported). */
export const optionalNumber = erpField((value, at): number => readNullableNumber(value, at) ?? 0);

/** An optional text: strings and numbers as text, empty forms → "", anything else → "" (reported). */
export const text = erpField((value, at): string => {
  if (typeof value === "string") return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (isEmpty(value)) return "";
  tolerate(at, "text", value);
  return "";
});

const TRUE_WORDS = new Set(["1", "true", "yes", "y", "s", "si", "sì"]);
const FALSE_WORDS = new Set(["", "0", "false", "no", "n"]);

function flagOf(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0;
  if (typeof value === "string") {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return null;
}

/** A flag that may be unknown: booleans, 0/1, "0"/"1", "true"/"false"; missing → null. */
function readOptionalFlag(value: unknown, at: FieldAt): boolean | null {
  if (value === undefined || value === null) return null;
  const parsed = flagOf(value);
  if (parsed === null) tolerate(at, "flag", value);
  return parsed;
}

export const optionalFlag = erpField(readOptionalFlag);

/** A flag: missing or unreadable → false. */
export const flag = erpField((value, at): boolean => readOptionalFlag(value, at) ?? false);

function readDay(value: unknown, at: FieldAt): string | null {
  if (isEmpty(value) || value === 0) return null;
  const day = parseErpDate(value);
  if (day === null) tolerate(at, "date", value);
  return day;
}

/** A date in any ERP format → ISO day, or null when missing (or unreadable, reported). */
export const erpDay = erpField(readDay);

/** A day the ERP may write as "N/A" when it has none (a cart row's delivery date): that is missing, not odd. */
export const erpDayOrNA = erpField((value, at): string | null =>
  typeof value === "string" && value.trim().toUpperCase() === "N/A" ? null : readDay(value, at),
);

/** A date-time → "YYYY-MM-DDTHH:MM:SS", or null. */
export const erpDateTime = erpField((value, at): string | null => {
  if (isEmpty(value) || value === 0) return null;
  const time = parseErpDateTime(value);
  if (time === null) tolerate(at, "date-time", value);
  return time;
});

// ---- Files ----

/** The URL of a file as deployments write it: a string, `{url}`, or a list of those. */
function urlOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.length > 0 ? urlOf(value[0]) : undefined;
  if (isRecord(value)) return urlOf(value.url ?? value.file_url ?? value.src);
  return undefined;
}

/** What a media URL on a host the shop does not serve from is reported as expecting. */
export const MEDIA_HOST_EXPECTED = "url on an ERP media host";

function readMedia(value: unknown, at: FieldAt, kind: MediaKind): string {
  if (isEmpty(value) || (Array.isArray(value) && value.length === 0)) return "";
  const url = urlOf(value);
  const link = url === undefined ? { url: "" } : mediaUrl(url, mediaHosts(), kind);
  if (link.unknownHost !== undefined) {
    reportUnknownMediaHost(link.unknownHost);
    tolerate(at, MEDIA_HOST_EXPECTED, value);
  } else if (link.url === "" && url?.trim() !== "") tolerate(at, "url", value);
  return link.url;
}

/** An ERP image URL → a browser-safe URL (the storefront's /media route or the public media base); "" when missing. */
export const media = erpField((value, at): string => readMedia(value, at, "image"));

/** An ERP document URL (a PDF: technical sheet, flyer) → the storefront's /media route; "" when missing. */
export const documentMedia = erpField((value, at): string => readMedia(value, at, "document"));

// ---- Nested objects and lists ----

/** A code with its label, as deployments write it: "CODE", {code, label}, {cprec_darti, tprec_darti}, {id, name}… */
export interface Labelled {
  code: string;
  label: string;
}

const CODE_KEYS = ["code", "cprec_darti", "id", "value", "key"];
const LABEL_KEYS = ["label", "tprec_darti", "name", "description", "title", "text"];

function firstText(record: Record<string, unknown>, keys: string[]): string {
  for (const key of keys) {
    const value = record[key];
    if ((typeof value === "string" || typeof value === "number") && String(value).trim() !== "") return String(value).trim();
  }
  return "";
}

/** A descriptive code: missing → null; a lone code or an object holding code and/or label. */
function readLabelled(value: unknown, at: FieldAt): Labelled | null {
  if (isEmpty(value)) return null;
  if (typeof value === "string" || typeof value === "number") {
    const code = String(value).trim();
    return code === "" ? null : { code, label: "" };
  }
  if (isRecord(value)) {
    const code = firstText(value, CODE_KEYS);
    const label = firstText(value, LABEL_KEYS);
    if (code !== "" || label !== "") return { code: code || label, label };
  }
  tolerate(at, "code or {code, label}", value);
  return null;
}

export const labelled = erpField(readLabelled);

/**
 * The agent who made a cart or an order (`created_by_agent`): the agent's code, or an object holding
 * code and/or name; empty forms and 0 → null (made by the customer).
 */
export const agentRef = erpField((value, at): AgentRef | null => {
  const ref = readLabelled(value, at);
  return ref === null || ref.code === "0" ? null : { code: ref.code, name: ref.label };
});

/** An optional object: missing → null; not an object, or one lacking what identifies it → null (reported). */
export function optionalObject<Shape extends z.ZodRawShape>(shape: Shape) {
  const schema = z.object(shape);
  return erpField((value, at): z.output<typeof schema> | null => {
    if (isEmpty(value)) return null;
    if (!isRecord(value)) {
      tolerate(at, "object", value);
      return null;
    }
    const parsed = schema.safeParse(value, { path: at.path });
    if (parsed.success) return parsed.data;
    reportDropped(parsed.error);
    return null;
  });
}

/** The entries of a list as deployments write it: a list, a map keyed by id, or missing. */
function entriesOf(value: unknown): unknown[] | null {
  if (isEmpty(value)) return [];
  if (Array.isArray(value)) return value;
  if (isRecord(value)) return Object.values(value);
  return null;
}

/** A list of `count` items of which none could be read: worth more than its items' reports. */
function reportAllDropped(at: FieldAt, count: number): void {
  collecting?.push({
    path: pathText([...at.path, ITEM]),
    expected: "an item that can be identified",
    received: `none of ${count}`,
    dropped: true,
    allDropped: count,
  });
}

/** A list (or a map keyed by id, or missing → []); items that cannot be read are dropped and reported. */
export function list<T extends z.ZodTypeAny>(item: T) {
  return erpField((value, at): Array<z.output<T>> => {
    const entries = entriesOf(value);
    if (entries === null) {
      tolerate(at, "list", value);
      return [];
    }
    const items: Array<z.output<T>> = [];
    for (const entry of entries) {
      const parsed = item.safeParse(entry, { path: [...at.path, ITEM] });
      if (parsed.success) items.push(parsed.data);
      else reportDropped(parsed.error);
    }
    if (entries.length > 0 && items.length === 0) reportAllDropped(at, entries.length);
    return items;
  });
}

/** An answer `{data: [...], …}` of `shape`; a deployment that answers the list alone is read as its `data`. */
export function dataOrList<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess((value) => (Array.isArray(value) ? { data: value } : value), z.object(shape));
}

/**
 * A map keyed by code (a map, or a list whose items carry their code in one of `keyFields`, or
 * missing → {}); entries that cannot be read are dropped and reported.
 */
export function keyedBy<T extends z.ZodTypeAny>(item: T, keyFields: string[]) {
  return erpField((value, at): Record<string, z.output<T>> => {
    let entries: Array<[string, unknown]>;
    if (isEmpty(value)) return {};
    if (Array.isArray(value)) {
      entries = value.map((entry) => [isRecord(entry) ? firstText(entry, keyFields) : "", entry]);
    } else if (isRecord(value)) {
      entries = Object.entries(value);
    } else {
      tolerate(at, "map", value);
      return {};
    }
    const out: Record<string, z.output<T>> = {};
    for (const [key, entry] of entries) {
      const parsed = item.safeParse(entry, { path: [...at.path, ITEM] });
      if (!parsed.success) reportDropped(parsed.error);
      else if (key === "") collecting?.push({ path: pathText([...at.path, ITEM]), expected: "key", received: jsonType(entry), dropped: true });
      else out[key] = parsed.data;
    }
    if (entries.length > 0 && Object.keys(out).length === 0) reportAllDropped(at, entries.length);
    return out;
  });
}

/**
 * Parses an unwrapped answer. A skeleton that cannot be used (the answer is not an object where one
 * is needed, or an identifying field is missing) is an ErpError "malformed" naming the paths, never
 * the values.
 */
export function parseWith<T extends z.ZodTypeAny>(schema: T, value: unknown, ref: CallRef): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 5).map((issue) => {
    const { path, expected, received } = describeIssue(issue);
    return `${path} (${expected}, received ${received})`;
  });
  throw new ErpError({ ...ref, kind: "malformed", detail: problems.join("; ") });
}
