// The payment deadline schedule as a CSV file.
import { loadDeadlinesCsv } from "~/account/deadlines-page.server";
import { resourceLoader } from "~/page/page";

export const loader = /* @__PURE__ */ resourceLoader("customer", loadDeadlinesCsv);
