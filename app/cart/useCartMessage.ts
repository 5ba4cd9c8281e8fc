// Turns a cart message (translation key or ERP text) into the text to show.
import { useTranslation } from "react-i18next";
import type { CartMessage } from "~/cart/messages";
import { useReaderContext } from "~/page/useReaderContext";

export function useCartMessageText(): (message: CartMessage) => string {
  const { t } = useTranslation();
  const reader = useReaderContext();
  return (message) => message.text ?? (message.key ? t(message.key, { ...reader, ...message.values }) : "");
}
