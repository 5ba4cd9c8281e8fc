// The checkout's two forms, checked the same way in the browser (constraints) and on the server.
// Delivery type, note and token are the only fields read: client, address and cart come from the
// sessions.
import { z } from "zod";
import { CART } from "~/platform/config";

export const DeliverySchema = z.enum(["SHIPPING_GOOD", "PICKUP_HEADQUARTER"]);

/** "Check the order": the ERP previews the order for the delivery chosen. */
export const PrepareSchema = z.object({ intent: z.literal("prepare"), deliveryType: DeliverySchema });

/** "Send the order": the delivery checked, the form's one-time token and the note. */
export const SendSchema = z.object({
  intent: z.literal("send"),
  deliveryType: DeliverySchema,
  token: z.string().min(16).max(64),
  note: z.string().trim().max(CART.orderNoteMaxLength).default(""),
});

export const CheckoutFormSchema = z.discriminatedUnion("intent", [PrepareSchema, SendSchema]);
