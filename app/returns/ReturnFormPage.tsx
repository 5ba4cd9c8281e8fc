// /pages/returns/new: the return form. One multipart form holds the chosen documents (hidden fields),
// a quantity and a reason per line, the resolution, a note and the files; its buttons add a
// document's lines, take a document away or send. Every round trip gets the form back as it was
// (the action's answer); without JavaScript the browser forgets chosen files between two steps, and
// the form says so. With JavaScript the same posts run in the page and the file field keeps its files.
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/platform/hydration";
import { RETURN_REASONS, RETURN_RESOLUTIONS } from "~/erp/return-codes";
import { RETURNS } from "~/platform/config";
import { formatDay, formatQuantity, useLocale } from "~/platform/i18n";
import type { ReturnFormView } from "~/returns/returns-page.server";
import { FILE_ACCEPT } from "~/returns/rules";
import { DataTable, FigureCell } from "~/ui/DataTable";

export function ReturnFormPage({ nav }: { nav: ReactNode }) {
  const loaded = useLoaderData<ReturnFormView>();
  const posted = useActionData<ReturnFormView>();
  const view = posted ?? loaded;
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const busy = useNavigation().state === "submitting";
  const label = (key: string, values?: Record<string, string>) => t(`returns.form.${key}`, values);
  const hasProblems = view.problems.length > 0 || view.filesProblem !== null || view.documents.some((doc) => doc.lines.some((line) => line.problem));
  return (
    <div className="account-page return-form-page">
      {nav}
      <h1>{label("title")}</h1>
      <p>{label("intro")}</p>
      {view.byAgent ? <p className="notice">{label("byAgent")}</p> : null}
      {hasProblems ? (
        <div className="form-alert" role="alert">
          <p>{t("returns.errors.summary")}</p>
          {view.problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="return-form" replace>
        {/* Enter in a field submits the form's first button: this one, which only gives the form back as it is. */}
        <button type="submit" name="intent" value="keep" className="visually-hidden" tabIndex={-1} aria-hidden="true" />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        {view.documents.map((doc) => (
          <input key={doc.param} type="hidden" name="document" value={doc.param} />
        ))}
        {view.documents.length === 0 ? <p className="notice">{label("noneChosen")}</p> : null}
        {view.documents.map((doc) => (
          <fieldset key={doc.param} className="return-form__document">
            <legend>{label("lines", { document: doc.label, date: formatDay(doc.date, locale) })}</legend>
            <DataTable
              className="return-lines"
              columns={["article", "delivered", "returnable", "quantity", "reason"]}
              label={label}
              numeric={["delivered", "returnable"]}
            >
              <tbody>
                {doc.lines.map((line) => {
                  const name = `${line.sku} ${line.description}`.trim();
                  const problemId = `${line.quantityField}-problem`;
                  return (
                    <tr key={line.rowId} className={line.problem ? "return-lines__row--invalid" : undefined}>
                      <th scope="row" data-label={label("article")}>
                        {line.sku} <span className="return-lines__description">{line.description}</span>
                        {line.problem ? (
                          <p id={problemId} className="form-errors">
                            {line.problem}
                          </p>
                        ) : null}
                      </th>
                      <FigureCell label={label("delivered")}>
                        {line.delivered === null ? "–" : `${formatQuantity(line.delivered, locale)} ${line.unit}`}
                      </FigureCell>
                      <FigureCell label={label("returnable")}>{formatQuantity(line.returnable, locale)}</FigureCell>
                      {line.returnable > 0 ? (
                        <>
                          <td data-label={label("quantity")}>
                            <input
                              type="text"
                              inputMode="decimal"
                              name={line.quantityField}
                              defaultValue={line.quantity}
                              size={5}
                              maxLength={10}
                              aria-label={label("quantityOf", { name })}
                              aria-invalid={line.problem ? true : undefined}
                              aria-describedby={line.problem ? problemId : undefined}
                            />
                          </td>
                          <td data-label={label("reason")}>
                            <select name={line.reasonField} defaultValue={line.reason} aria-label={label("reasonOf", { name })}>
                              <option value="">{label("chooseReason")}</option>
                              {RETURN_REASONS.map((reason) => (
                                <option key={reason} value={reason}>
                                  {t(`returns.reasons.${reason}`)}
                                </option>
                              ))}
                            </select>
                          </td>
                        </>
                      ) : (
                        <td colSpan={2} data-label={label("quantity")}>
                          {label("notReturnable")}
                        </td>
                      )}
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
            <button type="submit" name="intent" value={`remove:${doc.param}`} className="button button--secondary" disabled={busy}>
              {label("remove", { document: doc.label })}
            </button>
          </fieldset>
        ))}
        {view.canAdd && view.choices.length > 0 ? (
          <div className="return-form__add">
            <div className="return-form__add-field">
              <label htmlFor="return-add">{label("chooseDocument")}</label>
              <select id="return-add" name="add">
                {view.choices.map((choice) => (
                  <option key={choice.param} value={choice.param}>
                    {choice.label} · {formatDay(choice.date, locale)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="add" className="button button--secondary" disabled={busy}>
              {label("add")}
            </button>
          </div>
        ) : null}
        {view.choices.length === 0 && view.documents.length === 0 ? <p className="notice">{label("noDocuments")}</p> : null}
        {view.documents.length > 0 ? (
          <>
            <fieldset className="return-form__resolution">
              <legend>{label("resolution")}</legend>
              {RETURN_RESOLUTIONS.map((resolution) => (
                <label key={resolution} className="radio">
                  <input type="radio" name="resolution" value={resolution} defaultChecked={view.resolution === resolution} />{" "}
                  {t(`returns.resolutions.${resolution}`)}
                </label>
              ))}
            </fieldset>
            <div className="form-field">
              <label htmlFor="return-note">{label("note")}</label>
              <textarea id="return-note" name="note" rows={3} maxLength={RETURNS.noteMaxLength} defaultValue={view.note} />
            </div>
            <div className={view.filesProblem ? "form-field form-field--invalid" : "form-field"}>
              <label htmlFor="return-photos">{label("files")}</label>
              <input
                id="return-photos"
                name="photos"
                type="file"
                multiple
                accept={FILE_ACCEPT}
                aria-describedby="return-photos-hint"
                aria-invalid={view.filesProblem ? true : undefined}
              />
              <p id="return-photos-hint" className="field-hint">
                {label("filesHint")}
              </p>
              {view.filesProblem ? <p className="form-errors">{view.filesProblem}</p> : null}
              {view.chooseFilesAgain ? <p className="notice">{label("chooseFilesAgain")}</p> : null}
            </div>
            <button type="submit" name="intent" value="send" className="button button--primary" disabled={busy}>
              {label("send")}
            </button>
          </>
        ) : null}
      </Form>
    </div>
  );
}
