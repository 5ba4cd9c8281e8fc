// "Add to a list": a compact form (a <details> that opens on demand) posting one article with its
// quantity to the lists action, on the product page and in a listing row. The list is chosen
// from the customer's lists or named anew; the customer stays on the page, told by a toast. Nothing
// shows where the ERP keeps no lists.
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useReaderContext } from "~/page/useReaderContext";
import { ListChoiceFields } from "~/lists/ListChoice";
import { useReorderLists } from "~/lists/useReorderLists";
import { CART } from "~/platform/config";
import { useLocalePath } from "~/platform/i18n";

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
