// /pages/job-sites: the customer's job sites (name, CIG, CUP, the delivery address it was saved at),
// one edited in place (?edit=<id>), one deleted after a confirmation (?delete=<id>, then a post): plain
// links and forms, the same with and without JavaScript. A job site is checked by the shop's rule
// first (errors on their fields, everything typed given back), then by the ERP (its reason shown
// above the form). A deployment without job sites answers 404: this page does not exist there.
import { data } from "@remix-run/node";
import { z } from "zod";
import { customerJobSites } from "~/checkout/job-sites.server";
import { checkJobSite, hasErrors, JOB_SITE_NAME_MAX_LENGTH, type JobSiteErrors } from "~/checkout/job-sites";
import { isErpError } from "~/erp/errors";
import type { JobSiteRef } from "~/erp/types";
import { secondary } from "~/page/degrade.server";
import type { CustomerPage } from "~/page/page.server";
import { readPostedForm } from "~/page/posted-form.server";
import { JOB_SITES_PATH } from "~/page/account-paths";
import { redirectWithToast } from "~/platform/flash.server";

const notFound = () => new Response("Not Found", { status: 404 });

const SiteId = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/);

export async function loadJobSitesPage({ erp, url }: CustomerPage) {
  const [sites, addresses] = await Promise.all([customerJobSites(erp), secondary(erp.account.addresses(), "job sites addresses")]);
  if (sites === null) throw notFound();
  const addressOf = (code: string) => {
    const address = addresses?.find((candidate) => candidate.code === code);
    return address ? [address.label, address.street, address.city].filter(Boolean).join(", ") : "";
  };
  const asked = (name: string) => {
    const id = SiteId.safeParse(url.searchParams.get(name));
    return id.success && sites.some((site) => site.id === id.data) ? id.data : null;
  };
  return {
    sites: sites.map((site) => ({ id: site.id, name: site.name, cig: site.cig, cup: site.cup, address: addressOf(site.addressCode) })),
    editing: asked("edit"),
    deleting: asked("delete"),
  };
}

/** What the form gets back when the job site was refused: the fields as typed, the errors by field, the ERP's reason. */
export interface JobSiteFormAnswer {
  form: { id: string | null; values: JobSiteRef; errors: JobSiteErrors; refusal: string[] };
}

const text = (max: number) => z.string().max(max).default("");

// Only these fields are read: the customer (and the address a new job site is saved at) come from the session.
const IntentSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    id: SiteId.optional().or(z.literal("")),
    name: text(JOB_SITE_NAME_MAX_LENGTH * 2),
    cig: text(40),
    cup: text(40),
  }),
  z.object({ intent: z.literal("delete"), id: SiteId }),
]);

export async function actOnJobSites(page: CustomerPage) {
  const { session, localePath } = page;
  const back = localePath(JOB_SITES_PATH);
  const parsed = IntentSchema.safeParse(Object.fromEntries(await readPostedForm(page.request)));
  if (!parsed.success) return redirectWithToast(session, back, { kind: "error", key: "lists.invalidForm" });
  const input = parsed.data;
  const erp = page.erpWithinBudget();
  try {
    if (input.intent === "delete") {
      const site = (await customerJobSites(page.erp))?.find((candidate) => candidate.id === input.id);
      if (!site) return redirectWithToast(session, back, { kind: "error", key: "account.jobSites.notFound" });
      await erp.jobSites.delete(site.id);
      return redirectWithToast(session, back, { kind: "success", key: "account.jobSites.deleted", values: { name: site.name } });
    }
    const id = input.id || null;
    const { value, errors } = checkJobSite(input);
    const refused = (refusal: string[]) => data<JobSiteFormAnswer>({ form: { id, values: value, errors, refusal } }, { status: 422 });
    if (hasErrors(errors)) return refused([]);
    try {
      const saved = await erp.jobSites.save({ ...value, ...(id ? { id } : {}) });
      return redirectWithToast(session, back, { kind: "success", key: "account.jobSites.saved", values: { name: saved.name } });
    } catch (error) {
      // A duplicate name, a code the ERP refuses: its reason, above the form that keeps what was typed.
      if (isErpError(error, "rejected")) return refused(error.messages.length > 0 ? error.messages : ["account.jobSites.refused"]);
      throw error;
    }
  } catch (error) {
    // A job site that is no longer there (deleted in another tab): the ERP's 404.
    if (isErpError(error, "http") && error.status === 404)
      return redirectWithToast(session, back, { kind: "error", key: "account.jobSites.notFound" });
    throw error;
  }
}
