// What server.ts hands every loader and action of one request.
import type { Erp } from "~/erp/client.server";
import type { RequestTiming } from "~/platform/timing.server";
import type { StaticMarkupHtml } from "~/ui/StaticMarkup";

declare module "@remix-run/node" {
  // Loader data types follow single fetch (remix.config.js turns it on).
  interface Future {
    v3_singleFetch: true;
  }

  interface AppLoadContext {
    /** The CSP nonce of this response. */
    cspNonce: string;
    /** The client's IP as Express sees it (`req.ip`, honouring TRUST_PROXY_HOPS); for rate limits. */
    clientIp?: string;
    /** When the shop took the request on (epoch ms): the start of the page's ERP budget. */
    admittedAt?: number;
    /** One ERP client per browser request, so the same read runs once (set by getErp). */
    erp?: Promise<Erp>;
    /** The address cannot be read (its percent-encoding does not decode, or it is overlong): a 400 page. */
    malformedUrl?: boolean;
    /** The request's id (X-Request-Id: the load balancer's, or made by server.ts). */
    requestId?: string;
    /** The request's ERP wait, for its Server-Timing header. */
    timing?: RequestTiming;
    /**
     * Renders the shop's page at `request` through Remix, with this request's context and `extra`
     * (server.ts): how a download that failed is answered with the shop's error page. Absent when a
     * loader is called in-process (tests), where the failure is thrown as it is.
     */
    renderPage?: (request: Request, extra: Pick<AppLoadContext, "failedDownload">) => Promise<Response>;
    /** What a failed download threw, for the page that shows it (app/routes/($lang).pages.download-failed.tsx). */
    failedDownload?: unknown;
    /** The shell's markup rendered once for everyone (set by the root loader, read by the document's render). */
    staticMarkup?: StaticMarkupHtml;
  }
}

export {};
