// GET /api/latest-orders: the latest-order modal's JSON (a guest gets "failed", 401).
import { loadLatestOrdersAnswer } from "~/account/latest-orders.server";
import { resourceLoader } from "~/page/page";

export const loader = /* @__PURE__ */ resourceLoader("anyone", loadLatestOrdersAnswer);
