// Every language's texts, made readable by the translators on the server (`translate`, fixedI18n).
import { resources } from "~/locales";
import { provideTranslations } from "~/platform/i18n";

provideTranslations(resources);
