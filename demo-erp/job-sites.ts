// Job sites (cantieri) as the ERP checks and answers them, shared by the job sites calls, send_order
// and the order and document lists: a name, and the public works' CIG (10 letters or digits) and
// CUP (15). The varying dialect answers a row's job site as one object, as some deployments do.
import type { Dialect } from "./dialect";
import { t, text } from "./text";
import type { Lang } from "./types";

const JOB_SITE_NAME_MAX_LENGTH = 80;

export interface JobSiteInput {
  name: string;
  cig: string | null;
  cup: string | null;
}

/** A code as the ERP stores it: without spaces, uppercase; "" is none. */
function code(value: unknown): string {
  return text(value).replace(/\s+/g, "").toUpperCase();
}

/** The job site of a request, or the reason the ERP refuses it (in the caller's language). */
export function checkedJobSite(body: Record<string, unknown>, lang: Lang): JobSiteInput | { refused: string } {
  const name = text(body.name).replace(/\s+/g, " ");
  const cig = code(body.cig);
  const cup = code(body.cup);
  if (name === "") return { refused: t(lang, "Il nome del cantiere è obbligatorio", "The job site needs a name") };
  if (name.length > JOB_SITE_NAME_MAX_LENGTH) {
    return {
      refused: t(
        lang,
        `Il nome del cantiere supera ${JOB_SITE_NAME_MAX_LENGTH} caratteri`,
        `The job site's name is over ${JOB_SITE_NAME_MAX_LENGTH} characters`,
      ),
    };
  }
  if (cig !== "" && !/^[A-Z0-9]{10}$/.test(cig)) {
    return { refused: t(lang, "CIG non valido: servono 10 lettere o cifre", "Invalid CIG: it takes 10 letters or digits") };
  }
  if (cup !== "" && !/^[A-Z0-9]{15}$/.test(cup)) {
    return { refused: t(lang, "CUP non valido: servono 15 lettere o cifre", "Invalid CUP: it takes 15 letters or digits") };
  }
  return { name, cig: cig || null, cup: cup || null };
}

/** `job_site`, `cig`, `cup` of an order or document row that carries a job site (nothing when it has none). */
export function jobSiteFields(
  row: { job_site_name: string | null; job_site_cig: string | null; job_site_cup: string | null },
  dialect: Dialect,
): Record<string, unknown> {
  if (!row.job_site_name) return {};
  if (dialect === "varying") return { job_site: { name: row.job_site_name, cig: row.job_site_cig ?? "", cup: row.job_site_cup ?? "" } };
  return { job_site: row.job_site_name, cig: row.job_site_cig ?? "", cup: row.job_site_cup ?? "" };
}
