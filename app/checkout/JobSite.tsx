// A job site as the shop shows it (name, then its CIG and CUP where it has them), and the fields it
// is typed in (the account's job sites page, a new one at checkout), each with its errors.
import { useTranslation } from "react-i18next";
import type { JobSiteRef } from "~/erp/types";
import { errorList, FieldFrame } from "~/ui/field";
import { JOB_SITE_NAME_MAX_LENGTH, type JobSiteErrors, type JobSiteField } from "./job-sites";

export function JobSiteText({ site }: { site: JobSiteRef | null }) {
  const { t } = useTranslation();
  if (!site) return <>–</>;
  return (
    <span className="job-site">
      <span className="job-site__name">{site.name}</span>
      {site.cig ? <span className="job-site__code">{t("jobSite.codes", { cig: site.cig })}</span> : null}
      {site.cup ? <span className="job-site__code">{t("jobSite.cupCode", { cup: site.cup })}</span> : null}
    </span>
  );
}

/** Name, CIG and CUP inputs; `names` are the form's field names (the checkout's carry a prefix). */
export function JobSiteFields({
  idPrefix,
  names,
  values,
  errors = {},
  required = true,
}: {
  idPrefix: string;
  names: Record<JobSiteField, string>;
  values?: Partial<JobSiteRef>;
  errors?: JobSiteErrors;
  /** Whether the browser requires the name (not at checkout, where the fields count only for a new job site). */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const field = (key: JobSiteField, maxLength: number, hint?: string) => {
    const id = `${idPrefix}-${key}`;
    const error = errors[key];
    const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
    return (
      <FieldFrame id={id} label={t(`jobSite.${key}`)} mandatory={key === "name" && required} invalid={Boolean(error)}>
        <input
          id={id}
          name={names[key]}
          type="text"
          defaultValue={values?.[key] ?? ""}
          maxLength={maxLength}
          required={key === "name" && required}
          autoComplete="off"
          spellCheck={key === "name"}
          autoCapitalize={key === "name" ? undefined : "characters"}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
        {hint ? (
          <p id={`${id}-hint`} className="form-hint">
            {hint}
          </p>
        ) : null}
        {errorList(t, `${id}-error`, error ? [error] : undefined)}
      </FieldFrame>
    );
  };
  return (
    <>
      {field("name", JOB_SITE_NAME_MAX_LENGTH)}
      {field("cig", 20, t("jobSite.cigHint"))}
      {field("cup", 30, t("jobSite.cupHint"))}
    </>
  );
}
