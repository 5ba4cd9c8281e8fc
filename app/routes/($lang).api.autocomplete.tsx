// GET /api/autocomplete?q=: the search box's suggestions (see app/shell/autocomplete.server.ts).
import { resourceLoader } from "~/page/page";
import { loadSuggestions } from "~/shell/autocomplete.server";

export const loader = /* @__PURE__ */ resourceLoader("anyone", loadSuggestions);
