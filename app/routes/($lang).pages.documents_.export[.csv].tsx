// The documents list as a CSV file (same filters as the page, every page of results).
import { loadDocumentsCsv } from "~/account/documents-page.server";
import { resourceLoader } from "~/page/page";

export const loader = /* @__PURE__ */ resourceLoader("customer", loadDocumentsCsv);
