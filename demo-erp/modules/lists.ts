// Reorder lists (hub lists/*, *proposed* in ERP-CONTRACT.md): named lists of articles per customer
// (all addresses share them) that ordering does not use up. A list that is not the caller's
// customer's answers 404, as an unknown one does; rows an agent added answer `created_by_agent`.
import type Database from "better-sqlite3";
import { findProduct } from "../catalog";
import { recordActivity } from "../agents";
import { romeTimestamp } from "../dates";
import { checkContext } from "../context";
import { hubError, message } from "../http";
import { integerOf, t, text } from "../text";
import { Failure, type Call, type CheckedContext, type Ctx, type Lang, type Reply, type Routes } from "../types";

const MAX_NAME_LENGTH = 60;
const MAX_QUANTITY = 99_999;
const MAX_ROWS_PER_CALL = 500;

interface ListRecord {
  id: number;
  name: string;
  updated_at: string;
  agent_code: string | null;
}

interface RowRecord {
  id: number;
  sku: string;
  quantity: number;
  note: string;
  agent_code: string | null;
}

function customerContext(call: Call, ctx: Ctx): CheckedContext {
  return checkContext(call, ctx, { customerOnly: true });
}

/** The customer's list named in the body, else the hub's 404 (another customer's list is not found either). */
function ownList(db: Database.Database, call: Call, customerId: string): ListRecord {
  const id = integerOf(call.body.id_list);
  const list = db.prepare("SELECT id, name, updated_at, agent_code FROM reorder_lists WHERE id = ? AND customer_id = ?").get(id ?? -1, customerId) as
    ListRecord | undefined;
  if (!list) throw new Failure(hubError(404, t(call.lang, "Lista non trovata", "List not found")));
  return list;
}

/** A list's name: trimmed, not empty, not another list's of the same customer; else the hub's 422 with the reason. */
function checkedName(db: Database.Database, call: Call, customerId: string, exceptId: number | null): string {
  const name = text(call.body.name).trim().replace(/\s+/g, " ").slice(0, MAX_NAME_LENGTH);
  if (name === "") throw new Failure(hubError(422, t(call.lang, "Il nome della lista è obbligatorio", "The list needs a name")));
  const twin = db
    .prepare("SELECT id FROM reorder_lists WHERE customer_id = ? AND name = ? COLLATE NOCASE AND id IS NOT ?")
    .get(customerId, name, exceptId);
  if (twin) throw new Failure(hubError(422, t(call.lang, `Esiste già una lista "${name}"`, `There is already a list "${name}"`)));
  return name;
}

function checkedQuantity(value: unknown, lang: Lang): number {
  const quantity = integerOf(value);
  if (quantity === null || quantity < 1 || quantity > MAX_QUANTITY) {
    throw new Failure(hubError(422, t(lang, "Quantità non valida", "Invalid quantity")));
  }
  return quantity;
}

function touch(db: Database.Database, listId: number, now: Date): void {
  db.prepare("UPDATE reorder_lists SET updated_at = ? WHERE id = ?").run(now.toISOString(), listId);
}

/** The list as `lists/get` answers it, with any refused rows of an add. */
function listAnswer(db: Database.Database, listId: number, refused?: Array<{ sku: string; reason: string }>): Reply {
  const list = db.prepare("SELECT id, name, updated_at, agent_code FROM reorder_lists WHERE id = ?").get(listId) as ListRecord;
  const rows = db
    .prepare("SELECT id, sku, quantity, note, agent_code FROM reorder_list_rows WHERE list_id = ? ORDER BY id")
    .all(listId) as RowRecord[];
  return message({
    status: "success",
    id_list: list.id,
    name: list.name,
    updated: romeTimestamp(new Date(list.updated_at)),
    data: rows.map((row) => ({
      row_id: row.id,
      sku: row.sku,
      quantity: row.quantity,
      note: row.note,
      created_by_agent: row.agent_code ?? "",
    })),
    ...(refused ? { refused } : {}),
  });
}

function listLists(call: Call, ctx: Ctx): Reply {
  const { customerId } = customerContext(call, ctx);
  const lists = ctx.db
    .prepare(
      `SELECT l.id, l.name, l.updated_at, l.agent_code, (SELECT COUNT(*) FROM reorder_list_rows r WHERE r.list_id = l.id) AS rows
         FROM reorder_lists l WHERE l.customer_id = ? ORDER BY l.name COLLATE NOCASE, l.id`,
    )
    .all(customerId) as Array<ListRecord & { rows: number }>;
  const data = lists.map((list) => ({
    id_list: list.id,
    name: list.name,
    rows: list.rows,
    updated: romeTimestamp(new Date(list.updated_at)),
    created_by_agent: list.agent_code ?? "",
  }));
  return message({ status: "success", data, count: data.length });
}

function getList(call: Call, ctx: Ctx): Reply {
  const { customerId } = customerContext(call, ctx);
  return listAnswer(ctx.db, ownList(ctx.db, call, customerId).id);
}

