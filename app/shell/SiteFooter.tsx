import { useTranslation } from "react-i18next";
import { NewsletterForm } from "~/content/NewsletterForm";
import type { ShellData } from "~/shell/shell.server";

export function SiteFooter({ shell }: { shell: ShellData | undefined }) {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <NewsletterForm />
        {/* Sanitised on the server (sanitize.server.ts): no scripts, handlers or javascript: links. */}
        {shell?.footerHtml ? (
          <div className="site-footer__cms" dangerouslySetInnerHTML={{ __html: shell.footerHtml }} />
        ) : (
          // Without the CMS footer (the ERP never answered yet) the shop still names itself.
          <p className="site-footer__bottom">
            {t("site.name")} – {t("site.title")}. {t("footer.rights")}
          </p>
        )}
      </div>
    </footer>
  );
}
