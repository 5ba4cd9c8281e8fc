// /pages/scan: the scanner page. With JavaScript and a camera the list lives in the browser (each
// read looked up with GET /api/scan); without, the page's form is the list: each post carries the
// list's rows (code_N / quantity_N) with a new code and its quantity, or a change to one row, and
// the page answers the list again, every code looked up. "Add all to the cart" posts the same rows
// to the quick order (the cart page's action).
import { data } from "@remix-run/node";
import { z } from "zod";
import { parseQuantity } from "~/cart/quick-order";
import { CART } from "~/platform/config";
import type { CustomerPage } from "~/page/page.server";
import { lookUpOrLeaveUnchecked } from "~/scan/lookup.server";
import { addRead, codeOf, removeLine, resolveLine, stepLine, typeQuantity, type ScanLine } from "~/scan/scan-list";

export async function loadScanPage(_page: CustomerPage) {
  return null;
}

const Post = z.object({
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
  for (let index = 0; index < CART.quickOrder.maxLines && form.has(`code_${index}`); index++) {
    const code = codeOf(String(form.get(`code_${index}`)));
    if (code === null || lines.some((line) => line.code === code)) continue;
    lines = typeQuantity([...lines, { code, quantity: 1, lookup: null }], code, String(form.get(`quantity_${index}`) ?? ""));
  }
  return lines;
}

export interface ScanPageAnswer {
  lines: ScanLine[];
  /** What was typed is no code (spaces, separators, too long). */
  notACode: boolean;
}

/** A post of the form without JavaScript: the list with the new code or the change, every code looked up. */
export async function actOnScanPage(page: CustomerPage) {
  const form = await page.request.formData();
  const parsed = Post.safeParse(Object.fromEntries([...form].filter(([, value]) => typeof value === "string")));
  if (!parsed.success) throw data("Bad request", { status: 400 });
  const { change, code: typed, quantity } = parsed.data;
  const posted = postedLines(form);
  const added = change || typed.trim() === "" ? null : codeOf(typed);
  const codes = [...new Set([...posted.map((line) => line.code), ...(added ? [added] : [])])];
  const lookups = codes.length > 0 ? await lookUpOrLeaveUnchecked(page.erp, codes) : new Map();
  const resolve = (lines: ScanLine[]) => [...lookups].reduce((resolved, [code, lookup]) => resolveLine(resolved, code, lookup), lines);
  // Changes apply once the packs are known.
  let lines = resolve(posted);
  if (change) {
    const [what, index] = change.split(":") as ["less" | "more" | "remove", string];
    const code = lines[Number(index)]?.code;
    if (code !== undefined) lines = what === "remove" ? removeLine(lines, code) : stepLine(lines, code, what === "more" ? 1 : -1);
  } else if (added) {
    lines = resolve(addRead(lines, added, parseQuantity(quantity) ?? undefined));
  }
  return data<ScanPageAnswer>({ lines, notACode: typed.trim() !== "" && !change && added === null });
}
