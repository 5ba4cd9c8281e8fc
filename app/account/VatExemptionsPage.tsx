// The customer's declarations of intent: the plafond left today, each declaration with what it allows,
// what was used and what is left (a bar of how much is used), its validity and state; and the form
// that registers a new one. A plain form post: the same with and without JavaScript (errors come back
// on their fields with everything typed kept).
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AccountNav } from "~/account/AccountNav";
import type { actVatExemptions, loadVatExemptionsPage } from "~/account/vat-exemptions-page.server";
import { VAT_EXEMPTIONS_PATH, vatExemptionSchema } from "~/account/vat-exemptions";
import { formatDay, formatPrice, useLocale, useLocalePath } from "~/platform/i18n";
import { ErrorList, Field } from "~/ui/form";
import { FigureItem } from "~/account/FigureItem";
import { DataTable, FigureCell } from "~/ui/DataTable";

type Declaration = ReturnType<typeof useLoaderData<typeof loadVatExemptionsPage>>["declarations"][number];

function price(value: number | null, locale: ReturnType<typeof useLocale>): string {
  return value === null ? "–" : formatPrice(value, locale);
}

function DeclarationRow({ declaration }: { declaration: Declaration }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = (key: string) => t(`vatExemptions.${key}`);
  const validity =
    declaration.validFrom || declaration.validTo
      ? t("vatExemptions.validity", { from: formatDay(declaration.validFrom, locale), to: formatDay(declaration.validTo, locale) })
      : "–";
  return (
    <tr className={declaration.valid ? undefined : "is-past"}>
      <th scope="row" data-label={label("protocol")} className="vat-exemptions__protocol">
        {declaration.protocol}
      </th>
      <td data-label={label("protocolDate")}>{formatDay(declaration.protocolDate, locale) || "–"}</td>
      <td data-label={label("year")}>{declaration.year ?? "–"}</td>
      <FigureCell label={label("amount")}>{price(declaration.amount, locale)}</FigureCell>
      <FigureCell label={label("used")}>{price(declaration.used, locale)}</FigureCell>
      <FigureCell label={label("remaining")}>
        <span className="vat-exemptions__remaining">
          {price(declaration.remaining, locale)}
          {declaration.usedPercent !== null ? (
            <progress
              className="plafond-bar"
              max={100}
              value={declaration.usedPercent}
              aria-label={t("vatExemptions.usedPercent", { percent: declaration.usedPercent })}
            />
          ) : null}
        </span>
      </FigureCell>
      <td data-label={label("validityLabel")}>{validity}</td>
      <td data-label={label("state")}>
        <span className={declaration.valid ? "status-badge status-badge--ok" : "status-badge status-badge--info"}>
          {declaration.stateKey ? t(declaration.stateKey) : declaration.status || "–"}
        </span>
      </td>
    </tr>
  );
}

function RegisterForm({ today }: { today: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const answer = useActionData<typeof actVatExemptions>();
  const schema = vatExemptionSchema(today);
  const [form, fields] = useForm({
    id: "register-vat-exemption",
    lastResult: answer?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <section className="account-card vat-exemptions__register" aria-labelledby="register-vat-exemption-heading">
      <h2 id="register-vat-exemption-heading">{t("vatExemptions.registerHeading")}</h2>
      <p>{t("vatExemptions.registerIntro")}</p>
      <Form method="post" action={to(VAT_EXEMPTIONS_PATH)} {...getFormProps(form)} className="account-form">
        <ErrorList id={form.errorId} errors={form.errors} alert />
        <Field
          meta={fields.protocol}
          label={t("vatExemptions.protocol")}
          placeholder="12345678901234567-000001"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <Field meta={fields.protocolDate} label={t("vatExemptions.protocolDate")} type="date" />
        <Field meta={fields.year} label={t("vatExemptions.year")} inputMode="numeric" autoComplete="off" placeholder={today.slice(0, 4)} />
        <Field meta={fields.amount} label={t("vatExemptions.amountEuro")} inputMode="decimal" autoComplete="off" placeholder="10.000,00" />
        <button type="submit" className="button">
          {t("vatExemptions.register")}
        </button>
      </Form>
    </section>
  );
}

export function VatExemptionsPage() {
  const { today, remaining, declarations } = useLoaderData<typeof loadVatExemptionsPage>();
  const { t } = useTranslation();
  const locale = useLocale();
  const label = (key: string) => t(`vatExemptions.${key}`);
  return (
    <div className="account-page">
      <AccountNav />
      <h1>{label("heading")}</h1>
      <p>{label("intro")}</p>
      <dl className="figures figures--row">
        <FigureItem term={label("plafondLeft")} tone={remaining === 0 ? "danger" : undefined}>
          {remaining === null ? label("noValid") : formatPrice(remaining, locale)}
        </FigureItem>
      </dl>
      {declarations.length === 0 ? (
        <p className="notice">{label("none")}</p>
      ) : (
        <DataTable
          caption={label("heading")}
          className="vat-exemptions"
          columns={["protocol", "protocolDate", "year", "amount", "used", "remaining", "validityLabel", "state"]}
          label={label}
          numeric={["amount", "used", "remaining"]}
        >
          <tbody>
            {declarations.map((declaration) => (
              <DeclarationRow key={declaration.protocol} declaration={declaration} />
            ))}
          </tbody>
        </DataTable>
      )}
      <RegisterForm today={today} />
    </div>
  );
}
