import { getFormProps, getInputProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ContactSchema, contactPrefill } from "~/content/forms";
import { publicPageMeta } from "~/platform/meta";
import contentStyles from "~/content/content.css";
import { isErpError } from "~/erp/errors";
import { i18next } from "~/platform/i18n.server";
import { logError } from "~/platform/log.server";
import { getErp, requireLocale } from "~/platform/request.server";
import { honeypotFilled, HONEYPOT_FIELD } from "~/platform/honeypot";
import { GeneralErrorBoundary } from "~/shell/ErrorBoundary";
import { useLocalePath } from "~/shell/useLocale";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export async function loader(args: LoaderFunctionArgs) {
  requireLocale(args.params);
  const t = await i18next.getFixedT(args.request);
  const prefill = contactPrefill(new URL(args.request.url).searchParams);
  return { ...prefill, title: t("content.contact.title"), description: t("content.contact.intro") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => publicPageMeta(matches, data?.title, data?.description);

/** The ERP's answer to a request that reached it. */
interface Answer {
  status: "success" | "failed" | "unavailable";
  message: string;
}

export async function action(args: ActionFunctionArgs) {
  requireLocale(args.params);
  const formData = await args.request.formData();
  const submission = parseWithZod(formData, { schema: ContactSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), answer: null as Answer | null }, { status: 400 });
  }
  const form = submission.value;
  // A robot filled in the hidden field: thank it and send nothing.
  if (honeypotFilled(formData)) return data({ result: submission.reply({ resetForm: true }), answer: { status: "success", message: "" } as Answer });

  const t = await i18next.getFixedT(args.request);
  const erp = await getErp(args);
  try {
    const message = await erp.content.sendContactRequest({
      name: form.name,
      email: form.email,
      phone: form.phone,
      company: form.company,
      subject: form.subject || (form.sku ? t("content.contact.assistanceSubject", { sku: form.sku }) : ""),
      message: form.sku ? `${t("content.contact.article", { sku: form.sku })}\n\n${form.message}` : form.message,
      consent: form.consent,
      type: form.type,
    });
    return data({ result: submission.reply({ resetForm: true }), answer: { status: "success", message } as Answer });
  } catch (error) {
    if (isErpError(error, "rejected")) {
      return data({ result: submission.reply(), answer: { status: "failed", message: error.messages.join(" ") } as Answer }, { status: 422 });
    }
    logError("contact request failed", error);
    return data({ result: submission.reply(), answer: { status: "unavailable", message: "" } as Answer }, { status: 503 });
  }
}

function Field({
  meta,
  label,
  required = false,
  children,
}: {
  meta: FieldMetadata<string | boolean | undefined>;
  label: string;
  required?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const error = meta.errors?.[0];
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={meta.id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {error ? (
        <p id={meta.errorId} className="field-error">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}

export default function ContactUs() {
  const prefill = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const to = useLocalePath();
  const [form, fields] = useForm({
    id: "contact",
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      type: prefill.type,
      sku: prefill.sku ?? "",
      subject: prefill.sku ? t("content.contact.assistanceSubject", { sku: prefill.sku }) : "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactSchema }),
  });
  const answer = actionData?.answer;
  const sending = navigation.state === "submitting";
  const consentError = fields.consent.errors?.[0];
  return (
    <div className="content-page contact-page">
      <header className="content-page__header">
        <h1>{t("content.contact.title")}</h1>
        <p>{prefill.sku ? t("content.contact.assistanceIntro", { sku: prefill.sku }) : t("content.contact.intro")}</p>
      </header>
      {answer ? (
        <div
          className={`form-answer form-answer--${answer.status === "success" ? "success" : "error"}`}
          role={answer.status === "success" ? "status" : "alert"}
        >
          <p className="form-answer__title">{answer.status === "success" ? t("content.contact.success") : t("content.contact.failed")}</p>
          <p>{answer.status === "unavailable" ? t("content.contact.unavailable") : answer.message}</p>
        </div>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="contact-form">
        <p className="contact-form__required">{t("content.contact.required")}</p>
        <input {...getInputProps(fields.type, { type: "hidden" })} key={fields.type.key} />
        {fields.sku.initialValue ? <input {...getInputProps(fields.sku, { type: "hidden" })} key={fields.sku.key} /> : null}
        <div className="contact-form__grid">
          <Field meta={fields.name} label={t("content.contact.name")} required>
            <input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} autoComplete="name" maxLength={120} />
          </Field>
          <Field meta={fields.email} label={t("content.contact.email")} required>
            <input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="email" maxLength={200} />
          </Field>
          <Field meta={fields.phone} label={t("content.contact.phone")}>
            <input {...getInputProps(fields.phone, { type: "tel" })} key={fields.phone.key} autoComplete="tel" maxLength={40} />
          </Field>
          <Field meta={fields.company} label={t("content.contact.company")}>
            <input {...getInputProps(fields.company, { type: "text" })} key={fields.company.key} autoComplete="organization" maxLength={120} />
          </Field>
        </div>
        <Field meta={fields.subject} label={t("content.contact.subject")}>
          <input {...getInputProps(fields.subject, { type: "text" })} key={fields.subject.key} maxLength={200} />
        </Field>
        <Field meta={fields.message} label={t("content.contact.message")} required>
          <textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={6} maxLength={5000} />
        </Field>
        <div className="contact-form__honeypot" aria-hidden="true">
          <label htmlFor="contact-website">{t("content.contact.honeypot")}</label>
          <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div className={`form-check${consentError ? " form-field--invalid" : ""}`}>
          <input {...getInputProps(fields.consent, { type: "checkbox" })} key={fields.consent.key} />
          <label htmlFor={fields.consent.id}>
            {t("content.contact.consent")}
            <span aria-hidden="true"> *</span> <Link to={to("/web-page/privacy")}>{t("content.contact.privacy")}</Link>
          </label>
          {consentError ? (
            <p id={fields.consent.errorId} className="field-error">
              {t(consentError)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? t("content.contact.sending") : t("content.contact.send")}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
