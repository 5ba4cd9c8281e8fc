// The form kit every form of the shop is built from (conform + zod). A field's constraints come
// from its schema (`useForm({ constraint: getZodConstraint(Schema) })`), so the browser checks
// what the server checks even without JavaScript; errors are translation keys, shown translated
// and linked to their field for screen readers.
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { HONEYPOT_FIELD } from "~/platform/honeypot";

type Meta = FieldMetadata<string | number | boolean | undefined>;

/**
 * The errors under a field or a form (`id` is the errorId the control points to). Errors are
 * translation keys; a message already in words (the ERP's refusal) is shown as it is.
 */
export function ErrorList({ id, errors, alert = false }: { id?: string; errors?: readonly string[]; alert?: boolean }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div id={id} className={alert ? "form-alert" : "form-errors"} role={alert ? "alert" : undefined}>
      {errors.map((error) => (
        <p key={error}>{t(error, { defaultValue: error, nsSeparator: false })}</p>
      ))}
    </div>
  );
}

/** The label's "*" for a mandatory field (the form says what it means). */
function Mandatory({ shown }: { shown: boolean | undefined }) {
  return shown ? <span aria-hidden="true"> *</span> : null;
}

type InputExtras = Pick<InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "inputMode" | "placeholder" | "spellCheck">;

interface FieldProps extends InputExtras {
  meta: Meta;
  label: ReactNode;
  type?: "text" | "email" | "tel" | "password" | "date";
  /** Several lines (a textarea of this many rows). */
  rows?: number;
  className?: string;
}

/** A labelled text field: label (with * when the schema requires it), control, errors. */
export function Field({ meta, label, type = "text", rows, className, ...extras }: FieldProps) {
  const invalid = Boolean(meta.errors?.length);
  return (
    <div className={["form-field", invalid && "form-field--invalid", className].filter(Boolean).join(" ")}>
      <label htmlFor={meta.id}>
        {label}
        <Mandatory shown={meta.required} />
      </label>
      {rows ? (
        <textarea {...getTextareaProps(meta)} key={meta.key} rows={rows} placeholder={extras.placeholder} />
      ) : (
        <input {...getInputProps(meta, { type })} key={meta.key} {...extras} />
      )}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A checkbox with its label beside it (consent, a yes/no setting). */
export function CheckboxField({ meta, label }: { meta: Meta; label: ReactNode }) {
  return (
    <div className={`form-check${meta.errors?.length ? " form-field--invalid" : ""}`}>
      <input {...getInputProps(meta, { type: "checkbox" })} key={meta.key} />
      <label htmlFor={meta.id}>
        {label}
        <Mandatory shown={meta.required} />
      </label>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * One choice among a few, as radio buttons in a fieldset (its legend is the question). An option's
 * `details` (what the choice means: an address, opening hours) show under it, one option a row.
 */
export function RadioGroup({
  meta,
  legend,
  options,
}: {
  meta: Meta;
  legend: ReactNode;
  options: ReadonlyArray<{ value: string; label: ReactNode; details?: ReactNode }>;
}) {
  return (
    <fieldset
      className={`choice-group${meta.errors?.length ? " form-field--invalid" : ""}`}
      aria-describedby={meta.errors?.length ? meta.errorId : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => {
        const choice = (
          <label key={option.value} className="choice">
            <input {...getInputProps(meta, { type: "radio", value: option.value })} key={`${meta.key}-${option.value}`} />
            {option.label}
          </label>
        );
        if (!option.details) return choice;
        return (
          <div key={option.value} className="choice-option">
            {choice}
            <div className="choice-option__details">{option.details}</div>
          </div>
        );
      })}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** The honeypot of public forms: out of sight and of the tab order (not display:none, which bots skip). */
export function Honeypot() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{t("forms.honeypot")}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
