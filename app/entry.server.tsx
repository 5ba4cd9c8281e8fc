import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { pipeline } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { remixI18n, renderI18n } from "~/platform/i18n.server";
import { logError } from "~/platform/log.server";
import { NonceProvider } from "~/platform/hydration";
import { NulPaddingFilter } from "~/platform/nul-padding.server";
import { RenderPassBatcher } from "~/platform/render-passes.server";
import { serverTimingHeader } from "~/platform/timing.server";
import { traceRender } from "~/platform/tracing.server";

/** How long single fetch waits for a loader's pending promise (none defers) before it rejects it. */
export const streamTimeout = 10_000;

/**
 * Rendered as Remix's own entry.server for Node does: streamed, a browser gets the page as soon as
 * its shell is ready, a crawler only once all of it is, and a render still going after the stream's
 * time-out is aborted. The shop adds the CSP nonce, the translator and its headers (docs/decisions/streaming-render.md).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  const renderStarted = performance.now();
  const endRenderSpan = traceRender();
  // Texts (remix-i18next's setup): the i18next instance of the URL's language.
  const i18n = await renderI18n(await remixI18n.getLocale(request));
  const readyOption = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          endRenderSpan();
          const body = new NulPaddingFilter();
          const batched = new RenderPassBatcher();
          // Either side's error or a hang-up ends both (the render itself stops through abort below).
          pipeline(body, batched, () => {});
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Server-Timing", serverTimingHeader(loadContext.timing, performance.now() - renderStarted));
          resolve(
            new Response(createReadableStreamFromReadable(batched), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          endRenderSpan();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // An error in the shell rejects the render instead, and Remix reports it to handleError;
          // a client that hung up is no error of the page (its render is aborted below).
          if (shellRendered && !request.signal.aborted) logError("error while streaming a document", error, { path: new URL(request.url).pathname });
        },
      },
    );
    // Past single fetch's own time-out, so that its rejected promises still get rendered.
    const timeout = setTimeout(abort, streamTimeout + 1000);
    // A client that hung up reads nothing more: its render stops (Remix aborts the request's signal
    // when the connection closes before the answer is complete).
    request.signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timeout);
        abort();
      },
      { once: true },
    );
  });
}

/** A data request (a client navigation, a fetcher, an action) answers its ERP wait too. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  response.headers.set("Server-Timing", serverTimingHeader(context.timing));
  return response;
};

/** Thrown responses (404s, redirects) are expected; only real errors are logged, once. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (error instanceof Response) return;
  logError("unhandled error in a loader or action", error, { path: new URL(request.url).pathname });
};
