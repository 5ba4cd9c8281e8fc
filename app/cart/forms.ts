// The cart's text forms, checked by the cart action; the browser keeps them within the same CART limits.
// Neither field is required: an empty coupon code removes the coupon.
import { z } from "zod";
import { CART } from "~/platform/config";

export const CouponSchema = z.object({ intent: z.literal("coupon"), code: z.string().trim().max(CART.couponMaxLength).default("") });

export const SaveCartSchema = z.object({ intent: z.literal("save"), name: z.string().trim().max(CART.savedCartNameMaxLength).default("") });

/** A later delivery day (a date field's ISO day) for one line (`rowId`) or, without it, the whole order. */
export const DeliveryDaySchema = z.object({
  intent: z.literal("delivery-day"),
  rowId: z.string().trim().min(1).max(40).optional(),
  day: z.string().trim().max(10).default(""),
});
