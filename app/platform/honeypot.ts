// The honeypot of the public forms (sign-in, registration, password reset, contact): a field people
// never see (hidden, not focusable, aria-hidden) and robots fill in. A filled honeypot gets the
// usual answer of the form and nothing is asked of the ERP.

/** The name of the hidden field every public form renders. */
export const HONEYPOT_FIELD = "website";

/** Whether the honeypot of a posted form was filled in (a missing field counts as empty). */
export function honeypotFilled(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return value !== null && value !== "";
}
