// A message shown to the customer after an action (a toast with JavaScript, a notice without).
// `key` is a translation key (rendered in the reader's language); `text` is a message the ERP wrote,
// or the key's text in the page's language (the root loader adds it: shell.server.ts).

export type ToastKind = "success" | "error" | "info";

export interface Toast {
  id: string;
  kind: ToastKind;
  key?: string;
  values?: Record<string, string | number>;
  text?: string;
}
