// Sign-out is a POST (a link would let any page sign the customer out).
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalePath } from "~/platform/i18n";

export function LogoutForm({ className, buttonClassName = "button button--secondary" }: { className?: string; buttonClassName?: string }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  return (
    // A full page load: nothing of the signed-in customer stays in the browser's memory.
    <Form method="post" action={to("/logout")} className={className} reloadDocument>
      <button type="submit" className={buttonClassName}>
        {t("header.logout")}
      </button>
    </Form>
  );
}
