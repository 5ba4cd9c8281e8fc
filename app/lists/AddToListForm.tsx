// "Add to a list": a compact form (a <details> that opens on demand) posting quick order lines to the
// lists action, on the product page, in a listing row and under an order's lines. The list is chosen
// from the customer's lists or named anew; the customer stays on the page, told by a toast. Nothing
// shows where the ERP keeps no lists.
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LIST_NAME_MAX_LENGTH } from "~/lists/rules";
import { useReorderLists } from "~/lists/useReorderLists";
import { CART } from "~/platform/config";
import { useLocalePath } from "~/shell/useLocale";

interface Props {
  /** The lines to add in the quick order's format, when fixed (an order's lines); else one article with a quantity field. */
  lines?: string;
  sku?: string;
  defaultQuantity?: number;
  /** The summary's text key: "lists.add" (one article) or "lists.addLines". */
  label?: "lists.add" | "lists.addLines";
  className?: string;
}

export function AddToListForm({ lines, sku, defaultQuantity = 1, label = "lists.add", className = "" }: Props) {
  const lists = useReorderLists();
  const { t } = useTranslation();
  const to = useLocalePath();
  const location = useLocation();
  const navigation = useNavigation();
  const id = useId();
  if (lists === null) return null;
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "add-lines";
  return (
    <details className={`add-to-list ${className}`.trim()}>
      <summary className="button button--ghost button--small">{t(label)}</summary>
      <Form method="post" action={to("/pages/lists")} className="add-to-list__form" data-add-to-list={sku ?? ""}>
        <input type="hidden" name="intent" value="add-lines" />
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {lines !== undefined ? <input type="hidden" name="lines" value={lines} /> : null}
        <div className="field">
          <label htmlFor={`${id}-list`}>{t("lists.chooseList")}</label>
          <select id={`${id}-list`} name="list" defaultValue={lists[0]?.id ?? ""}>
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
        {lines === undefined && sku ? (
          <QuantityLine sku={sku} defaultQuantity={defaultQuantity} id={`${id}-qty`} label={t("lists.addQuantity")} />
        ) : null}
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
