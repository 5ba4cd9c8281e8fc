// The payment deadline schedule as a CSV file.
import "~/root"; // bundling only: the shell goes into the chunk every page shares (docs/decisions/one-shared-chunk.md)
import { loadDeadlinesCsv } from "~/account/deadlines-page.server";
import { resourceLoader } from "~/platform/page";

export const loader = /* @__PURE__ */ resourceLoader("customer", loadDeadlinesCsv);
