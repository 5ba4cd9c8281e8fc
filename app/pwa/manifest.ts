// The web app manifest that makes the shop installable: one per language, each opening the shop's
// home page in it. Its texts are the shop's name and description.
import { localizedPath, type Locale } from "~/platform/i18n";

/** The shop's brand blue (--brand in global.css): the browser's bar and the installed app's title bar. */
export const THEME_COLOR = "#0b4f8a";
/** The page background (--surface-alt in global.css): the installed app's splash screen. */
const BACKGROUND_COLOR = "#f3f5f8";

export function webAppManifest(locale: Locale, t: (key: string) => string) {
  return {
    // The same app in both languages: installing from an English page does not add a second one.
    id: "/",
    name: `${t("site.name")} – ${t("site.title")}`,
    short_name: t("site.name"),
    description: t("site.description"),
    lang: locale,
    dir: "ltr",
    start_url: localizedPath(locale, "/"),
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
