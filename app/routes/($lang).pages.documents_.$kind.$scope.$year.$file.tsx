// A document's PDF, streamed through the storefront; anything not in the customer's own lists is a 404.
import { loadDocumentPdf } from "~/account/documents-page.server";
import { resourceLoader } from "~/page/page";

export const loader = /* @__PURE__ */ resourceLoader("customer", loadDocumentPdf);
