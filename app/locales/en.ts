// The English texts every page may render (the shell's, the listing's, the cart's pop-up, the
// sign-in…): i18next's "common" namespace, merged from these files (app/locales/index.ts).
import agent from "./en/agent.json";
import cart from "./en/cart.json";
import common from "./en/common.json";
import content from "./en/content.json";
import lists from "./en/lists.json";
import shop from "./en/shop.json";

export const EN_SHELL_FILES = [common, agent, cart, content, shop, lists];
