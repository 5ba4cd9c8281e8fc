// The checkout's two forms, checked the same way in the browser (constraints) and on the server.
// Delivery type, note, token and the job site are the only fields read: client, address and cart
// come from the sessions.
import { z } from "zod";
import { CART } from "~/platform/config";

export const DeliverySchema = z.enum(["SHIPPING_GOOD", "PICKUP_HEADQUARTER"]);

/** "Check the order": the ERP previews the order for the delivery chosen. */
export const PrepareSchema = z.object({ intent: z.literal("prepare"), deliveryType: DeliverySchema });

/** "Send the order": the delivery checked, the form's one-time token, the note and the job site (none, a saved one's id, or "new"). */
export const SendSchema = z.object({
  intent: z.literal("send"),
  deliveryType: DeliverySchema,
  token: z.string().min(16).max(64),
  note: z.string().trim().max(CART.orderNoteMaxLength).default(""),
  jobSite: z.string().trim().max(20).default(""),
  // Checked by the job site rule (checkout/job-sites.ts), which says what is wrong on the field.
  jobSiteName: z.string().max(200).default(""),
  jobSiteCig: z.string().max(40).default(""),
  jobSiteCup: z.string().max(40).default(""),
  jobSiteSave: z.preprocess((value) => value === "on", z.boolean()),
});

export const CheckoutFormSchema = z.discriminatedUnion("intent", [PrepareSchema, SendSchema]);
