// A labelled form field of the account forms (conform): the label, a * when mandatory, the input
// and its translated error, linked for screen readers.
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";

interface FieldProps {
  field: FieldMetadata<string>;
  label: string;
  type?: "text" | "email" | "tel" | "password";
  autoComplete?: string;
  mandatory?: boolean;
  inputMode?: "numeric" | "text" | "email" | "tel";
  maxLength?: number;
  className?: string;
}

export function Field({ field, label, type = "text", autoComplete, mandatory, inputMode, maxLength, className }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`account-field ${className ?? ""}`}>
      <label htmlFor={field.id}>
        {label}
        {mandatory ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        {...getInputProps(field, { type })}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={mandatory || undefined}
      />
      {field.errors?.[0] ? (
        <p id={field.errorId} className="account-field__error">
          {t(field.errors[0])}
        </p>
      ) : null}
    </div>
  );
}

/** The honeypot: hidden from people (and screen readers), tempting for bots. */
export function Honeypot({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className="account-honeypot" aria-hidden="true">
      <label htmlFor={`hp-${name}`}>{t("accountForms.honeypot")}</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
