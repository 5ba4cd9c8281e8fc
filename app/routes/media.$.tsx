// GET /media/*: files of the ERP through the storefront (see app/content/media.server.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { isPublishedFlyer, proxyMedia } from "~/content/media.server";
import { secondary } from "~/page/degrade.server";
import { guardErp } from "~/page/route-errors.server";
import { getErp } from "~/page/request.server";

export async function loader(args: LoaderFunctionArgs) {
  const erp = await getErp(args);
  return guardErp(
    proxyMedia(new URL(args.request.url), args.request.signal, {
      signedIn: erp.signedIn,
      async isPublicPdf(upstreamUrl) {
        const home = await secondary(erp.cms.home(), "flyers");
        return isPublishedFlyer(upstreamUrl, home?.flyers ?? []);
      },
    }),
  );
}
