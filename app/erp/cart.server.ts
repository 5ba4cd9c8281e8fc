// The signed-in customer's cart (hub wrapper/*) and saved carts and coupons (hub cart/*). Cart
// answers carry the ERP's quirks: decimal-comma amounts, and `data` as a map keyed by row id or an
// array. The cart always comes from the session's context: id_cart is never taken from arguments,
// except for the saved cart to activate or delete, which is checked against the customer's list.
import { z } from "zod";
import { ERROR_ANSWER, type CallRef } from "./envelope";
import { ErpError, isErpError } from "./errors";
import { clientContext, requireCustomer, type Link, type Parse } from "./link.server";
import { parseErpNumber, roundTo } from "./numbers";
import {
  agentRef,
  erpDateTime,
  erpId,
  erpNumber,
  isRecord,
  list,
  media,
  nullableNumber,
  optionalFlag,
  optionalId,
  optionalNumber,
  optionalObject,
  parseWith,
  text,
} from "./schema.server";
import type { Cart, CartAddition, CartAnomaly, CartLine, CartRemoval, SavedCart } from "./types";

/** A line is identified by its row id and article; without a quantity or price it cannot be shown. */
const LineWire = z.object({
  row_id: erpId,
  id_cart: optionalNumber,
  id: optionalId,
  carti: erpId,
  name: text,
  quantity: erpNumber,
  price: optionalNumber,
  price_discount: erpNumber,
  image: media,
  um: text,
  promo_code: text,
  promo_row: text,
  qty_min_imballo: optionalNumber,
  /** The article's stock: missing is unknown, never "none in stock". */
  availability: nullableNumber,
});

const CartWire = z.object({
  data: list(LineWire),
  id_cart: optionalNumber,
  totale_netto: nullableNumber,
  totale_lordo: nullableNumber,
  iva: optionalNumber,
  totale_doc: nullableNumber,
  spese_trasporto: optionalNumber,
  importo_spese_zero: optionalNumber,
  min_order: optionalObject({ warning: text, minimum_amount: optionalNumber, compliant: optionalFlag }),
  close_enable: optionalFlag,
  coupon: optionalObject({ code: text, description: text, discount: optionalNumber }),
  created_by_agent: agentRef,
});

/** A cart answer read only for its id and the lines of one article (the lines are parsed one by one). */
const CartHeadWire = z.object({ data: list(z.unknown()), id_cart: optionalNumber });

/** `{response: {reload, message}}`; a deployment that answers less asks for a reload. */
const RemovalWire = z.object({ response: optionalObject({ reload: optionalFlag, message: text }) });

/** A saved cart's `rows`: a count, or the rows themselves. */
function rowCount(rows: unknown): number {
  if (Array.isArray(rows)) return rows.length;
  if (isRecord(rows)) return Object.keys(rows).length;
  return parseErpNumber(rows) ?? 0;
}

const SavedCartsWire = z.object({
  data: list(
    z.object({
      id_cart: erpNumber,
      name: text,
      created: erpDateTime,
      totale_netto: optionalNumber,
      rows: z.unknown().transform(rowCount),
      created_by_agent: agentRef,
    }),
  ),
});

/** `K.get_cart_rows_by_id_cart`'s rows: the cart each belongs to, its article (the Product `id`) and quantity. */
const CartRowsWire = list(z.object({ id_carrello: erpNumber, oarti: erpId, quantity: erpNumber }));

const K = "/api/method/mymb_ecommerce.controllers.cart";

/** A finding of `K.check_cart_anomalies`: it names its line by row id or by article (either may be missing); without a message there is nothing to show. */
const AnomalyWire = z.object({ row_id: optionalId, internalCode: optionalId, code: text, message: z.string().trim().min(1) });

/** The findings as a list or a map (`{error}`, HTTP 200, says there are none: see `anomalies`). */
function parseAnomalies(payload: unknown, ref: CallRef): CartAnomaly[] {
  if (!Array.isArray(payload) && !isRecord(payload)) throw new ErpError({ ...ref, kind: "malformed", detail: "anomalies (list)" });
  return parseWith(list(AnomalyWire), payload, ref).map((row) => ({
    rowId: row.row_id,
    productId: row.internalCode,
    code: row.code,
    message: row.message,
  }));
}

const NO_PROMO = "0";

function cartLineOf(line: z.output<typeof LineWire>, cartId: number): CartLine {
  return {
    rowId: line.row_id,
    cartId: line.id_cart || cartId,
    productId: line.id ?? line.carti,
    sku: line.carti,
    name: line.name,
    quantity: line.quantity,
    listPrice: line.price,
    unitPrice: line.price_discount,
    lineTotal: roundTo(line.quantity * line.price_discount, 2),
    image: line.image,
    unit: line.um,
    promoCode: line.promo_code || NO_PROMO,
    promoRow: line.promo_row || NO_PROMO,
    packagingMultiple: Math.max(1, line.qty_min_imballo),
    stock: line.availability,
  };
}

