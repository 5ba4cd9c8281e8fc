// GET /api/scan?code=: what one scanned code names, for the scanner page's camera (app/scan/lookup.server.ts).
import { resourceLoader } from "~/page/page";
import { loadScanLookup } from "~/scan/lookup.server";

export const loader = /* @__PURE__ */ resourceLoader("anyone", loadScanLookup);
