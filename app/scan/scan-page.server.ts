// /pages/scan: the scanner page. With JavaScript and a camera the list lives in the browser (each
// read looked up with GET /api/scan); without, the page's form is the list: each post carries the
// list's rows (code_N / quantity_N) with a new code and its quantity, or a change to one row, and
// the page answers the list again, every code looked up. "Add all to the cart" posts the same rows
// to the quick order (the cart page's action). "Add to a list" posts the same rows here: the page
// answers the list as it was with what came of adding, so nothing scanned is lost either way.
import { data } from "@remix-run/node";
import { z } from "zod";
import type { CartMessage } from "~/cart/messages";
import { parseQuantity, tooManyCodes } from "~/cart/quick-order";
import { inExpensiveSlot } from "~/page/expensive.server";
import type { CustomerPage } from "~/page/page.server";
import { addToPickedList, type AddToListOutcome } from "~/lists/add-to-list.server";
import { LIST_NAME_MAX_LENGTH } from "~/lists/rules";
import { lookUpOrLeaveUnchecked } from "~/scan/lookup.server";
import { addRead, codeOf, removeLine, resolveLine, stepLine, typeQuantity, type ScanLine } from "~/scan/scan-list";
import { readPostedForm } from "~/page/posted-form.server";

export async function loadScanPage(_page: CustomerPage) {
  return null;
}

const Post = z.object({
  intent: z.string().max(20).default(""),
  list: z.string().trim().max(LIST_NAME_MAX_LENGTH).default(""),
  newList: z.string().trim().max(LIST_NAME_MAX_LENGTH).default(""),
  code: z.string().max(200).default(""),
  quantity: z.string().max(12).default(""),
  change: z
    .string()
    .regex(/^(less|more|remove):\d{1,4}$/)
    .optional(),
});

/** The list as the form sent it: rows from 0 up to the first missing, each quantity as typed. */
function postedLines(form: FormData): ScanLine[] {
  let lines: ScanLine[] = [];
  for (let index = 0; form.has(`code_${index}`); index++) {
    const code = codeOf(String(form.get(`code_${index}`)));
    if (code === null || lines.some((line) => line.code === code)) continue;
    lines = typeQuantity([...lines, { code, quantity: 1, lookup: null }], code, String(form.get(`quantity_${index}`) ?? ""));
  }
  return lines;
}

/** The posted rows as quick order lines, each quantity as typed (a list refuses one that is no number). */
function postedText(form: FormData): string {
  const rows: string[] = [];
  for (let index = 0; form.has(`code_${index}`); index++) {
    rows.push(`${String(form.get(`code_${index}`))};${String(form.get(`quantity_${index}`) ?? "")}`);
  }
  return rows.join("\n");
}

export interface ScanPageAnswer {
  lines: ScanLine[];
  /** What was typed is no code (spaces, separators, too long). */
  notACode: boolean;
  /** What came of "add to a list". */
  addedToList?: AddToListOutcome;
  /** A list of more codes than one post may resolve: it comes back as posted, unchecked, to shorten. */
  refusal?: CartMessage;
}

/** A change of the list (− / + / remove on a line), once its packs are known. */
function applyChange(lines: ScanLine[], change: string): ScanLine[] {
  const [what, index] = change.split(":") as ["less" | "more" | "remove", string];
  const code = lines[Number(index)]?.code;
  if (code === undefined) return lines;
  return what === "remove" ? removeLine(lines, code) : stepLine(lines, code, what === "more" ? 1 : -1);
}

/** A post of the form without JavaScript: the list with the new code or the change, every code looked up. */
export async function actOnScanPage(page: CustomerPage) {
  const form = await readPostedForm(page.request);
  const parsed = Post.safeParse(Object.fromEntries([...form].filter(([, value]) => typeof value === "string")));
  if (!parsed.success) throw data("Bad request", { status: 400 });
  const { change, code: typed, quantity, intent } = parsed.data;
  const posted = postedLines(form);
  const typedCode = change || intent === "add-to-list" || typed.trim() === "" ? null : codeOf(typed);
  const notACode = typed.trim() !== "" && !change && intent !== "add-to-list" && typedCode === null;
  const codes = [...new Set([...posted.map((line) => line.code), ...(typedCode ? [typedCode] : [])])];
  const refusal = tooManyCodes(codes.length);
  if (refusal) {
    // Nothing looked up, nothing added to a list: every line comes back (the typed code too), to shorten.
    const unchecked = (lines: ScanLine[]) => lines.map((line): ScanLine => ({ ...line, lookup: { status: "unchecked" } }));
    const lines = change
      ? applyChange(unchecked(posted), change)
      : unchecked(typedCode ? addRead(posted, typedCode, parseQuantity(quantity) ?? undefined) : posted);
    return data<ScanPageAnswer>({ lines, notACode, refusal }, { status: 422 });
  }
  const addedToList =
    intent === "add-to-list"
      ? await addToPickedList(page, { list: parsed.data.list, newList: parsed.data.newList, lines: postedText(form) })
      : undefined;
  const lookups = codes.length > 0 ? await inExpensiveSlot(page, () => lookUpOrLeaveUnchecked(page.erp, codes)) : new Map();
  const resolve = (lines: ScanLine[]) => [...lookups].reduce((resolved, [code, lookup]) => resolveLine(resolved, code, lookup), lines);
  // Changes apply once the packs are known.
  let lines = resolve(posted);
  if (change) lines = applyChange(lines, change);
  else if (typedCode) lines = resolve(addRead(lines, typedCode, parseQuantity(quantity) ?? undefined));
  return data<ScanPageAnswer>({ lines, notACode, addedToList });
}
