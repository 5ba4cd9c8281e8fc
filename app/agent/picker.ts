// The customer picker's request rules: the search and page it lists, and the forms it accepts.
import { z } from "zod";

/** Customers per page of the picker. */
export const PICKER_PAGE_SIZE = 20;
/** The longest search the picker sends (a company name, a VAT number, a city). */
export const PICKER_QUERY_MAX = 100;
/** The last page the picker asks for (the ERP pages a portfolio of a few hundred customers). */
const PICKER_PAGE_MAX = 1_000;

/** `?q=…&page=…`: an over-long or malformed value is refused, so the list never shows a search nobody typed. */
const PickerQuery = z.object({
  q: z.string().trim().max(PICKER_QUERY_MAX).catch(""),
  page: z.coerce.number().int().min(1).max(PICKER_PAGE_MAX).catch(1),
});

export function parsePickerQuery(search: URLSearchParams): { q: string; page: number; tooLong: boolean } {
  const raw = search.get("q") ?? "";
  const { q, page } = PickerQuery.parse({ q: raw, page: search.get("page") ?? 1 });
  return { q, page, tooLong: raw.trim().length > PICKER_QUERY_MAX };
}

export const PickerForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("choose"),
    clientId: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .regex(/^[A-Za-z0-9_-]+$/),
    redirectTo: z.string().max(2048).optional(),
  }),
  z.object({ intent: z.literal("stop") }),
]);
