// A reorder list as a CSV file in the quick order's import format.
import { loadListCsv } from "~/lists/lists-page.server";
import { downloadLoader } from "~/page/page";

export const loader = /* @__PURE__ */ downloadLoader("customer", loadListCsv);
