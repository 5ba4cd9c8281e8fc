// GET /api/shop-page?<listing query>: the listing's next page for "load more" (see app/catalog/more-page.server.ts).
import { loadMorePageAnswer } from "~/catalog/more-page.server";
import { resourceLoader } from "~/page/page";

export const loader = /* @__PURE__ */ resourceLoader("anyone", loadMorePageAnswer);
