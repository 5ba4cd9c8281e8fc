// Every route of the demo ERP, merged from the modules by area.
import type { Routes } from "../types";
import { routes as account } from "./account";
import { routes as agent } from "./agent";
import { routes as admin } from "./admin";
import { routes as cart } from "./cart";
import { routes as catalog } from "./catalog";
import { routes as checkout } from "./checkout";
import { routes as clones } from "./clones";
import { routes as commissions } from "./commissions";
import { routes as content } from "./content";
import { routes as delivery } from "./delivery";
import { routes as documents } from "./documents";
import { routes as engagement } from "./engagement";
import { routes as jobSites } from "./job-sites";
import { routes as lists } from "./lists";
import { routes as returns } from "./returns";
import { routes as session } from "./session";
import { routes as settings } from "./settings";
import { routes as vatExemptions } from "./vat-exemptions";
import { routes as wishlist } from "./wishlist";

export const routes: Routes = {
  ...catalog,
  ...content,
  ...session,
  ...account,
  ...agent,
  ...documents,
  ...cart,
  ...checkout,
  ...delivery,
  ...wishlist,
  ...lists,
  ...returns,
  ...settings,
  ...vatExemptions,
  ...commissions,
  ...engagement,
  ...admin,
  ...clones,
  ...jobSites,
};
