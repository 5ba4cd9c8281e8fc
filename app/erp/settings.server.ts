// The customer's search settings (Frappe `U.get_search_settings` / `U.set_search_settings`): per
// customer and delivery address, as the ERP keeps them. They switch prices between net and gross
// and turn the header's autocomplete off; `admin_disable_gross_price_view` is the distributor's lock
// that forces the net view. Customer and address come from the caller (the session) only.
import { z } from "zod";
import { requireCustomer, type Link, type Parse } from "./link.server";
import { flag, isRecord, optionalFlag, parseWith, text } from "./schema.server";
import type { CustomerContext } from "./types";

const U = "/api/method/mymb_ecommerce.controllers.customer";

export interface SearchSettings {
  /** The customer chose not to see gross prices (or the lock forces it). */
  netOnly: boolean;
  /** The distributor forbids the gross view for this customer and address. */
  grossLocked: boolean;
  autocompleteOff: boolean;
}

/**
 * `{data: {...}}`; a customer without saved settings gets the defaults one level deeper
 * (`{message: {data: {...}}}` inside Frappe's own `message`), which is unwrapped here.
 */
const SettingsWire = z.preprocess(
  (value) => (isRecord(value) && !("data" in value) && isRecord(value.message) ? value.message : value),
  z.object({
    data: z.object({
      name: text,
      disable_gross_price_view: flag,
      admin_disable_gross_price_view: flag,
      disable_autocomplete: optionalFlag,
    }),
  }),
);

const parseSettings: Parse<SearchSettings> = (payload, ref) => {
  const { data } = parseWith(SettingsWire, payload, ref);
  return {
    netOnly: data.disable_gross_price_view || data.admin_disable_gross_price_view,
    grossLocked: data.admin_disable_gross_price_view,
    autocompleteOff: data.disable_autocomplete ?? false,
  };
};

/** The answer of a save is `{data: "<message>"}`, also when the lock refused it (HTTP 200). */
const SavedWire = z.object({ data: text });

function addressOf(customer: CustomerContext) {
  return { customer_code: customer.clientId, customer_address_code: customer.addressCode };
}

export function settingsApi(link: Link) {
  return {
    /** The settings of the session's customer at its delivery address (a 404: this ERP keeps none). */
    read(): Promise<SearchSettings> {
      const path = `${U}.get_search_settings`;
      const customer = requireCustomer(link, { upstream: "api", call: path });
      return link.read({ upstream: "api", area: "api", method: "GET", path, query: addressOf(customer) }, parseSettings);
    },
    /** Saves both choices; answers the ERP's message (a refusal while the lock is set is one too). */
    save(choice: { netOnly: boolean; autocompleteOff: boolean }): Promise<string> {
      const path = `${U}.set_search_settings`;
      const customer = requireCustomer(link, { upstream: "api", call: path });
      return link.write(
        {
          upstream: "api",
          area: "api",
          method: "POST",
          path,
          body: { ...addressOf(customer), disable_gross_price_view: choice.netOnly, disable_autocomplete: choice.autocompleteOff },
        },
        (payload, ref) => parseWith(SavedWire, payload, ref).data,
      );
    },
  };
}

export type SettingsApi = ReturnType<typeof settingsApi>;
