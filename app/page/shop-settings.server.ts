// The customer's search settings as every page reads them (Page.settings, and the shell for the
// search box): net or gross prices and the header's autocomplete, per customer and delivery address
// as the ERP keeps them (app/erp/settings.server.ts). Read once per request (the ERP client memoises
// the call) and kept for a short time per session and address, so a page of prices does not wait on
// one more ERP round trip; a save forgets the copy. A deployment without the calls answers 404: then
// everyone gets the shop's defaults and the account shows no settings (remembered for a minute:
// app/erp/deployment.server.ts). Any other failure degrades to the defaults for that request only.
import type { CustomerContext, Erp } from "~/erp/client.server";
import { knownNotOnThisErp, unlessNotOnThisErp } from "~/erp/deployment.server";
import type { SearchSettings } from "~/erp/settings.server";
import { secondary } from "~/page/degrade.server";
import { SHOP } from "~/platform/config";
import type { PriceView } from "~/platform/price";

export interface ShopSettings {
  priceView: PriceView;
  autocomplete: boolean;
  /** What the account's settings form shows; null for a guest or where this ERP keeps no settings. */
  saved: SearchSettings | null;
}

const CALL = "get_search_settings";
const KEEP_FOR_MS = 30_000;
const MAX_ENTRIES = 5_000;

const kept = new Map<string, { settings: SearchSettings; until: number }>();

/** One copy per session token (a customer's or an agent's), customer and address. */
function keyOf(customer: CustomerContext): string {
  return [customer.token, customer.clientId, customer.addressCode].join(" ");
}

/** The shop's defaults: the configured price view, autocomplete on. */
export const DEFAULT_SETTINGS: ShopSettings = { priceView: SHOP.defaultPriceView, autocomplete: true, saved: null };

/** What a page shows for a customer's saved settings. */
export function shopSettingsOf(saved: SearchSettings): ShopSettings {
  return { priceView: saved.netOnly ? "net" : "gross", autocomplete: !saved.autocompleteOff, saved };
}

/** The settings of the customer being served (signed in, or the one an agent acts for). */
export async function shopSettings(erp: Erp, customer: CustomerContext | null, now = Date.now()): Promise<ShopSettings> {
  if (!customer || knownNotOnThisErp(CALL, now)) return DEFAULT_SETTINGS;
  const key = keyOf(customer);
  const copy = kept.get(key);
  if (copy && now < copy.until) return shopSettingsOf(copy.settings);
  const read = unlessNotOnThisErp(CALL, () => erp.settings.read(), now);
  const settings = await secondary(read, "search settings");
  if (!settings) return DEFAULT_SETTINGS;
  if (kept.size >= MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
  kept.set(key, { settings, until: now + KEEP_FOR_MS });
  return shopSettingsOf(settings);
}

/** After a save: the next page reads the ERP again. */
export function forgetShopSettings(customer: CustomerContext): void {
  kept.delete(keyOf(customer));
}
