// The documents list: kind tabs, period and billing filters, the CSV link, the documents with their
// PDFs (and an invoice's CSV where the ERP hands them out), and the pager.
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useReaderContext, formatDay, formatPrice, useLocale, useLocalePath } from "~/platform/i18n";
import { AccountNav } from "~/account/AccountNav";
import type { loadDocumentsPage } from "~/account/documents-page.server";
import { documentCsvPath, documentPdfPath, documentXmlPath, returnFormPath } from "~/page/account-paths";
import type { ShellData } from "~/page/shell-data";
import { JobSiteFilter } from "~/account/JobSiteFilter";
import { SdiState } from "~/account/SdiState";
import { JobSiteText } from "~/checkout/JobSite";
import { DateRangeForm } from "~/account/ListControls";
import { BILLING_FILTERS, DOCUMENT_KINDS, listHref } from "~/account/list-query";
import { PdfLinkText } from "~/account/PdfLinkText";
import { Pagination } from "~/ui/Pagination";
import { DataTable, FigureCell } from "~/ui/DataTable";

export function DocumentsPage() {
  const { documents, csv, xml, kind, billing, jobSite, jobSites, from, to: until, range, errors } = useLoaderData<typeof loadDocumentsPage>();
  const { t } = useTranslation();
  const reader = useReaderContext();
  const locale = useLocale();
  const to = useLocalePath();
  const path = to("/pages/documents");
  const filters = { kind, billing: billing === "all" ? undefined : billing, jobSite: jobSite || undefined, from: range.from, to: range.to };
  // Where the ERP keeps job sites, or its documents name theirs; the SDI state where it gives one.
  const showJobSites = jobSites !== null || documents.items.some((doc) => doc.jobSite);
  const showSdi = documents.items.some((doc) => doc.sdi);
  const label = (key: string) => t(`account.documents.${key}`);
  // A return is asked from a document that delivered goods (a DDT, an accompanying invoice), where the ERP takes return requests.
  const returns = useRouteLoaderData<ShellData>("root")?.customer?.hasReturns ?? false;
  return (
    <div className="account-page">
      <AccountNav />
      <h1>{t("account.documents.heading", reader)}</h1>
      <nav className="filter-tabs" aria-label={label("kind")}>
        <ul>
          {DOCUMENT_KINDS.map((option) => (
            <li key={option}>
              <Link to={listHref(path, { ...filters, kind: option })} aria-current={option === kind ? "page" : undefined}>
                {t(`account.documents.kinds.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <DateRangeForm action={path} from={from} to={until} hidden={{ kind }} errors={errors}>
        <div className="list-filters__field">
          <label htmlFor="billing">{t("account.documents.billing.label")}</label>
          <select id="billing" name="billing" defaultValue={billing}>
            {BILLING_FILTERS.map((option) => (
              <option key={option} value={option}>
                {t(`account.documents.billing.${option}`)}
              </option>
            ))}
          </select>
        </div>
        {jobSites ? <JobSiteFilter jobSites={jobSites} value={jobSite} /> : null}
      </DateRangeForm>
      <div className="list-toolbar">
        <p className="list-count" role="status">
          {t("accountLists.results", { count: documents.total })}
        </p>
        <a className="button button--secondary" href={listHref(to("/pages/documents/export.csv"), filters)} download>
          {t("accountLists.exportCsv")}
        </a>
      </div>
      {documents.items.length === 0 ? (
        <p className="notice">{t("accountLists.empty")}</p>
      ) : (
        <DataTable
          caption={t(`account.documents.kinds.${kind}`)}
          columns={[
            "number",
            "date",
            "destination",
            "billingType",
            ...(showJobSites ? ["jobSite"] : []),
            "taxable",
            "total",
            ...(showSdi ? ["sdi.label"] : []),
            "pdf",
          ]}
          label={label}
          numeric={["taxable", "total"]}
        >
          <tbody>
            {documents.items.map((doc) => (
              <tr key={doc.label}>
                <th scope="row" data-label={label("number")}>
                  {doc.label}
                </th>
                <td data-label={label("date")}>{formatDay(doc.date, locale)}</td>
                <td data-label={label("destination")}>{doc.destination || "–"}</td>
                <td data-label={label("billingType")}>
                  {t(`account.documents.billing.${doc.billing === "deferred" ? "deferred" : "accompanying"}`)}
                </td>
                {showJobSites ? (
                  <td data-label={label("jobSite")}>
                    <JobSiteText site={doc.jobSite} />
                  </td>
                ) : null}
                <FigureCell label={label("taxable")}>{formatPrice(doc.taxable, locale)}</FigureCell>
                <FigureCell label={label("total")}>{formatPrice(doc.total, locale)}</FigureCell>
                {showSdi ? (
                  <td data-label={label("sdi.label")}>
                    <SdiState sdi={doc.sdi} />
                  </td>
                ) : null}
                <td data-label={label("pdf")}>
                  <a href={to(documentPdfPath(doc))} download>
                    <PdfLinkText label={doc.label} />
                  </a>
                  {csv ? (
                    <>
                      {" "}
                      <a href={to(documentCsvPath(doc))} download>
                        <PdfLinkText label={doc.label} format="CSV" />
                      </a>
                    </>
                  ) : null}
                  {returns && (doc.kind === "delivery-note" || (doc.kind === "invoice" && doc.billing === "immediate")) ? (
                    <>
                      {" "}
                      <Link to={to(returnFormPath(doc))}>
                        {label("requestReturn")}
                        <span className="visually-hidden"> {t("account.documents.requestReturnOf", { document: doc.label })}</span>
                      </Link>
                    </>
                  ) : null}
                  {xml ? (
                    <>
                      {" "}
                      <a href={to(documentXmlPath(doc))} download>
                        <PdfLinkText label={doc.label} format="XML" />
                      </a>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Pagination page={documents.page} pages={documents.pages} href={(page) => listHref(path, { ...filters, page })} />
    </div>
  );
}
