// The signed-in customer's wishlist (hub wishlist/*, wrapped in `message`). Every call answers the
// whole list.
import { z } from "zod";
import { clientContext, requireCustomer, type Link, type Parse } from "./link.server";
import { erpDateTime, erpId, list, parseWith } from "./schema";
import type { WishlistEntry } from "./types";

const WishlistWire = z.object({ data: list(z.object({ id: erpId, item_id: erpId, created: erpDateTime })) });

const parseWishlist: Parse<WishlistEntry[]> = (payload, ref) =>
  parseWith(WishlistWire, payload, ref).data.map((entry) => ({
    id: entry.id,
    sku: entry.item_id,
    addedAt: entry.created,
  }));

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
      envelope: "message",
    } as const;
    return kind === "read" ? link.read(spec, parseWishlist) : link.write(spec, parseWishlist);
  }

  return {
    /** The wishlist entries. */
    list: () => call("read", "list", {}),
    /** Adds an article by sku (no duplicates) → the list. */
    add: (sku: string) => call("write", "add", { item_id: sku }),
    /** Removes an entry by its id → the list. */
    remove: (id: string) => call("write", "remove", { id }),
  };
}

export type WishlistApi = ReturnType<typeof wishlistApi>;
