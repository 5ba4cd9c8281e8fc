// The markup of a form's fields, without a form library: the form kit (form.tsx, conform + zod)
// builds its fields from it, and a form whose only rule the browser enforces by itself (a maximum
// length) uses PlainTextField, so that its page loads neither conform nor zod.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";

/**
 * The errors under a field or a form (`id` is the errorId the control points to). Errors are
 * translation keys; a message already in words (the ERP's refusal) is shown as it is.
 */
export function ErrorList({ id, errors, alert = false }: { id?: string; errors?: readonly string[]; alert?: boolean }) {
  const { t } = useTranslation();
  return errorList(t, id, errors, alert);
}

export function errorList(t: TFunction, id: string | undefined, errors: readonly string[] | undefined, alert = false) {
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
export function Mandatory({ shown }: { shown: boolean | undefined }) {
  return shown ? <span aria-hidden="true"> *</span> : null;
}

/** The frame of a text field: its label (with * when `mandatory`), its control, its errors. */
export function FieldFrame({
  id,
  label,
  mandatory,
  invalid,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  mandatory?: boolean;
  invalid?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={["form-field", invalid && "form-field--invalid", className].filter(Boolean).join(" ")}>
      <label htmlFor={id}>
        {label}
        <Mandatory shown={mandatory} />
      </label>
      {children}
    </div>
  );
}

/**
 * A labelled, optional text field whose one rule is a maximum length, which the browser enforces
 * as it is typed (nothing to validate or show; the action checks it again). Its id is the one the
 * form kit would give it.
 */
export function PlainTextField({
  form,
  name,
  label,
  maxLength,
  defaultValue,
  autoComplete,
}: {
  form: string;
  name: string;
  label: ReactNode;
  maxLength: number;
  defaultValue?: string;
  autoComplete?: string;
}) {
  const id = `${form}-${name}`;
  return (
    <FieldFrame id={id} label={label}>
      <input id={id} name={name} form={form} type="text" maxLength={maxLength} defaultValue={defaultValue} autoComplete={autoComplete} />
    </FieldFrame>
  );
}
