// The controls of the account lists: a GET form with a date range (and any other filter passed
// as children), and pagination links. Both work without JavaScript.
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { listHref } from "./list-query";

export function DateRangeForm({
  action,
  from,
  to,
  hidden,
  children,
  errors,
}: {
  action: string;
  from: string;
  to: string;
  /** Filters kept as they are when the dates change. */
  hidden: Record<string, string>;
  children?: ReactNode;
  errors: string[];
}) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={action} className="list-filters">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className="list-filters__field">
        <label htmlFor="range-from">{t("accountLists.from")}</label>
        <input id="range-from" type="date" name="from" defaultValue={from} aria-invalid={errors.length > 0 || undefined} />
      </div>
      <div className="list-filters__field">
        <label htmlFor="range-to">{t("accountLists.to")}</label>
        <input id="range-to" type="date" name="to" defaultValue={to} aria-invalid={errors.length > 0 || undefined} />
      </div>
      <div className="list-filters__actions">
        <button type="submit" className="button">
          {t("accountLists.filter")}
        </button>
        <Link to={listHref(action, hidden)} className="button button--secondary">
          {t("accountLists.reset")}
        </Link>
      </div>
      {errors.map((error) => (
        <p key={error} className="list-filters__error" role="alert">
          {t(error)}
        </p>
      ))}
    </Form>
  );
}
