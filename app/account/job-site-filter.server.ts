// The job sites an account list can be filtered by: the customer's own, and the one filtered by now
// (a job site typed at checkout, or since deleted, names rows too). Null where the ERP keeps no job
// sites, or did not answer: the list then shows no filter.
import type { Erp } from "~/erp/client.server";
import { customerJobSites } from "~/checkout/job-sites.server";
import { secondary } from "~/page/degrade.server";

export async function jobSiteFilter(erp: Erp, current: string): Promise<string[] | null> {
  const sites = await secondary(customerJobSites(erp), "job site filter");
  if (sites === null) return null;
  const names = sites.map((site) => site.name);
  return current && !names.includes(current) ? [...names, current] : names;
}
