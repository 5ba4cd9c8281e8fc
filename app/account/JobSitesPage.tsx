// The customer's job sites: the list (name, CIG, CUP, delivery address), each with an edit link and
// a delete link that asks first (a form posts the confirmed delete), and the form that adds a job
// site or changes the one being edited. Plain links and forms: the same with and without JavaScript.
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountNav } from "~/account/AccountNav";
import type { JobSiteFormAnswer, loadJobSitesPage } from "~/account/job-sites-page.server";
import { JobSiteFields } from "~/checkout/JobSite";
import { JOB_SITES_PATH } from "~/page/account-paths";
import { useReaderContext, useLocalePath } from "~/platform/i18n";
import { ErrorList } from "~/ui/field";
import { DataTable } from "~/ui/DataTable";

export function JobSitesPage() {
  const { sites, editing, deleting } = useLoaderData<typeof loadJobSitesPage>();
  const answer = useActionData<JobSiteFormAnswer>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const reader = useReaderContext();
  const to = useLocalePath();
  const label = (key: string, values?: Record<string, string>) => t(`account.jobSites.${key}`, { ...reader, ...values });
  // The form shows what was refused, else the job site being edited, else an empty one.
  const refused = answer?.form;
  const editedId = refused ? refused.id : editing;
  const edited = sites.find((site) => site.id === editedId);
  const values = refused?.values ?? edited;
  const toDelete = sites.find((site) => site.id === deleting);
  const busy = navigation.state === "submitting";
  return (
    <div className="account-page job-sites-page">
      <AccountNav />
      <h1>{label("heading")}</h1>
      <p>{label("intro")}</p>
      {sites.length === 0 ? (
        <p className="notice">{label("none")}</p>
      ) : (
        <DataTable
          caption={label("title")}
          columns={["jobSite.name", "jobSite.cig", "jobSite.cup", "account.jobSites.address", "account.jobSites.actions"]}
          label={(key) => t(key, reader)}
        >
          <tbody>
            {sites.map((site) => (
              <tr key={site.id}>
                <th scope="row" data-label={t("jobSite.name")}>
                  {site.name}
                </th>
                <td data-label={t("jobSite.cig")} className="job-site__code">
                  {site.cig || label("noCode")}
                </td>
                <td data-label={t("jobSite.cup")} className="job-site__code">
                  {site.cup || label("noCode")}
                </td>
                <td data-label={label("address")}>{site.address || label("noCode")}</td>
                <td data-label={label("actions")}>
                  {toDelete?.id === site.id ? (
                    <Form method="post" className="job-sites-page__confirm" preventScrollReset>
                      <p role="alert">{label("confirmDelete", { name: site.name })}</p>
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="id" value={site.id} />
                      <button type="submit" className="button" disabled={busy}>
                        {label("confirm")}
                      </button>{" "}
                      <Link to={to(JOB_SITES_PATH)} preventScrollReset>
                        {label("cancel")}
                      </Link>
                    </Form>
                  ) : (
                    <span className="job-sites-page__actions">
                      <Link to={to(`${JOB_SITES_PATH}?edit=${encodeURIComponent(site.id)}`)} aria-label={label("editNamed", { name: site.name })}>
                        {label("edit")}
                      </Link>
                      <Link
                        to={to(`${JOB_SITES_PATH}?delete=${encodeURIComponent(site.id)}`)}
                        aria-label={label("deleteNamed", { name: site.name })}
                        preventScrollReset
                      >
                        {label("delete")}
                      </Link>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <section aria-labelledby="job-site-form-title" className="job-sites-page__form">
        <h2 id="job-site-form-title">{edited ? label("editTitle") : label("addTitle")}</h2>
        {edited ? null : <p>{label("savedAt")}</p>}
        {/* A new key per job site edited: the fields take that job site's values. */}
        <Form method="post" key={edited?.id ?? "new"} className="job-sites-page__fields">
          <ErrorList errors={refused?.refusal} alert />
          <input type="hidden" name="intent" value="save" />
          {edited ? <input type="hidden" name="id" value={edited.id} /> : null}
          <JobSiteFields idPrefix="job-site" names={{ name: "name", cig: "cig", cup: "cup" }} values={values} errors={refused?.errors} />
          <p className="job-sites-page__buttons">
            <button type="submit" className="button button--primary" disabled={busy}>
              {edited ? label("saveChanges") : label("add")}
            </button>
            {edited ? <Link to={to(JOB_SITES_PATH)}>{label("cancel")}</Link> : null}
          </p>
        </Form>
      </section>
    </div>
  );
}
