// The English texts, merged into one namespace (the browser loads only its page's language).
import { mergeLocaleFiles } from "~/platform/i18n";
import account from "./en/account.json";
import agent from "./en/agent.json";
import cart from "./en/cart.json";
import common from "./en/common.json";
import content from "./en/content.json";
import login from "./en/login.json";
import product from "./en/product.json";
import shop from "./en/shop.json";

export const EN_FILES = [common, account, agent, cart, content, login, product, shop];

export const resources = mergeLocaleFiles({ en: EN_FILES });
