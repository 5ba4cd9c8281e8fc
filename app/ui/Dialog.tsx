// The shop's modal dialogs: a <dialog> with a title and a close link. With JavaScript it opens with
// showModal() (focus moves in, Escape closes, the page behind is inert, focus returns on close);
// without it, a dialog the server renders `open` shows in place and its close link leaves it.
// A route change hides every open modal: a dialog belongs to the page it was opened on.
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** Opens the dialog `id` as a modal; false when the browser cannot (then the caller's link navigates). */
export function openModal(id: string): boolean {
  const dialog = document.getElementById(id);
  if (!(dialog instanceof HTMLDialogElement) || typeof dialog.showModal !== "function") return false;
  if (!dialog.open) dialog.showModal();
  return true;
}

export function Dialog({
  id,
  title,
  open = false,
  closeTo,
  wide = false,
  busy = false,
  children,
}: {
  id: string;
  title: string;
  /** Rendered open by the server (the page without JavaScript). */
  open?: boolean;
  /** Where the close link leads without JavaScript. */
  closeTo: string;
  wide?: boolean;
  busy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { key } = useLocation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open && dialog.matches(":modal")) dialog.close();
    };
  }, [key]);
  return (
    <dialog
      ref={ref}
      id={id}
      className={`dialog${wide ? " dialog--wide" : ""}`}
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
      open={open}
    >
      <div className="dialog__header">
        <h2 id={`${id}-title`}>{title}</h2>
        <Link
          to={closeTo}
          preventScrollReset
          className="dialog__close"
          aria-label={t("dialog.close")}
          onClick={(event) => {
            const dialog = ref.current;
            if (dialog?.open && dialog.matches(":modal")) {
              event.preventDefault();
              dialog.close();
            }
          }}
        >
          <span aria-hidden="true">×</span>
        </Link>
      </div>
      <div className="dialog__body">{children}</div>
    </dialog>
  );
}
