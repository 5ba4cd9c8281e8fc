// Whether this ERP keeps job sites, the customer's job sites, and the job site chosen at checkout.
// A deployment without them answers `account/job_sites` 404: the shop then shows no job sites page,
// link, filter or checkout choice. What the deployment can do is remembered for a minute
// (app/erp/deployment.server.ts), so the account's link costs no call on every page.
import type { Erp } from "~/erp/client.server";
import { deploymentHas, unlessNotOnThisErp } from "~/erp/deployment.server";
import type { JobSite, JobSiteRef } from "~/erp/types";
import { checkJobSite, hasErrors, type JobSiteErrors } from "./job-sites";

/** The customer's job sites, or null where this ERP has none (or for a guest). Other failures propagate. */
export async function customerJobSites(erp: Erp, now = Date.now()): Promise<JobSite[] | null> {
  if (!erp.signedIn) return null;
  return unlessNotOnThisErp("account/job_sites", () => erp.jobSites.list(), now);
}

/** Whether the account shows its job sites (asked of the ERP at most once a minute). */
export async function jobSitesAvailable(erp: Erp, now = Date.now()): Promise<boolean> {
  if (!erp.signedIn) return false;
  return deploymentHas("account/job_sites", () => erp.jobSites.list(), now);
}

/** The checkout form's job site fields: none, a saved one (its id), or "new" with name and codes, optionally saved. */
export interface JobSiteChoiceInput {
  jobSite: string;
  jobSiteName: string;
  jobSiteCig: string;
  jobSiteCup: string;
  jobSiteSave: boolean;
}

/** The errors of a choice: the new job site's fields, or the choice itself (a job site not the customer's). */
export type JobSiteChoiceErrors = JobSiteErrors & { jobSite?: string };

export type JobSiteChoice = { ok: true; jobSite: JobSiteRef | null; save: boolean } | { ok: false; errors: JobSiteChoiceErrors };

/** The job site an order is sent for, from the customer's own job sites or as typed (checked as the account checks it). */
export async function chosenJobSite(erp: Erp, input: JobSiteChoiceInput): Promise<JobSiteChoice> {
  if (input.jobSite === "") return { ok: true, jobSite: null, save: false };
  if (input.jobSite === "new") {
    const { value, errors } = checkJobSite({ name: input.jobSiteName, cig: input.jobSiteCig, cup: input.jobSiteCup });
    return hasErrors(errors) ? { ok: false, errors } : { ok: true, jobSite: value, save: input.jobSiteSave };
  }
  const saved = (await customerJobSites(erp))?.find((site) => site.id === input.jobSite);
  if (!saved) return { ok: false, errors: { jobSite: "jobSite.errors.unknown" } };
  return { ok: true, jobSite: { name: saved.name, cig: saved.cig, cup: saved.cup }, save: false };
}
