// Turns a cart message (translation key or ERP text) into the text to show.
import { useTranslation } from "~/platform/fixed-i18n";
import type { CartMessage } from "~/cart/messages";

export function useCartMessageText(): (message: CartMessage) => string {
  const { t } = useTranslation();
  return (message) => message.text ?? (message.key ? t(message.key, message.values) : "");
}