const parseCart: Parse<Cart> = (payload, ref) => {
  const wire = parseWith(CartWire, payload, ref);
  const lines = wire.data.map((line) => cartLineOf(line, wire.id_cart));
  // A total the answer leaves out is worked out from what it does say, never taken as 0.
  const net =
    wire.totale_netto ??
    roundTo(
      lines.reduce((sum, line) => sum + line.lineTotal, 0),
      2,
    );
  const gross = wire.totale_lordo ?? roundTo(net + wire.spese_trasporto, 2);
  return {
    id: wire.id_cart,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    totals: {
      net,
      shipping: wire.spese_trasporto,
      gross,
      vat: wire.iva,
      total: wire.totale_doc ?? roundTo(gross + wire.iva, 2),
      freeShippingFrom: wire.importo_spese_zero,
    },
    minOrder: {
      warning: wire.min_order?.warning ?? "",
      minimumAmount: wire.min_order?.minimum_amount ?? 0,
      compliant: wire.min_order?.compliant ?? true,
    },
    canCheckout: wire.close_enable ?? lines.length > 0,
    coupon: wire.coupon?.code ? { code: wire.coupon.code, description: wire.coupon.description, discount: wire.coupon.discount } : null,
    createdByAgent: wire.created_by_agent,
  };
};

const parseSavedCarts: Parse<SavedCart[]> = (payload, ref) =>
  parseWith(SavedCartsWire, payload, ref).data.map((cart) => ({
    id: cart.id_cart,
    name: cart.name,
    createdAt: cart.created,
    net: cart.totale_netto,
    lineCount: cart.rows,
    createdByAgent: cart.created_by_agent,
  }));

