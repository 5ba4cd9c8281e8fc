// The documents list as a CSV file (same filters as the page, every page of results).
import { loadDocumentsCsv } from "~/account/documents-page.server";
import { downloadLoader } from "~/page/page";

export const loader = /* @__PURE__ */ downloadLoader("customer", loadDocumentsCsv);
