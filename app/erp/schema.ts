// zod building blocks for the ERP's field formats, shared by the area modules: numbers that may be
// decimal-comma strings, ids that may be numbers or strings, 0/1 flags, the ERP's date formats,
// relative file URLs. Optional texts default to "" so one missing label never fails a whole page.
import { z } from "zod";
import { parseErpDate, parseErpDateTime } from "./dates";
import type { CallRef } from "./envelope";
import { ErpError } from "./errors";
import { mediaUrl } from "./media";
import { parseErpNumber } from "./numbers";

/** A required number: JSON number or numeric string ("1.234,50", "12.5"). */
export const erpNumber = z.unknown().transform((value, context) => {
  const parsed = parseErpNumber(value);
  if (parsed === null) {
    context.addIssue({ code: z.ZodIssueCode.custom, message: "not a number" });
    return z.NEVER;
  }
  return parsed;
});

/** An optional number: missing or not numeric → 0. */
export const optionalNumber = z.unknown().transform((value) => parseErpNumber(value) ?? 0);

/** A required id: a string or a number, as a trimmed string. */
export const erpId = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1));

/** An optional text: strings and numbers as text, anything missing → "". */
export const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? "" : String(value)));

/** A 0/1 (or boolean, or "1") flag. */
export const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((value) => value === true || value === 1 || value === "1");

/** A date in any ERP format → ISO day, or null when missing or invalid. */
export const erpDay = z.unknown().transform((value) => parseErpDate(value));

/** A date-time → "YYYY-MM-DDTHH:MM:SS", or null. */
export const erpDateTime = z.unknown().transform((value) => parseErpDateTime(value));

/** An ERP file or image URL → a browser-safe URL ("" when unusable). */
export const media = z.unknown().transform((value) => mediaUrl(value));

/** A list that may be missing or null → an array. */
export function list<T extends z.ZodTypeAny>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((value): Array<z.output<T>> => value ?? []);
}

/** Parses an unwrapped answer; a shape mismatch is an ErpError "malformed" naming the paths, never the values. */
export function parseWith<T extends z.ZodTypeAny>(schema: T, value: unknown, ref: CallRef): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const paths = result.error.issues.slice(0, 5).map((issue) => issue.path.join(".") || "(root)");
  throw new ErpError({
    ...ref,
    kind: "malformed",
    messages: [],
    cause: new Error(`shape mismatch at ${paths.join(", ")}`),
  });
}
