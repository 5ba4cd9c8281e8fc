// The footer's newsletter sign-up. Without JavaScript it is a plain POST that comes back to this
// page with a toast; with JavaScript it is a fetcher and the answer shows under the field.
// Deliberately not a conform form like the others: it is on every page, and one email field does
// not need a form library in the code every page loads. The browser checks the address (type,
// required, maxLength), the action checks it again with zod; its honeypot is remix-utils' (see
// app/platform/honeypot.server.ts).
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "~/platform/hydration";
import type { NewsletterOutcome } from "~/content/forms";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { useLocalePath } from "~/platform/i18n";

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
  const outcome = fetcher.state === "idle" ? fetcher.data?.outcome : undefined;

  useEffect(() => {
    if (outcome === "success") formRef.current?.reset();
  }, [outcome]);

  const emailId = "newsletter-email";
  const answerId = "newsletter-answer";
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="newsletter__title">
        {t("content.newsletter.title")}
      </h2>
      <p className="newsletter__intro">{t("content.newsletter.intro")}</p>
      <fetcher.Form method="post" action={to("/newsletter")} id="newsletter" ref={formRef} className="newsletter__form">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {hydrated ? <input type="hidden" name="inline" value="1" /> : null}
        <label htmlFor={emailId} className="visually-hidden">
          {t("content.newsletter.email")}
        </label>
        <input
          id={emailId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder={t("content.newsletter.email")}
          maxLength={200}
          aria-describedby={outcome ? answerId : undefined}
        />
        <HoneypotInputs label={t("forms.honeypot")} />
        <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
          {fetcher.state !== "idle" ? t("content.newsletter.sending") : t("content.newsletter.submit")}
        </button>
      </fetcher.Form>
      <p id={answerId} className={`newsletter__answer newsletter__answer--${outcome ?? "none"}`} role="status">
        {outcome ? t(`content.newsletter.${outcome}`) : null}
      </p>
    </section>
  );
}
