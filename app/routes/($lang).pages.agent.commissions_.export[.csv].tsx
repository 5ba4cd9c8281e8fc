// The agent's commissions of the filters as a CSV file.
import { loadCommissionsCsv } from "~/agent/commissions-page.server";
import { downloadLoader } from "~/page/page";

export const loader = /* @__PURE__ */ downloadLoader("agent", loadCommissionsCsv);
