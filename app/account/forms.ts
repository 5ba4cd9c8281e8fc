// The account forms' rules (zod, shared by the server and conform in the browser). Error messages
// are translation keys: "accountForms.required" is the spec's 'Field is required', "accountForms.email" its
// 'Field is email', in correct English.
import { z } from "zod";
import { isValidItalianVat, normalizeItalianVat } from "./vat";

const required = (max: number) =>
  z.string({ required_error: "accountForms.required" }).trim().min(1, "accountForms.required").max(max, "accountForms.tooLong");

const optional = (max: number) => z.string().trim().max(max, "accountForms.tooLong").optional().default("");

const email = required(254).pipe(z.string().email("accountForms.email"));

export const RegistrationSchema = z.object({
  firstName: required(60),
  lastName: required(60),
  company: required(120),
  vat: required(16).refine(isValidItalianVat, "accountForms.vat").transform(normalizeItalianVat),
  taxCode: optional(16).refine((value) => value === "" || /^[A-Za-z0-9]{11,16}$/.test(value), "accountForms.taxCode"),
  address: required(120),
  city: required(60),
  province: required(2)
    .pipe(z.string().regex(/^[A-Za-z]{2}$/, "accountForms.province"))
    .transform((value) => value.toUpperCase()),
  postalCode: required(5).pipe(z.string().regex(/^\d{5}$/, "accountForms.postalCode")),
  phone: required(30).pipe(z.string().regex(/^[+0-9][0-9 ./-]{5,29}$/, "accountForms.phone")),
  email,
  consent: z.literal("on", { errorMap: () => ({ message: "accountForms.consent" }) }),
});
export type RegistrationInput = z.infer<typeof RegistrationSchema>;

export const ForgotPasswordSchema = z.object({ username: email });

export const ChangePasswordSchema = z
  .object({
    currentPassword: required(128),
    newPassword: required(128).pipe(z.string().min(8, "accountForms.passwordLength")),
    confirmPassword: required(128),
  })
  .refine((form) => form.newPassword === form.confirmPassword, { path: ["confirmPassword"], message: "accountForms.passwordMatch" });

/** The search settings; the price view is not posted while the administrator's lock disables it. */
export const SettingsSchema = z.object({
  priceView: z.enum(["net", "gross"], { errorMap: () => ({ message: "accountForms.invalidChoice" }) }).optional(),
  autocomplete: z.enum(["on", "off"], { errorMap: () => ({ message: "accountForms.invalidChoice" }) }),
});
