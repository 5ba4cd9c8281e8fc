// GET /api/autocomplete?q=: the search box's suggestions (see app/shell/autocomplete.server.ts).
import "~/root"; // bundling only: the shell goes into the chunk every page shares (docs/decisions/one-shared-chunk.md)
import { resourceLoader } from "~/platform/page";
import { loadSuggestions } from "~/shell/autocomplete.server";

export const loader = /* @__PURE__ */ resourceLoader("anyone", loadSuggestions);
