// The parts every "add to a list" form shares: the menu of the customer's lists with a field for a
// new list's name, and what came of adding (the list named, with a link to it, or why nothing was added).
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useReaderContext } from "~/page/useReaderContext";
import type { AddToListOutcome } from "~/lists/add-to-list.server";
import { LIST_NAME_MAX_LENGTH } from "~/lists/rules";
import type { ShellData } from "~/page/shell-data";
import { useLocalePath } from "~/platform/i18n";

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
