// GET /media/*: files of the ERP through the storefront (see app/content/media.server.ts).
import "~/root"; // bundling only: the shell goes into the chunk every page shares (docs/decisions/one-shared-chunk.md)
import type { LoaderFunctionArgs } from "@remix-run/node";
import { proxyMedia } from "~/content/media.server";
import { secondary } from "~/platform/degrade.server";
import { guardErp } from "~/platform/route-errors.server";
import { getErp } from "~/platform/request.server";

export async function loader(args: LoaderFunctionArgs) {
  const erp = await getErp(args);
  return guardErp(
    proxyMedia(args.params["*"] ?? "", args.request.signal, {
      signedIn: erp.signedIn,
      async isPublicPdf(url) {
        const home = await secondary(erp.cms.home(), "flyers");
        // The route's path arrives decoded; the flyer's URL is as the ERP wrote it.
        return home?.flyers.some((flyer) => flyer.pdfUrl === url || decoded(flyer.pdfUrl) === url) ?? false;
      },
    }),
  );
}

function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}
