// The customer's job sites (hub account/job_sites, job_site_save, job_site_delete; *proposed* in
// ERP-CONTRACT.md, "Italian trade paperwork"): a name and, for public works, the CIG and CUP that
// must travel from order to DDT to invoice. A deployment without them answers 404
// (app/checkout/job-sites.server.ts then hides every job site control). Orders and documents name
// the job site they were made for: `job_site` (a name, or an object holding name and codes on some
// deployments) beside `cig` and `cup`.
import { z } from "zod";
import { hubAccountRead, requireCustomer, customerCodeContext, type Link, type Parse } from "./link.server";
import { dataOrList, erpField, erpId, list, optionalObject, parseWith, text } from "./schema.server";
import type { JobSite, JobSiteRef } from "./types";

const SiteWire = z.object({ id_job_site: erpId, name: text, cig: text, cup: text, address_code: text }).transform((site): JobSite => ({
  id: site.id_job_site,
  name: site.name.trim() || site.id_job_site,
  cig: site.cig.trim(),
  cup: site.cup.trim(),
  addressCode: site.address_code.trim(),
}));

/** `{data: [...]}` (a list or a map keyed by id), or the list alone. */
const SitesWire = dataOrList({ data: list(SiteWire) });

const parseSites: Parse<JobSite[]> = (payload, ref) => parseWith(SitesWire, payload, ref).data;
const parseSite: Parse<JobSite> = (payload, ref) => parseWith(SiteWire, payload, ref);
const parseDone: Parse<void> = () => undefined;

const JobSiteObject = optionalObject({ name: text, cig: text, cup: text });

/** A row's `job_site`: its name, or an object of name and codes; none (null) when empty. Its codes may sit beside it (`rowJobSite`). */
export const jobSiteField = erpField((value, at): JobSiteRef | null => {
  if (typeof value === "string" || typeof value === "number") {
    const name = String(value).trim();
    return name ? { name, cig: "", cup: "" } : null;
  }
  const parsed = JobSiteObject.safeParse(value, { path: at.path });
  const site = parsed.success ? parsed.data : null;
  return site && site.name.trim() ? { name: site.name.trim(), cig: site.cig.trim(), cup: site.cup.trim() } : null;
});

/** The job site of an order or document row: `job_site` with the row's own `cig` and `cup` where it holds none. */
export function rowJobSite(site: JobSiteRef | null, cig: string, cup: string): JobSiteRef | null {
  return site && { name: site.name, cig: site.cig || cig.trim(), cup: site.cup || cup.trim() };
}

/** The fields every order and document row may carry. */
export const jobSiteFields = { job_site: jobSiteField, cig: text, cup: text };

export interface JobSiteSave extends JobSiteRef {
  /** The job site changed; none: a new one. */
  id?: string;
}

export function jobSitesApi(link: Link) {
  function write<T>(name: string, args: Record<string, unknown>, parse: Parse<T>): Promise<T> {
    const path = `/account/${name}`;
    requireCustomer(link, { upstream: "hub", call: path });
    return link.write(
      { upstream: "hub", area: "hub-account", method: "POST", path, body: { ...args, ...customerCodeContext(link.customer) } },
      parse,
    );
  }

  return {
    /** The customer's job sites (a 404: this deployment has none). */
    list: () => hubAccountRead(link, "job_sites", {}, parseSites),
    /** A new job site, or a change of one → the job site as saved (422 with the ERP's reason). */
    save: ({ id, name, cig, cup }: JobSiteSave) => write("job_site_save", { ...(id ? { id_job_site: id } : {}), name, cig, cup }, parseSite),
    delete: (id: string) => write("job_site_delete", { id_job_site: id }, parseDone),
  };
}

export type JobSitesApi = ReturnType<typeof jobSitesApi>;
