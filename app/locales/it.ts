// The Italian texts, merged into one namespace (the browser loads only its page's language).
import { mergeLocaleFiles } from "~/platform/i18n";
import account from "./it/account.json";
import agent from "./it/agent.json";
import cart from "./it/cart.json";
import common from "./it/common.json";
import content from "./it/content.json";
import login from "./it/login.json";
import product from "./it/product.json";
import shop from "./it/shop.json";

export const IT_FILES = [common, account, agent, cart, content, login, product, shop];

export const resources = mergeLocaleFiles({ it: IT_FILES });
