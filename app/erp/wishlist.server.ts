// The signed-in customer's wishlist (hub wishlist/*). Every call answers the whole list, whose
// entries are `{item_id, created}` or whole Products depending on the deployment.
import { z } from "zod";
import { clientContext, requireCustomer, type Link, type Parse } from "./link.server";
import { erpDateTime, erpId, isRecord, list, parseWith } from "./schema.server";
import type { WishlistEntry } from "./types";

/** An entry names its article as `item_id` (`{item_id, created}`) or as a Product's `sku`. */
const EntryWire = z
  .preprocess(
    (value) => (isRecord(value) && value.item_id === undefined ? { ...value, item_id: value.sku } : value),
    z.object({ item_id: erpId, created: erpDateTime }),
  )
  .transform((entry): WishlistEntry => ({ sku: entry.item_id, addedAt: entry.created }));

const WishlistWire = z.object({ data: list(EntryWire) });

const parseWishlist: Parse<WishlistEntry[]> = (payload, ref) => parseWith(WishlistWire, payload, ref).data;

export function wishlistApi(link: Link) {
  async function call(kind: "read" | "write", name: string, args: Record<string, unknown>): Promise<WishlistEntry[]> {
    const path = `/wishlist/${name}`;
    requireCustomer(link, { upstream: "hub", call: path });
    const spec = {
      upstream: "hub",
      area: "hub-wishlist",
      method: "POST",
      path,
      body: { ...args, ...clientContext(link.customer) },
    } as const;
    return kind === "read" ? link.read(spec, parseWishlist) : link.write(spec, parseWishlist);
  }

  return {
    /** The wishlist entries. */
    list: () => call("read", "list", {}),
    /** Adds an article by sku (no duplicates) → the list. */
    add: (sku: string) => call("write", "add", { item_id: sku }),
    /** Removes an article by sku → the list. */
    remove: (sku: string) => call("write", "remove", { item_id: sku }),
  };
}

export type WishlistApi = ReturnType<typeof wishlistApi>;
