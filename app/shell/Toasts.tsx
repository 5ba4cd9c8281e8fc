// Toasts of the last action (flash messages from the session, read by the root loader). Without
// JavaScript they are notices at the top of the page; with it they float, at most 4 at once, and
// each disappears after 2000 ms (docs/rules.md rule 124). One aria-live region announces them either way.
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Toast } from "~/platform/toast";
import { useHydrated } from "~/platform/hydration";

export const TOAST_DURATION_MS = 2000;
export const MAX_TOASTS = 4;

/** The toasts to show after `incoming` arrive: new ones appended (by id), the newest 4 kept. */
export function mergeToasts(shown: Toast[], incoming: Toast[]): Toast[] {
  const known = new Set(shown.map((toast) => toast.id));
  return [...shown, ...incoming.filter((toast) => !known.has(toast.id))].slice(-MAX_TOASTS);
}

function ToastItem({ toast, floating, onDone }: { toast: Toast; floating: boolean; onDone: (id: string) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!floating) return;
    const timer = setTimeout(() => onDone(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [floating, onDone, toast.id]);
  return <p className={`toast toast--${toast.kind}`}>{toast.text ?? (toast.key ? t(toast.key, toast.values) : "")}</p>;
}

export function Toasts({ toasts }: { toasts: Toast[] }) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState<Toast[]>(toasts.slice(-MAX_TOASTS));

  useEffect(() => {
    setShown((current) => mergeToasts(current, toasts));
  }, [toasts]);

  const done = useCallback((id: string) => setShown((current) => current.filter((toast) => toast.id !== id)), []);

  return (
    <div className={`toasts ${hydrated ? "toasts--floating" : "toasts--static"}`} role="status" aria-live="polite">
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} floating={hydrated} onDone={done} />
      ))}
    </div>
  );
}
