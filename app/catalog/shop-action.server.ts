// The listing's own POSTs (layout switch, new tab, closed tab). Server-only: a schema built at
// module level would otherwise keep zod in the browser's code of /shop.
import { z } from "zod";
import { LAYOUTS } from "~/catalog/layout";
import { LISTING } from "~/platform/config";

export const ShopActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("layout"), layout: z.enum(LAYOUTS), query: z.string().max(LISTING.maxQueryLength).default("") }),
  z.object({ intent: z.literal("tab-new") }),
  z.object({
    intent: z.literal("tab-close"),
    index: z.coerce
      .number()
      .int()
      .min(0)
      .max(LISTING.tabs.max - 1),
    /** The locale-free page the strip was on (a listing or a product page), to stay on. */
    returnTo: z
      .string()
      .max(LISTING.maxQueryLength + 100)
      .regex(/^\/(shop|product\/)/)
      .default("/shop"),
  }),
]);
