// The Italian texts every page may render (the shell's, the listing's, the cart's pop-up, the
// sign-in…): i18next's "common" namespace, merged from these files (app/locales/index.ts).
import agent from "./it/agent.json";
import cart from "./it/cart.json";
import common from "./it/common.json";
import content from "./it/content.json";
import lists from "./it/lists.json";
import shop from "./it/shop.json";

export const IT_SHELL_FILES = [common, agent, cart, content, shop, lists];
