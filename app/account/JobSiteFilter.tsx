// The account lists' job site filter: a select of the customer's job sites in the list's GET form.
import { useTranslation } from "react-i18next";

export function JobSiteFilter({ jobSites, value }: { jobSites: string[]; value: string }) {
  const { t } = useTranslation();
  return (
    <div className="list-filters__field">
      <label htmlFor="job-site-filter">{t("account.jobSites.filter")}</label>
      <select id="job-site-filter" name="jobSite" defaultValue={value}>
        <option value="">{t("account.jobSites.allJobSites")}</option>
        {jobSites.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}
