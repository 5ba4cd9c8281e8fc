// GET /cart/mini: the header cart dropdown's lines and totals (JSON for the MiniCart fetcher).
import { miniCartAnswer } from "~/cart/summary.server";
import { resourceLoader } from "~/page/page";

export const loader = /* @__PURE__ */ resourceLoader("anyone", miniCartAnswer);
