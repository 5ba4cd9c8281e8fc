// The account's search settings: net or gross prices and search suggestions, for the session's
// delivery address. With JavaScript the form posts through a fetcher (the page stays, the toast
// says it was saved); without, it posts and the answer redirects back with the same toast.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountNav } from "~/account/AccountNav";
import { SettingsSchema } from "~/account/forms";
import type { actSettings, loadSettingsPage } from "~/account/settings-page.server";
import { ErrorList, RadioGroup } from "~/ui/form";
import { useLocalePath } from "~/platform/i18n";

export function SettingsPage() {
  const { priceView, autocomplete, grossLocked, address } = useLoaderData<typeof loadSettingsPage>();
  const { t } = useTranslation();
  const to = useLocalePath();
  const fetcher = useFetcher<typeof actSettings>();
  const posted = useActionData<typeof actSettings>();
  const [form, fields] = useForm({
    id: `settings-${priceView}-${autocomplete}-${grossLocked}`,
    lastResult: fetcher.data?.result ?? posted?.result,
    defaultValue: { priceView, autocomplete },
    constraint: getZodConstraint(SettingsSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SettingsSchema }),
  });
  return (
    <div className="account-page">
      <AccountNav />
      <h1>{t("account.settings.heading")}</h1>
      <section className="account-card" aria-labelledby="settings-form-heading">
        <h2 id="settings-form-heading">{t("account.settings.forAddress", { code: address.code })}</h2>
        {address.line ? <p>{address.line}</p> : null}
        <p>{t("account.settings.intro")}</p>
        <fetcher.Form method="post" action={to("/pages/settings")} {...getFormProps(form)} className="account-form">
          <ErrorList id={form.errorId} errors={form.errors} alert />
          <RadioGroup
            meta={fields.priceView}
            legend={t("account.settings.priceView")}
            disabled={grossLocked}
            hint={grossLocked ? t("account.settings.lockedHint") : t("account.settings.grossMeans")}
            options={(["net", "gross"] as const).map((view) => ({ value: view, label: t(`account.settings.${view}`) }))}
          />
          <RadioGroup
            meta={fields.autocomplete}
            legend={t("account.settings.autocomplete")}
            options={[
              { value: "on", label: t("account.settings.autocompleteOn") },
              { value: "off", label: t("account.settings.autocompleteOff") },
            ]}
          />
          <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
            {t("account.settings.submit")}
          </button>
        </fetcher.Form>
      </section>
    </div>
  );
}
