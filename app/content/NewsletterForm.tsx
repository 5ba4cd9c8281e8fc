// The footer's newsletter sign-up. Without JavaScript it is a plain POST that comes back to this
// page with a toast; with JavaScript it is a fetcher and the answer shows under the field.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { NewsletterSchema, type NewsletterOutcome } from "~/content/forms";
import { useLocalePath } from "~/shell/useLocale";

export interface NewsletterAnswer {
  outcome: NewsletterOutcome;
}

export function NewsletterForm() {
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<NewsletterAnswer>({ key: "newsletter" });
  const formRef = useRef<HTMLFormElement>(null);
  const [form, fields] = useForm({
    id: "newsletter",
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewsletterSchema }),
  });
  const outcome = fetcher.state === "idle" ? fetcher.data?.outcome : undefined;

  useEffect(() => {
    if (outcome === "success") formRef.current?.reset();
  }, [outcome]);

  const emailError = fields.email.errors?.[0];
  const answerId = "newsletter-answer";
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="newsletter__title">
        {t("content.newsletter.title")}
      </h2>
      <p className="newsletter__intro">{t("content.newsletter.intro")}</p>
      <fetcher.Form method="post" action={to("/newsletter")} {...getFormProps(form)} ref={formRef} className="newsletter__form">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {hydrated ? <input type="hidden" name="inline" value="1" /> : null}
        <label htmlFor={fields.email.id} className="visually-hidden">
          {t("content.newsletter.email")}
        </label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          autoComplete="email"
          placeholder={t("content.newsletter.email")}
          maxLength={200}
          aria-describedby={emailError ? fields.email.errorId : outcome ? answerId : undefined}
        />
        <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t("content.newsletter.sending") : t("content.newsletter.submit")}
        </button>
      </fetcher.Form>
      {emailError ? (
        <p id={fields.email.errorId} className="field-error newsletter__answer">
          {t(emailError === "content.validation.email" ? "content.newsletter.invalid" : emailError)}
        </p>
      ) : null}
      <p id={answerId} className={`newsletter__answer newsletter__answer--${outcome ?? "none"}`} role="status">
        {outcome && !emailError ? t(`content.newsletter.${outcome}`) : null}
      </p>
    </section>
  );
}
