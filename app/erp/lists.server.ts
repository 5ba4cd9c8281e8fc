// The customer's reorder lists (hub lists/*, *proposed* in ERP-CONTRACT.md): named lists of
// articles that ordering does not use up. Lists belong to the customer, not to an address; an agent
// acting for the customer reads and writes them, and rows the agent added answer `created_by_agent`.
// A deployment without lists answers these calls 404 (app/lists/availability.server.ts).
import { z } from "zod";
import { clientContext, requireCustomer, type Link, type Parse } from "./link.server";
import { dataOrList, agentRef, erpDateTime, erpId, erpNumber, list, nullableNumber, parseWith, text } from "./schema.server";
import type { AgentRef } from "./types";

export interface ReorderListSummary {
  id: string;
  name: string;
  /** How many articles it holds; null when the ERP did not say. */
  rowCount: number | null;
  updatedAt: string | null;
  createdByAgent: AgentRef | null;
}

export interface ReorderListRow {
  rowId: string;
  sku: string;
  /** Pieces; pack rounding happens when the list is ordered. */
  quantity: number;
  note: string;
  createdByAgent: AgentRef | null;
}

export interface ReorderList {
  id: string;
  name: string;
  updatedAt: string | null;
  rows: ReorderListRow[];
  /** Rows of an add the ERP refused, with its reason. */
  refused: Array<{ sku: string; reason: string }>;
}

/** A list as the lists page and its own page name it: a list without a name goes by its id. */
function listIdentity(wire: { id_list: string; name: string; updated: string | null }) {
  return { id: wire.id_list, name: wire.name || wire.id_list, updatedAt: wire.updated };
}

/** `{data, count}`; a deployment that answers the list alone is read the same way. */
const ListsWire = dataOrList({
  data: list(
    z
      .object({ id_list: erpId, name: text, rows: nullableNumber, updated: erpDateTime, created_by_agent: agentRef })
      .transform((entry): ReorderListSummary => ({ ...listIdentity(entry), rowCount: entry.rows, createdByAgent: entry.created_by_agent })),
  ),
});

/** A row is its row id, article and quantity; rows may come as a list or as a map keyed by row id. */
const RowWire = z
  .object({ row_id: erpId, sku: erpId, quantity: erpNumber, note: text, created_by_agent: agentRef })
  .transform((row): ReorderListRow => ({
    rowId: row.row_id,
    sku: row.sku,
    quantity: row.quantity,
    note: row.note,
    createdByAgent: row.created_by_agent,
  }));

const ListWire = z
  .object({
    id_list: erpId,
    name: text,
    updated: erpDateTime,
    data: list(RowWire),
    refused: list(z.object({ sku: text, reason: text })),
  })
  .transform((wire): ReorderList => ({ ...listIdentity(wire), rows: wire.data, refused: wire.refused }));

const CreatedWire = z.object({ id_list: erpId, name: text });

const parseLists: Parse<ReorderListSummary[]> = (payload, ref) => parseWith(ListsWire, payload, ref).data;
const parseList: Parse<ReorderList> = (payload, ref) => parseWith(ListWire, payload, ref);
/** Rename and delete answer `{status: "success"}`: nothing to read but the status the envelope checked. */
const parseDone: Parse<void> = () => undefined;

export function listsApi(link: Link) {
  function spec(name: string, args: Record<string, unknown>) {
    const path = `/lists/${name}`;
    requireCustomer(link, { upstream: "hub", call: path });
    return { upstream: "hub", area: "hub-lists", method: "POST", path, body: { ...args, ...clientContext(link.customer) } } as const;
  }

  return {
    /** The customer's lists (a 404: this deployment has none). */
    list: () => link.read(spec("list", {}), parseLists),
    /** One list with its rows (a 404: not the customer's list). */
    get: (listId: string) => link.read(spec("get", { id_list: listId }), parseList),
    /** A new empty list (422 with the ERP's reason for an empty or duplicate name). */
    create: (name: string) =>
      link.write(spec("create", { name }), (payload, ref) => {
        const created = parseWith(CreatedWire, payload, ref);
        return { id: created.id_list, name: created.name || name };
      }),
    rename: (listId: string, name: string) => link.write(spec("rename", { id_list: listId, name }), parseDone),
    delete: (listId: string) => link.write(spec("delete", { id_list: listId }), parseDone),
    /** Adds pieces of articles (an article already there adds to its quantity) → the list, with the refused rows. */
    addRows: (listId: string, rows: Array<{ sku: string; quantity: number }>) => link.write(spec("add_rows", { id_list: listId, rows }), parseList),
    updateRow: (listId: string, rowId: string, quantity: number) =>
      link.write(spec("update_row", { id_list: listId, row_id: rowId, quantity }), parseList),
    removeRow: (listId: string, rowId: string) => link.write(spec("remove_row", { id_list: listId, row_id: rowId }), parseList),
  };
}

export type ListsApi = ReturnType<typeof listsApi>;
