import type { LoaderFunctionArgs } from "@remix-run/node";
import { proxyMedia } from "~/content/media.server";
import { guardErp } from "~/platform/route-errors.server";

export function loader({ params, request }: LoaderFunctionArgs) {
  return guardErp(proxyMedia(params["*"] ?? "", request.signal));
}
