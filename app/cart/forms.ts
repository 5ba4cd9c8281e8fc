// The cart's text forms, checked by the cart action; the browser keeps them within the same CART limits.
// Neither field is required: an empty coupon code removes the coupon.
import { z } from "zod";
import { CART } from "~/platform/config";

export const CouponSchema = z.object({ intent: z.literal("coupon"), code: z.string().trim().max(CART.couponMaxLength).default("") });

export const SaveCartSchema = z.object({ intent: z.literal("save"), name: z.string().trim().max(CART.savedCartNameMaxLength).default("") });
