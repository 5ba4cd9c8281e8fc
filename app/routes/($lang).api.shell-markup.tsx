// GET /api/shell-markup: the menu's and footer's markup, for a browser that mounts the shell after a
// page without it (the login page's bare layout). See app/ui/StaticMarkup.tsx.
import { resourceLoader } from "~/page/page";
import { answerStaticMarkup } from "~/shell/shell.server";

export const loader = /* @__PURE__ */ resourceLoader("anyone", answerStaticMarkup);
