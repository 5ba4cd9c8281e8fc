// The customer's search settings (Frappe U.get_search_settings / U.set_search_settings) per
// customer and delivery address. Frappe calls carry the application token, so the demo checks
// only that the address is the customer's (the real ERP checks nothing). A customer without saved
// settings gets the defaults; in the varying dialect those come one level deeper
// (`{message: {message: {data}}}`), as the contract says some deployments answer them. While the
// administrator's lock is set, a save that asks for the gross view is refused with a message, still
// HTTP 200 (the rest of the settings may change; the shop reads a save back either way).
import { frappeThrow, message } from "../http";
import { t, text } from "../text";
import { Failure, type Call, type Ctx, type Reply, type Routes } from "../types";

const U = "/api/method/mymb_ecommerce.controllers.customer";

interface SettingsRow {
  disable_gross_price_view: number;
  admin_disable_gross_price_view: number;
  disable_autocomplete: number;
}

const DEFAULTS: SettingsRow = { disable_gross_price_view: 1, admin_disable_gross_price_view: 0, disable_autocomplete: 0 };

/** Customer and address of a call (query for GET, body for POST), refused unless the address is the customer's. */
function addressOf(call: Call, ctx: Ctx): { customerId: string; addressCode: string } {
  const read = (key: string) => text(call.method === "GET" ? call.query.get(key) : String(call.body[key] ?? ""));
  const customerId = read("customer_code");
  const addressCode = read("customer_address_code");
  const known = ctx.db.prepare("SELECT 1 FROM addresses WHERE customer_id = ? AND code = ?").get(customerId, addressCode);
  if (!known) throw new Failure(frappeThrow(t(call.lang, "Cliente o indirizzo sconosciuto", "Unknown customer or address")));
  return { customerId, addressCode };
}

function savedRow(ctx: Ctx, customerId: string, addressCode: string): SettingsRow | undefined {
  return ctx.db
    .prepare(
      "SELECT disable_gross_price_view, admin_disable_gross_price_view, disable_autocomplete FROM search_settings WHERE customer_id = ? AND address_code = ?",
    )
    .get(customerId, addressCode) as SettingsRow | undefined;
}

function getSettings(call: Call, ctx: Ctx): Reply {
  const { customerId, addressCode } = addressOf(call, ctx);
  const saved = savedRow(ctx, customerId, addressCode);
  const row = saved ?? DEFAULTS;
  const data = {
    name: saved ? `SS-${customerId}-${addressCode}` : "",
    customer_code: customerId,
    customer_address_code: addressCode,
    disable_gross_price_view: row.disable_gross_price_view === 1,
    admin_disable_gross_price_view: row.admin_disable_gross_price_view === 1,
    disable_autocomplete: row.disable_autocomplete === 1,
  };
  return message(!saved && ctx.dialect === "varying" ? { message: { data } } : { data });
}

function setSettings(call: Call, ctx: Ctx): Reply {
  const { customerId, addressCode } = addressOf(call, ctx);
  const { disable_gross_price_view: netOnly, disable_autocomplete: autocompleteOff } = call.body;
  if (typeof netOnly !== "boolean" || (autocompleteOff !== undefined && typeof autocompleteOff !== "boolean")) {
    throw new Failure(frappeThrow(t(call.lang, "Impostazioni non valide", "Invalid settings")));
  }
  const row = savedRow(ctx, customerId, addressCode) ?? DEFAULTS;
  if (row.admin_disable_gross_price_view === 1 && !netOnly) {
    return message({ data: t(call.lang, "Impostazione bloccata dall'amministratore", "Setting locked by the administrator") });
  }
  ctx.db
    .prepare(
      `INSERT INTO search_settings (customer_id, address_code, disable_gross_price_view, admin_disable_gross_price_view, disable_autocomplete)
       VALUES (?, ?, ?, 0, ?)
       ON CONFLICT (customer_id, address_code) DO UPDATE SET disable_gross_price_view = excluded.disable_gross_price_view,
         disable_autocomplete = excluded.disable_autocomplete`,
    )
    .run(customerId, addressCode, netOnly ? 1 : 0, (autocompleteOff ?? row.disable_autocomplete === 1) ? 1 : 0);
  return message({ data: t(call.lang, "Impostazioni salvate", "Settings saved") });
}

/** The distributor's lock (a demo knob for tests and people trying the demo): `{customer_code, customer_address_code, locked}`. */
function setLock(call: Call, ctx: Ctx): Reply {
  const { customerId, addressCode } = addressOf(call, ctx);
  const locked = call.body.locked === true ? 1 : 0;
  ctx.db
    .prepare(
      `INSERT INTO search_settings (customer_id, address_code, disable_gross_price_view, admin_disable_gross_price_view, disable_autocomplete)
       VALUES (?, ?, 1, ?, 0)
       ON CONFLICT (customer_id, address_code) DO UPDATE SET admin_disable_gross_price_view = excluded.admin_disable_gross_price_view`,
    )
    .run(customerId, addressCode, locked);
  return { json: { status: "success" } };
}

export const routes: Routes = {
  [`GET ${U}.get_search_settings`]: getSettings,
  [`POST ${U}.set_search_settings`]: setSettings,
  "POST /__demo/search-settings-lock": setLock,
};
