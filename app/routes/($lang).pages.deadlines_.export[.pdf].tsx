// The payment deadline schedule as the ERP's PDF, streamed through the storefront.
import { loadDeadlinesPdf } from "~/account/deadlines-page.server";
import { downloadLoader } from "~/page/page";

export const loader = /* @__PURE__ */ downloadLoader("customer", loadDeadlinesPdf);
