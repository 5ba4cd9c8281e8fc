// The form kit every form of the shop is built from (conform + zod). A field's constraints come
// from its schema (`useForm({ constraint: getZodConstraint(Schema) })`), so the browser checks
// what the server checks even without JavaScript; errors are translation keys, shown translated
// and linked to their field for screen readers.
//
// Each control component reads its field's metadata in a render of its own that has a hook
// (useTranslation, for its errors): conform then re-renders the form on that field's errors. A
// hook-less child's reads were not subscribed in our tests (errors never showed with JavaScript on).
import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorList, FieldFrame, Mandatory } from "~/ui/field";

// The field markup is a file of its own: the cart's forms take it without this kit's form library.
export { ErrorList } from "~/ui/field";

type Meta = FieldMetadata<string | number | boolean | undefined>;

type InputExtras = Pick<InputHTMLAttributes<HTMLInputElement>, "autoComplete" | "inputMode" | "placeholder" | "spellCheck">;

interface FieldProps extends InputExtras {
  meta: Meta;
  label: ReactNode;
  type?: "text" | "email" | "tel" | "password" | "date";
  /** Several lines (a textarea of this many rows). */
  rows?: number;
  className?: string;
  /** Whether the label marks a required field with "*" (a form whose every field is required, like sign-in, needs no marks). */
  requiredMark?: boolean;
}

/** A labelled text field: label (with * when the schema requires it), control, errors. */
export function Field({ meta, label, type = "text", rows, className, requiredMark = true, ...extras }: FieldProps) {
  const { t } = useTranslation();
  return (
    <FieldFrame id={meta.id} label={label} mandatory={requiredMark && meta.required} invalid={Boolean(meta.errors?.length)} className={className}>
      {rows ? (
        <textarea {...getTextareaProps(meta)} rows={rows} placeholder={extras.placeholder} />
      ) : (
        <input {...getInputProps(meta, { type })} {...extras} />
      )}
      {errorList(t, meta.errorId, meta.errors)}
    </FieldFrame>
  );
}

/** A checkbox with its label beside it (consent, a yes/no setting). */
export function CheckboxField({ meta, label }: { meta: Meta; label: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`form-check${meta.errors?.length ? " form-field--invalid" : ""}`}>
      <input {...getInputProps(meta, { type: "checkbox" })} />
      <label htmlFor={meta.id}>
        {label}
        <Mandatory shown={meta.required} />
      </label>
      {errorList(t, meta.errorId, meta.errors)}
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
  disabled = false,
  hint,
}: {
  meta: Meta;
  legend: ReactNode;
  options: ReadonlyArray<{ value: string; label: ReactNode; details?: ReactNode }>;
  /** A choice the customer may not change (a disabled fieldset: its value is not posted). */
  disabled?: boolean;
  /** A sentence under the legend, read with the group (why it is disabled). */
  hint?: ReactNode;
}) {
  const { t } = useTranslation();
  const hintId = `${meta.id}-hint`;
  const describedBy = [hint ? hintId : "", meta.errors?.length ? meta.errorId : ""].filter(Boolean).join(" ");
  return (
    <fieldset
      className={`choice-group${meta.errors?.length ? " form-field--invalid" : ""}`}
      aria-describedby={describedBy || undefined}
      disabled={disabled}
    >
      <legend>{legend}</legend>
      {hint ? (
        <p id={hintId} className="choice-group__hint">
          {hint}
        </p>
      ) : null}
      {options.map((option) => {
        const choice = (
          <label key={option.value} className="choice">
            {/* conform gives every radio of a group the field's id: each gets its own. */}
            <input {...getInputProps(meta, { type: "radio", value: option.value })} id={`${meta.id}-${option.value}`} />
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
      {errorList(t, meta.errorId, meta.errors)}
    </fieldset>
  );
}
