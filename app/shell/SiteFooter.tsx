import { useTranslation } from "react-i18next";
import { NewsletterForm } from "~/content/NewsletterForm";
import { useScrolledPast } from "~/shell/hooks";
import { Icon } from "~/shell/Icon";
import type { ShellData } from "~/shell/shell.server";

/** docs/rules.md rule 123: the scroll-to-top button shows after 400 px. */
const SCROLL_TOP_AFTER_PX = 400;

/** A JavaScript-only button (it appears only after scrolling, which needs a script to notice). */
function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(SCROLL_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t("footer.scrollTop")}
      onClick={() => {
        const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduced ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
    >
      <Icon name="up" />
    </button>
  );
}

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
      <ScrollToTop />
    </footer>
  );
}
