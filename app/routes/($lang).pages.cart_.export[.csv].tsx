// The active cart, or a saved one (?saved=<id>), as a CSV file in the quick order's import format.
import { loadCartCsv } from "~/cart/cart-export.server";
import { downloadLoader } from "~/page/page";

export const loader = /* @__PURE__ */ downloadLoader("customer", loadCartCsv);
