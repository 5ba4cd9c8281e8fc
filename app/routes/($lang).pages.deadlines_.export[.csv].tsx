// The payment deadline schedule as a CSV file.
import { loadDeadlinesCsv } from "~/account/deadlines-page.server";
import { downloadLoader } from "~/page/page";

export const loader = /* @__PURE__ */ downloadLoader("customer", loadDeadlinesCsv);
