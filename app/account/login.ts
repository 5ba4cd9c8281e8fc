// The sign-in form: its fields and rules, shared by the browser (conform) and the action.
// Error messages are translation keys; the form renders them with t().
import type { HeadersFunction } from "@remix-run/node";
import { z } from "zod";

export const LoginSchema = z.object({
  username: z.string({ required_error: "login.required" }).trim().min(1, "login.required").max(254, "login.tooLong"),
  password: z.string({ required_error: "login.required" }).min(1, "login.required").max(256, "login.tooLong"),
  redirectTo: z.string().max(2048).optional(),
});

export type LoginForm = z.infer<typeof LoginSchema>;

/** The sign-in pages' headers: a refused attempt tells the client when it may try again. */
export const loginHeaders: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
