// "Add to a list" on a page that answers the outcome itself (an order's detail): a <details> with
// the list menu posting to the page's own action through a fetcher, so the page stays as it is and
// the outcome (the list named, with a link to it, or why nothing was added) shows under the control.
// Without JavaScript the same form is a plain post: the page answers with the outcome and this
// control open (`answered`).
import { useFetcher } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AddToListOutcome } from "~/lists/add-to-list.server";
import { AddToListOutcomeNotice, ListChoiceFields } from "~/lists/AddToListForm";
import { useReorderLists } from "~/lists/useReorderLists";
import { CART } from "~/platform/config";

interface Props {
  /** The page's action, where the form posts (intent=add-to-list). */
  action: string;
  /** Names this control in the page's answer: an article's code, or "all". */
  control: string;
  /** The summary's text (and the form's accessible name). */
  label: string;
  /** Told only to screen readers after the label: which article (a table has one control per row). */
  labelDetail?: string;
  /** Either the lines in the quick order's format (all of them, fixed)… */
  lines?: string;
  /** …or one article whose quantity the customer may change. */
  article?: { sku: string; quantity: number };
  /** What the page answered to this control's post without JavaScript. */
  answered?: AddToListOutcome;
  className?: string;
}

export function AddToListControl({ action, control, label, labelDetail, lines, article, answered, className = "" }: Props) {
  const lists = useReorderLists();
  const fetcher = useFetcher<{ addedToList: { control: string; outcome: AddToListOutcome } }>();
  const { t } = useTranslation();
  const id = useId();
  if (lists === null) return null;
  const adding = fetcher.state !== "idle";
  const outcome = adding ? undefined : (fetcher.data?.addedToList.outcome ?? answered);
  return (
    <details className={`add-to-list ${className}`.trim()} open={answered !== undefined || undefined} data-add-to-list-control={control}>
      <summary className="button button--ghost button--small">
        {label}
        {labelDetail ? <span className="visually-hidden"> {labelDetail}</span> : null}
      </summary>
      <fetcher.Form method="post" action={action} className="add-to-list__form" aria-label={labelDetail ? `${label} ${labelDetail}` : label}>
        <input type="hidden" name="intent" value="add-to-list" />
        <input type="hidden" name="control" value={control} />
        {lines !== undefined ? <input type="hidden" name="lines" value={lines} /> : null}
        <ListChoiceFields lists={lists} id={id} />
        {article ? (
          <div className="field">
            <label htmlFor={`${id}-qty`}>{t("lists.addQuantity")}</label>
            <input type="hidden" name="code" value={article.sku} />
            <input
              id={`${id}-qty`}
              name="quantity"
              type="number"
              min={1}
              max={CART.maxQuantity}
              inputMode="numeric"
              defaultValue={article.quantity}
              required
            />
          </div>
        ) : null}
        <button type="submit" className="button button--small" disabled={adding}>
          {t(adding ? "lists.adding" : "lists.addSubmit")}
        </button>
        <AddToListOutcomeNotice outcome={outcome} />
      </fetcher.Form>
    </details>
  );
}
