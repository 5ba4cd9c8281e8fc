// A document's PDF or an invoice's CSV, streamed through the storefront; anything not in the customer's own lists is a 404.
import { loadDocumentFile } from "~/account/documents-page.server";
import { downloadLoader } from "~/page/page";

export const loader = /* @__PURE__ */ downloadLoader("customer", loadDocumentFile);
