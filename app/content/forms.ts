// The content forms' rules: the contact request and the newsletter sign-up. Error messages are
// translation keys (the page renders them in the reader's language).
import { z } from "zod";

const required = "content.validation.required";
const tooLong = "content.validation.tooLong";

const requiredText = (max: number) => z.string({ required_error: required }).trim().min(1, required).max(max, tooLong);
const optionalText = (max: number) => z.string().trim().max(max, tooLong).default("");
const email = z.string({ required_error: required }).trim().min(1, required).max(200, tooLong).email("content.validation.email");

/** Article codes as the catalogue writes them. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

export const CONTACT_TYPES = ["contact", "assistance"] as const;

export const ContactSchema = z.object({
  name: requiredText(120),
  email,
  phone: optionalText(40),
  company: optionalText(120),
  subject: optionalText(200),
  message: requiredText(5000),
  consent: z.boolean({ required_error: "content.validation.consent" }).refine((value) => value, "content.validation.consent"),
  type: z.enum(CONTACT_TYPES, { errorMap: () => ({ message: "content.validation.invalid" }) }).default("contact"),
  sku: z.string().trim().regex(SKU_PATTERN, "content.validation.invalid").optional(),
});

export type ContactForm = z.infer<typeof ContactSchema>;

/** The query of a contact link (`?type=assistance&sku=...` from a product page): unknown values are dropped. */
export function contactPrefill(search: URLSearchParams): { type: ContactForm["type"]; sku: string | null } {
  const type = search.get("type") === "assistance" ? "assistance" : "contact";
  const sku = (search.get("sku") ?? "").trim();
  return { type, sku: SKU_PATTERN.test(sku) ? sku : null };
}

export const NewsletterSchema = z.object({
  email,
  redirectTo: z.string().max(2048).optional(),
  /** Set by the enhanced form: answer with data instead of a redirect. */
  inline: z.literal("1").optional(),
});

export type NewsletterOutcome = "success" | "already" | "invalid" | "failed" | "unconfirmed";
