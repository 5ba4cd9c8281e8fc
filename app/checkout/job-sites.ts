// The rule of a job site as the customer types it (the account's job sites page, a new one at
// checkout): a name, and the public works' codes: CIG exactly 10 and CUP exactly 15 letters or
// digits, read without spaces and in capitals. The ERP checks the same (and may refuse for its own
// reasons, shown as it says them).
import type { JobSiteRef } from "~/erp/types";

export const JOB_SITE_NAME_MAX_LENGTH = 80;
const CIG_LENGTH = 10;
const CUP_LENGTH = 15;

export type JobSiteField = keyof JobSiteRef;
/** Translation keys of the problems, by field. */
export type JobSiteErrors = Partial<Record<JobSiteField, string>>;

/** A code as typed: spaces dropped, in capitals. */
function normalisedCode(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

function codeError(code: string, length: number, key: string): string | undefined {
  if (code === "") return undefined;
  return code.length === length && /^[A-Z0-9]+$/.test(code) ? undefined : key;
}

/** The job site as it will be saved (trimmed, codes normalised), with the problems found: none means it is valid. */
export function checkJobSite(input: { name?: string; cig?: string; cup?: string }): { value: JobSiteRef; errors: JobSiteErrors } {
  const value = { name: (input.name ?? "").trim().replace(/\s+/g, " "), cig: normalisedCode(input.cig ?? ""), cup: normalisedCode(input.cup ?? "") };
  const errors: JobSiteErrors = {};
  if (value.name === "") errors.name = "jobSite.errors.nameRequired";
  else if (value.name.length > JOB_SITE_NAME_MAX_LENGTH) errors.name = "jobSite.errors.nameTooLong";
  const cig = codeError(value.cig, CIG_LENGTH, "jobSite.errors.cig");
  const cup = codeError(value.cup, CUP_LENGTH, "jobSite.errors.cup");
  if (cig) errors.cig = cig;
  if (cup) errors.cup = cup;
  return { value, errors };
}

export function hasErrors(errors: JobSiteErrors): boolean {
  return Object.keys(errors).length > 0;
}
