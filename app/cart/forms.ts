// The cart's text forms, checked the same way in the browser (constraints) and by the cart action.
// Neither field is required: an empty coupon code removes the coupon.
import { z } from "zod";
import { CART } from "~/platform/config";

export const CouponSchema = z.object({ intent: z.literal("coupon"), code: z.string().trim().max(CART.couponMaxLength).default("") });

export const SaveCartSchema = z.object({ intent: z.literal("save"), name: z.string().trim().max(CART.savedCartNameMaxLength).default("") });