export function cartApi(link: Link) {
  /** A customer-only hub call with the session's context (wins over any same-named argument). */
  async function call<T>(
    kind: "read" | "write",
    area: "hub-wrapper" | "hub-cart",
    path: string,
    args: Record<string, unknown>,
    parse: Parse<T>,
  ): Promise<T> {
    requireCustomer(link, { upstream: "hub", call: path });
    const spec = {
      upstream: "hub",
      area,
      method: "POST",
      path,
      body: { ...args, ...clientContext(link.customer) },
    } as const;
    return kind === "read" ? link.read(spec, parse) : link.write(spec, parse);
  }

  function addCall<T>(addition: CartAddition, parse: Parse<T>): Promise<T> {
    const promoCode = addition.promoCode || NO_PROMO;
    const promo = promoCode !== NO_PROMO;
    return call(
      "write",
      "hub-wrapper",
      promo ? "/wrapper/add_to_cart_promo" : "/wrapper/add_to_cart",
      {
        item_id: addition.sku,
        quantity: addition.quantity,
        promo_code: promo ? promoCode : 0,
        promo_row: promo ? addition.promoRow || NO_PROMO : 0,
      },
      parse,
    );
  }

  const get = () => call("read", "hub-wrapper", "/wrapper/get_cart_items", {}, parseCart);
  const savedCarts = () => call("read", "hub-cart", "/cart/list", {}, parseSavedCarts);

  /** A call naming a cart other than the session's is made only for one of the customer's own saved carts. */
  async function requireOwnSavedCart(id: number, ref: { upstream: "hub" | "api"; call: string }): Promise<void> {
    const own = await savedCarts();
    if (!own.some((cart) => cart.id === id)) throw new ErpError({ ...ref, kind: "http", status: 404 });
  }

  async function savedCartCall(path: string, id: number): Promise<SavedCart[]> {
    await requireOwnSavedCart(id, { upstream: "hub", call: path });
    const spec = {
      upstream: "hub",
      area: "hub-cart",
      method: "POST",
      path,
      body: { ...clientContext(link.customer), id_cart: id },
    } as const;
    return link.write(spec, parseSavedCarts);
  }

  return {
    /** The session's cart (id 0: the active cart of customer and address). */
    get,

    /** Adds an article (the promo variant when a promotion is named); quantity must respect the packaging multiple (417 otherwise). */
    add(addition: CartAddition): Promise<Cart> {
      return addCall(addition, parseCart);
    },

    /**
     * `add` for one of many additions in a row (quick order): of the answer only the cart id and the
     * lines of the added article are parsed, so a long cart is not parsed again on every addition.
     */
    addLine(addition: CartAddition): Promise<{ cartId: number; lines: CartLine[] }> {
      return addCall(addition, (payload, ref) => {
        const head = parseWith(CartHeadWire, payload, ref);
        const lines = head.data
          .filter((raw) => typeof raw === "object" && raw !== null && String((raw as { carti?: unknown }).carti ?? "").trim() === addition.sku)
          .map((raw) => cartLineOf(parseWith(LineWire, raw, ref), head.id_cart));
        return { cartId: head.id_cart, lines };
      });
    },

    /**
     * Sets line quantities (0 removes a line). Promotion and packaging come from the cart as the
     * ERP holds it, not from the browser; an unknown row is ErpError http 404.
     */
    async update(changes: Array<{ rowId: string; quantity: number }>): Promise<Cart> {
      const current = await get();
      const cartRows = changes.map((change) => {
        const line = current.lines.find((candidate) => candidate.rowId === change.rowId);
        if (!line) throw new ErpError({ upstream: "hub", call: "/wrapper/update_cart", kind: "http", status: 404 });
        return {
          row_id: line.rowId,
          quantity: change.quantity,
          qty_min_packing: line.packagingMultiple,
          promo_code: line.promoCode,
          promo_row: line.promoRow,
        };
      });
      return call("write", "hub-wrapper", "/wrapper/update_cart", { cart_rows: cartRows }, parseCart);
    },

    /** Removes a line; `reload` says whether to load the cart again. */
    remove(rowId: string): Promise<CartRemoval> {
      return call("write", "hub-wrapper", "/wrapper/remove_cart_item", { row_id: rowId }, (payload, ref) => {
        const { response } = parseWith(RemovalWire, payload, ref);
        return { reload: response?.reload ?? true, message: response?.message ?? "" };
      });
    },

    /** Applies a coupon code to the session's cart; ErpError "rejected" (422) when not valid. */
    applyCoupon(code: string): Promise<Cart> {
      return call("write", "hub-cart", "/cart/apply_coupon", { code: code.trim() }, parseCart);
    },

    /** The saved carts of customer and address. */
    savedCarts,

    /** Saves the session's cart under a name (a new empty active cart begins) → the saved carts. */
    saveCart(name: string): Promise<SavedCart[]> {
      return call("write", "hub-cart", "/cart/save", { name: name.trim() }, parseSavedCarts);
    },

    /** Makes a saved cart the active one (the previous one, if not empty, is saved) → the saved carts. */
    activateSavedCart(id: number): Promise<SavedCart[]> {
      return savedCartCall("/cart/activate", id);
    },

    /**
     * The rows of one of the customer's saved carts (`get_cart_items` may answer the active cart
     * instead). The call checks no owner, so it is made only for a cart of the customer's own list;
     * an answer holding another cart's rows is refused ("malformed"), never shown as this cart's.
     */
    async savedCartRows(id: number): Promise<Array<{ productId: string; quantity: number }>> {
      const path = `${K}.get_cart_rows_by_id_cart`;
      await requireOwnSavedCart(id, { upstream: "api", call: path });
      return link.read({ upstream: "api", area: "api", method: "POST", path, body: { id_cart: id } }, (payload, ref) => {
        if (!Array.isArray(payload) && !isRecord(payload)) throw new ErpError({ ...ref, kind: "malformed", detail: "rows (list)" });
        const rows = parseWith(CartRowsWire, payload, ref);
        if (rows.some((row) => row.id_carrello !== id)) throw new ErpError({ ...ref, kind: "malformed", detail: "id_carrello (another cart)" });
        return rows.map((row) => ({ productId: row.oarti, quantity: row.quantity }));
      });
    },

    /**
     * The ERP's findings on the active cart before it is sent (`keep_issue_flag` keeps them on the
     * ERP's rows). Takes the cart the ERP just answered, so the id is the ERP's, never a form's.
     */
    anomalies(cart: Cart): Promise<CartAnomaly[]> {
      const path = `${K}.check_cart_anomalies`;
      requireCustomer(link, { upstream: "api", call: path });
      return link
        .read({ upstream: "api", area: "api", method: "POST", path, body: { id_cart: cart.id, keep_issue_flag: true } }, parseAnomalies)
        .catch((error: unknown) => {
          // `{error}` with HTTP 200 is how the ERP says there are none; a real 404 is a deployment without the call.
          if (isErpError(error, "http") && error.detail === ERROR_ANSWER) return [];
          throw error;
        });
    },

    /** Deletes a saved cart → the saved carts. */
    deleteSavedCart(id: number): Promise<SavedCart[]> {
      return savedCartCall("/cart/delete", id);
    },
  };
}

export type CartApi = ReturnType<typeof cartApi>;
