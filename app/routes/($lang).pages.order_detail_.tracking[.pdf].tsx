// An order's delivery tracking as the ERP's PDF (?type&number&year); another customer's order is a 404.
import { loadTrackingPdf } from "~/account/order-detail-page.server";
import { downloadLoader } from "~/page/page";

export const loader = /* @__PURE__ */ downloadLoader("customer", loadTrackingPdf);
