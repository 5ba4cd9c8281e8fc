// The wishlist of a customer (all addresses share it).
import type Database from "better-sqlite3";
import { findProduct } from "../catalog";
import { recordActivity } from "../agents";
import { romeTimestamp } from "../dates";
import { checkContext } from "../context";
import { listForm, message } from "../http";
import { t, text } from "../text";
import type { Call, Ctx, Reply, Routes } from "../types";

function wishlistOf(db: Database.Database, customerId: string): Reply {
  const rows = db.prepare("SELECT id, sku, created_at FROM wishlist WHERE customer_id = ? ORDER BY created_at DESC, id DESC").all(customerId) as {
    id: number;
    sku: string;
    created_at: string;
  }[];
  return message({
    data: rows.map((row) => ({ id: row.id, item_id: row.sku, created: romeTimestamp(new Date(row.created_at)) })),
  });
}

function list(call: Call, ctx: Ctx): Reply {
  return wishlistOf(ctx.db, checkContext(call, ctx, { customerOnly: true }).customerId);
}

function add(call: Call, ctx: Ctx): Reply {
  const checked = checkContext(call, ctx, { customerOnly: true });
  const { customerId } = checked;
  const product = findProduct(ctx.db, String(call.body.item_id ?? ""), call.lang);
  if (!product) return listForm({ success: false, message: t(call.lang, "Articolo non trovato", "Item not found") }, 404);
  ctx.db
    .prepare("INSERT OR IGNORE INTO wishlist (customer_id, sku, created_at) VALUES (?, ?, ?)")
    .run(customerId, product.sku, ctx.now().toISOString());
  recordActivity(ctx.db, checked, "wishlist_add", product.sku, ctx.now());
  return wishlistOf(ctx.db, customerId);
}

function remove(call: Call, ctx: Ctx): Reply {
  const checked = checkContext(call, ctx, { customerOnly: true });
  const { customerId } = checked;
  const sku = text(call.body.item_id).toUpperCase();
  // The contract removes by `item_id` (the article).
  ctx.db.prepare("DELETE FROM wishlist WHERE sku = ? AND customer_id = ?").run(sku, customerId);
  recordActivity(ctx.db, checked, "wishlist_remove", sku, ctx.now());
  return wishlistOf(ctx.db, customerId);
}

export const routes: Routes = {
  "POST /hub/wishlist/list": list,
  "POST /hub/wishlist/add": add,
  "POST /hub/wishlist/remove": remove,
};