function createList(call: Call, ctx: Ctx): Reply {
  const checked = customerContext(call, ctx);
  const name = checkedName(ctx.db, call, checked.customerId, null);
  const now = ctx.now().toISOString();
  const created = ctx.db
    .prepare("INSERT INTO reorder_lists (customer_id, name, created_at, updated_at, agent_code) VALUES (?, ?, ?, ?, ?)")
    .run(checked.customerId, name, now, now, checked.agentCode);
  recordActivity(ctx.db, checked, "list_create", name, ctx.now());
  return message({ status: "success", id_list: Number(created.lastInsertRowid), name });
}

function renameList(call: Call, ctx: Ctx): Reply {
  const checked = customerContext(call, ctx);
  const list = ownList(ctx.db, call, checked.customerId);
  const name = checkedName(ctx.db, call, checked.customerId, list.id);
  ctx.db.prepare("UPDATE reorder_lists SET name = ?, updated_at = ? WHERE id = ?").run(name, ctx.now().toISOString(), list.id);
  recordActivity(ctx.db, checked, "list_rename", name, ctx.now());
  return message({ status: "success" });
}

function deleteList(call: Call, ctx: Ctx): Reply {
  const checked = customerContext(call, ctx);
  const list = ownList(ctx.db, call, checked.customerId);
  ctx.db.prepare("DELETE FROM reorder_lists WHERE id = ?").run(list.id);
  recordActivity(ctx.db, checked, "list_delete", list.name, ctx.now());
  return message({ status: "success" });
}

interface RowInput {
  sku?: unknown;
  quantity?: unknown;
}

function addRows(call: Call, ctx: Ctx): Reply {
  const checked = customerContext(call, ctx);
  const { db } = ctx;
  const list = ownList(db, call, checked.customerId);
  const inputs = Array.isArray(call.body.rows) ? (call.body.rows as RowInput[]).slice(0, MAX_ROWS_PER_CALL) : [];
  const refused: Array<{ sku: string; reason: string }> = [];
  const now = ctx.now();
  db.transaction(() => {
    for (const input of inputs) {
      const sku = text(input?.sku).trim();
      const product = sku === "" ? null : findProduct(db, sku, call.lang);
      const quantity = integerOf(input?.quantity);
      if (!product) {
        refused.push({ sku, reason: t(call.lang, "Articolo non trovato", "Item not found") });
      } else if (quantity === null || quantity < 1 || quantity > MAX_QUANTITY) {
        refused.push({ sku, reason: t(call.lang, "Quantità non valida", "Invalid quantity") });
      } else {
        // An article already there adds to its quantity (capped); the row keeps who added it first.
        db.prepare(
          `INSERT INTO reorder_list_rows (list_id, sku, quantity, agent_code, created_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (list_id, sku) DO UPDATE SET quantity = MIN(quantity + excluded.quantity, ${MAX_QUANTITY})`,
        ).run(list.id, product.sku, quantity, checked.agentCode, now.toISOString());
      }
    }
    touch(db, list.id, now);
  })();
  recordActivity(db, checked, "list_add_rows", list.name, now);
  return listAnswer(db, list.id, refused);
}

function ownRow(db: Database.Database, call: Call, listId: number): RowRecord {
  const row = db
    .prepare("SELECT id, sku, quantity, note, agent_code FROM reorder_list_rows WHERE id = ? AND list_id = ?")
    .get(integerOf(call.body.row_id) ?? -1, listId) as RowRecord | undefined;
  if (!row) throw new Failure(hubError(404, t(call.lang, "Riga non trovata", "Row not found")));
  return row;
}

function updateRow(call: Call, ctx: Ctx): Reply {
  const checked = customerContext(call, ctx);
  const list = ownList(ctx.db, call, checked.customerId);
  const row = ownRow(ctx.db, call, list.id);
  const quantity = checkedQuantity(call.body.quantity, call.lang);
  ctx.db.prepare("UPDATE reorder_list_rows SET quantity = ? WHERE id = ?").run(quantity, row.id);
  touch(ctx.db, list.id, ctx.now());
  recordActivity(ctx.db, checked, "list_update_row", row.sku, ctx.now());
  return listAnswer(ctx.db, list.id);
}

function removeRow(call: Call, ctx: Ctx): Reply {
  const checked = customerContext(call, ctx);
  const list = ownList(ctx.db, call, checked.customerId);
  const row = ownRow(ctx.db, call, list.id);
  ctx.db.prepare("DELETE FROM reorder_list_rows WHERE id = ?").run(row.id);
  touch(ctx.db, list.id, ctx.now());
  recordActivity(ctx.db, checked, "list_remove_row", row.sku, ctx.now());
  return listAnswer(ctx.db, list.id);
}

export const routes: Routes = {
  "POST /hub/lists/list": listLists,
  "POST /hub/lists/get": getList,
  "POST /hub/lists/create": createList,
  "POST /hub/lists/rename": renameList,
  "POST /hub/lists/delete": deleteList,
  "POST /hub/lists/add_rows": addRows,
  "POST /hub/lists/update_row": updateRow,
  "POST /hub/lists/remove_row": removeRow,
};
