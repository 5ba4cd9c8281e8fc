// The server's i18next configuration: every language's texts, also made readable by `translate`.
import { resources } from "~/locales";
import { i18nConfig, provideTranslations } from "~/platform/i18n";

provideTranslations(resources);

export const i18nServerConfig = { ...i18nConfig, resources };
