// The contact form (conform + zod through the form kit): it works without JavaScript and checks as
// you go with it; what the ERP answers shows above the form (thanks) or in it (a refusal).
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { actContact, loadContactPage } from "~/content/contact-page.server";
import { ContactSchema } from "~/content/forms";
import { CheckboxField, ErrorList, Field } from "~/ui/form";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { useLocalePath } from "~/platform/i18n";

export function ContactPage() {
  const prefill = useLoaderData<typeof loadContactPage>();
  const answer = useActionData<typeof actContact>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const to = useLocalePath();
  const [form, fields] = useForm({
    id: "contact",
    lastResult: navigation.state === "idle" ? answer?.result : null,
    constraint: getZodConstraint(ContactSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      type: prefill.type,
      sku: prefill.sku ?? "",
      subject: prefill.sku ? t("contentPages.contact.assistanceSubject", { sku: prefill.sku }) : "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
  });
  const sent = answer?.sent ?? null;
  return (
    <div className="content-page contact-page">
      <header className="content-page__header">
        <h1>{t("contentPages.contact.title")}</h1>
        <p>{prefill.sku ? t("contentPages.contact.assistanceIntro", { sku: prefill.sku }) : t("contentPages.contact.intro")}</p>
      </header>
      {sent !== null ? (
        <div className="form-answer" role="status">
          <p className="form-answer__title">{t("contentPages.contact.success")}</p>
          <p>{sent}</p>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="contact-form">
        <ErrorList id={form.errorId} errors={form.errors} alert />
        <p className="contact-form__required">{t("contentPages.contact.required")}</p>
        <input {...getInputProps(fields.type, { type: "hidden" })} key={fields.type.key} />
        {fields.sku.initialValue ? <input {...getInputProps(fields.sku, { type: "hidden" })} key={fields.sku.key} /> : null}
        <div className="contact-form__grid">
          <Field meta={fields.name} label={t("contentPages.contact.name")} autoComplete="name" />
          <Field meta={fields.email} label={t("contentPages.contact.email")} type="email" autoComplete="email" />
          <Field meta={fields.phone} label={t("contentPages.contact.phone")} type="tel" autoComplete="tel" />
          <Field meta={fields.company} label={t("contentPages.contact.company")} autoComplete="organization" />
        </div>
        <Field meta={fields.subject} label={t("contentPages.contact.subject")} />
        <Field meta={fields.message} label={t("contentPages.contact.message")} rows={6} />
        <HoneypotInputs label={t("forms.honeypot")} />
        <CheckboxField
          meta={fields.consent}
          label={
            <>
              {t("contentPages.contact.consent")} <Link to={to("/web-page/privacy")}>{t("contentPages.contact.privacy")}</Link>
            </>
          }
        />
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? t("contentPages.contact.sending") : t("contentPages.contact.send")}
        </button>
      </Form>
    </div>
  );
}
