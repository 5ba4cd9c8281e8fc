// GET /cart/mini: the header cart dropdown's lines and totals (JSON for the MiniCart fetcher).
import "~/root"; // bundling only: the shell goes into the chunk every page shares (docs/decisions/one-shared-chunk.md)
import { miniCartAnswer } from "~/cart/summary.server";
import { resourceLoader } from "~/platform/page";

export const loader = /* @__PURE__ */ resourceLoader("anyone", miniCartAnswer);
