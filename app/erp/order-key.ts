// An order's key as the URL and the reorder form carry it (anything else is not an order: 404), and
// as the ERP writes it in a document reference ("OC/2026/4101": type, year, number).
import { z } from "zod";
import type { OrderKey } from "~/erp/types";

const OrderKeySchema = z.object({
  type: z.string().regex(/^[A-Za-z0-9]{1,8}$/),
  number: z.string().regex(/^[A-Za-z0-9]{1,20}$/),
  year: z.string().regex(/^[0-9]{4}$/),
});

export function parseOrderKey(source: URLSearchParams | FormData): OrderKey | null {
  const result = OrderKeySchema.safeParse({ type: source.get("type"), number: source.get("number"), year: source.get("year") });
  return result.success ? result.data : null;
}

/** The order a document reference names ("OC/2026/4101"), or null when it is not written that way. */
export function orderKeyOfDocument(document: string): OrderKey | null {
  const [type, year, number, ...rest] = document.trim().split("/");
  if (rest.length > 0) return null;
  const result = OrderKeySchema.safeParse({ type, number, year });
  return result.success ? result.data : null;
}
