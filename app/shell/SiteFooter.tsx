import { useTranslation } from "react-i18next";
import { NewsletterForm } from "~/content/NewsletterForm";
import { useScrolledPast } from "~/shell/hooks";
import { Icon } from "~/ui/Icon";
import { StaticMarkup } from "~/ui/StaticMarkup";

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

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container">
        <NewsletterForm />
        <StaticMarkup
          name="footer"
          as="div"
          fallback={
            <p className="site-footer__bottom">
              {t("site.name")} – {t("site.title")}. {t("footer.rights")}
            </p>
          }
        />
      </div>
      <ScrollToTop />
    </footer>
  );
}
