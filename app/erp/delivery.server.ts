// Delivery dates of the cart's lines (Frappe K.check_info_availability_for_item, the ERP's
// available-to-promise check) and the customer's later day for the order or a line
// (K.update_cart_row_with_date). Articles are named by their Product `id` (`internalCode`), days go
// out as DD/MM/YYYY. The check is secondary to the cart: it has a short time-out, and its callers
// treat any failure as "no dates". The cart id comes from the session's cart, never from a browser.
import { z } from "zod";
import { ErpError } from "./errors";
import { requireCustomer, type Link } from "./link.server";
import { erpDay, erpDayOrNA, erpId, flag, list, parseWith, text } from "./schema.server";

const K = "/api/method/mymb_ecommerce.controllers.cart";

/** A secondary call on the cart page: it must not hold the page up for the usual read time-out. */
const CHECK_TIMEOUT_MS = 1_500;

export interface DeliveryItem {
  /** The line's Product `id`. */
  productId: string;
  /** Pieces. */
  quantity: number;
}

export interface ItemAvailability {
  /** When the ERP can deliver the quantity (ISO day); null when it cannot say. */
  availableOn: string | null;
  /** The day recorded on the cart row (ISO day); null when none. */
  recordedOn: string | null;
  /** The ERP cannot deliver by the day asked for. */
  late: boolean;
}

/** ISO "YYYY-MM-DD" → the ERP's "DD/MM/YYYY". */
function erpSlashDay(isoDay: string): string {
  const [year, month, day] = isoDay.split("-");
  return `${day}/${month}/${year}`;
}

const AvailabilityWire = z.object({
  available_items: list(z.object({ internalCode: erpId, date: erpDay, delivery_date: erpDayOrNA })),
  items_not_available: list(z.object({ internalCode: erpId, available_date: erpDay, delivery_date: erpDayOrNA })),
  first_update: flag,
});

const UpdatedWire = z.object({
  status: text,
  item_list_with_delivery_date: list(z.object({ oarti: erpId, delivery_date: erpDayOrNA })),
});

export function deliveryApi(link: Link) {
  function itemList(items: DeliveryItem[], isoDay: string) {
    return items.map((item) => ({ internalCode: item.productId, quantity: item.quantity, date: erpSlashDay(isoDay) }));
  }

  return {
    /**
     * What the ERP says of each article of the cart for `requestedDay` (ISO), by Product id: one call
     * for all the lines. An article the answer leaves out is not in the map (no date).
     */
    availability(cartId: number, items: DeliveryItem[], requestedDay: string): Promise<Map<string, ItemAvailability>> {
      const path = `${K}.check_info_availability_for_item`;
      requireCustomer(link, { upstream: "api", call: path });
      const body = { id_cart: cartId, item_list: itemList(items, requestedDay) };
      return link.read({ upstream: "api", area: "api", method: "POST", path, body, timeoutMs: CHECK_TIMEOUT_MS }, (payload, ref) => {
        const wire = parseWith(AvailabilityWire, payload, ref);
        const late = new Map(wire.items_not_available.map((item) => [item.internalCode, item]));
        const found = new Map<string, ItemAvailability>();
        for (const item of wire.available_items) {
          const notAvailable = late.get(item.internalCode);
          found.set(item.internalCode, {
            availableOn: item.date ?? notAvailable?.available_date ?? null,
            recordedOn: item.delivery_date ?? notAvailable?.delivery_date ?? null,
            late: notAvailable !== undefined,
          });
        }
        // A deployment may list a late article only among those it cannot deliver.
        for (const [id, item] of late) {
          if (!found.has(id)) found.set(id, { availableOn: item.available_date, recordedOn: item.delivery_date, late: true });
        }
        return found;
      });
    },

    /**
     * Asks for a later day (ISO) for some of the cart's lines → the day now recorded per Product id.
     * The ERP refuses a day earlier than its own (ErpError "rejected" with its message).
     */
    setDeliveryDay(cartId: number, items: DeliveryItem[], day: string): Promise<Map<string, string | null>> {
      const path = `${K}.update_cart_row_with_date`;
      requireCustomer(link, { upstream: "api", call: path });
      const body = { id_cart: cartId, item_list: itemList(items, day) };
      return link.write({ upstream: "api", area: "api", method: "POST", path, body }, (payload, ref) => {
        const wire = parseWith(UpdatedWire, payload, ref);
        if (wire.status !== "" && wire.status !== "success") throw new ErpError({ ...ref, kind: "rejected", status: 422 });
        return new Map(wire.item_list_with_delivery_date.map((row) => [row.oarti, row.delivery_date]));
      });
    },
  };
}

export type DeliveryApi = ReturnType<typeof deliveryApi>;
