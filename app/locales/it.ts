// The Italian texts every page of the browser may render (the shell's, the listing's, the cart's
// pop-up, the sign-in…), merged into one namespace: entry.client.tsx imports this chunk before
// hydrating (and merges them: this chunk imports nothing, so that the translator's code stays in
// the chunk every page shares). The texts only some pages render are groups of their own
// (app/locales/load.ts).
import agent from "./it/agent.json";
import cart from "./it/cart.json";
import common from "./it/common.json";
import content from "./it/content.json";
import lists from "./it/lists.json";
import shop from "./it/shop.json";

export const IT_SHELL_FILES = [common, agent, cart, content, shop, lists];
