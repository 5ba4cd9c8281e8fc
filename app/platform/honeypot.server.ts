// The honeypot of the public forms (sign-in, registration, password reset, contact, newsletter), as
// remix-utils has it: each form renders its <HoneypotInputs>, a field people never see and robots
// fill in. A filled one gets the form's usual answer and nothing is asked of the ERP.
// Without the time-stamp field (`validFromFieldName: null`): remix-utils would encrypt one into every
// page with crypto-js (about 1 ms of CPU a page: the footer's newsletter form is on all of them), it
// needs a secret shared by the replicas and kept over restarts (with another one crypto-js now and
// then throws instead of the check refusing), and it proves only that the form was fetched first,
// which any scraper does.
import { Honeypot, SpamError } from "remix-utils/honeypot/server";

const honeypot = new Honeypot({ validFromFieldName: null });

/** Whether a robot filled in the hidden field of a posted form (a form without the field is not checked). */
export function isSpam(form: FormData): boolean {
  try {
    honeypot.check(form);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
