// "Add to a list": a compact form (a <details> that opens on demand) posting one article with its
// quantity to the lists action, on the product page and in a listing row. The list is chosen
// from the customer's lists or named anew; the customer stays on the page, told by a toast. Nothing
// shows where the ERP keeps no lists.
// Below it, the parts every "add to a list" form shares (this one, the order's and the scan's): the
// menu of the customer's lists with a field for a new list's name, and what came of adding.
import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { AddToListOutcome } from "~/lists/add-to-list.server";
import { LIST_NAME_MAX_LENGTH } from "~/lists/rules";
import { useReorderLists } from "~/lists/useReorderLists";
import type { ShellData } from "~/page/shell-data";
import { useReaderContext, useLocalePath } from "~/platform/i18n";
import { CART } from "~/platform/config";

interface Props {
  sku: string;
  defaultQuantity?: number;
  className?: string;
}

export function AddToListForm({ sku, defaultQuantity = 1, className = "" }: Props) {
  const lists = useReorderLists();
  const { t } = useTranslation();
  const reader = useReaderContext();
  const to = useLocalePath();
  const location = useLocation();
  const navigation = useNavigation();
  const id = useId();
  if (lists === null) return null;
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-lines";
  return (
    <details className={`add-to-list ${className}`.trim()}>
      <summary className="button button--ghost button--small">{t("lists.add", reader)}</summary>
      <Form method="post" action={to("/pages/lists")} className="add-to-list__form" data-add-to-list={sku}>
        <input type="hidden" name="intent" value="add-lines" />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <ListChoiceFields lists={lists} id={id} />
        <QuantityLine sku={sku} defaultQuantity={defaultQuantity} id={`${id}-qty`} label={t("lists.addQuantity")} />
        <button type="submit" className="button button--small" disabled={sending}>
          {t("lists.addSubmit")}
        </button>
      </Form>
    </details>
  );
}

/** One article's line: the quantity typed makes "SKU;quantity" (a hidden field would need JavaScript). */
function QuantityLine({ sku, defaultQuantity, id, label }: { sku: string; defaultQuantity: number; id: string; label: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input type="hidden" name="code" value={sku} />
      <input id={id} name="quantity" type="number" min={1} max={CART.maxQuantity} inputMode="numeric" defaultValue={defaultQuantity} required />
    </div>
  );
}

type Lists = NonNullable<ShellData["reorderLists"]>;

/** The list menu (the first list picked; "New list…" is the empty choice) and the new list's name. */
export function ListChoiceFields({ lists, id, picked }: { lists: Lists; id: string; picked?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-list`}>{t("lists.chooseList")}</label>
        <select id={`${id}-list`} name="list" defaultValue={picked ?? lists[0]?.id ?? ""}>
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
          <option value="">{t("lists.newListOption")}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-new`}>{t("lists.newListName")}</label>
        <input id={`${id}-new`} name="newList" type="text" maxLength={LIST_NAME_MAX_LENGTH} autoComplete="off" />
      </div>
    </>
  );
}

/** What came of adding: a confirmation naming the list with a link to it, or the reason nothing was added. */
export function AddToListOutcomeNotice({ outcome }: { outcome: AddToListOutcome | undefined }) {
  const { t } = useTranslation();
  const reader = useReaderContext();
  const to = useLocalePath();
  if (!outcome) return null;
  if (outcome.kind !== "added") {
    const texts = outcome.kind === "rejected" ? outcome.messages : [t(outcome.key, { codes: outcome.codes ?? "" })];
    return (
      <div className="notice add-to-list__outcome add-to-list__outcome--error" role="alert">
        {texts.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>
    );
  }
  return (
    <div className="notice add-to-list__outcome add-to-list__outcome--added" role="status">
      {outcome.count > 0 ? <p>{t("lists.linesAdded", { ...reader, count: outcome.count, name: outcome.listName })}</p> : null}
      {outcome.refused.length > 0 ? <p>{t("lists.linesRefused", { codes: outcome.refused.join(", ") })}</p> : null}
      <p>
        <Link to={to(`/pages/lists/${encodeURIComponent(outcome.listId)}`)}>{t("lists.openList", { name: outcome.listName })}</Link>
      </p>
    </div>
  );
}
