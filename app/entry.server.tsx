import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { localeFromPath, type Locale } from "~/platform/i18n";
import { fixedI18n, TranslatorProvider, type Translator } from "~/platform/fixed-i18n";
import "~/platform/i18n-resources.server"; // the texts fixedI18n reads
import { Coalescer } from "~/platform/coalescer.server";
import { logError } from "~/platform/log.server";
import { readHandoffAhead } from "~/platform/handoff.server";
import { NonceProvider } from "~/platform/nonce";
import { StaticMarkupProvider } from "~/shell/StaticMarkup";
import { serverTimingHeader } from "~/platform/timing.server";
import { traceRender } from "~/platform/tracing.server";

const ABORT_DELAY_MS = 10_000;

export const streamTimeout = ABORT_DELAY_MS;

/** One translator per locale, shared by all requests (the server never changes a page's language). */
const translators = new Map<Locale, Translator>();

function i18nFor(locale: Locale): Translator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = fixedI18n(locale);
    translators.set(locale, translator);
  }
  return translator;
}

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
  const i18n = i18nFor(localeFromPath(new URL(request.url).pathname));
  await readHandoffAhead(remixContext);

  // Bots get the whole document at once; people get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslatorProvider value={i18n}>
          <StaticMarkupProvider value={loadContext.staticMarkup}>
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} nonce={nonce} />
          </StaticMarkupProvider>
        </TranslatorProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          endRenderSpan();
          const body = new Coalescer();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Server-Timing", serverTimingHeader(loadContext.timing, performance.now() - renderStarted));
          // React ends the body when the render is complete, or stops rendering when the browser goes away.
          body.once("close", () => clearTimeout(abortTimer));
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          endRenderSpan();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell was sent are streamed to the client's error boundary; log them once.
          if (shellRendered) logError("render error", error);
        },
      },
    );
    // Cleared as soon as the render has ended (React calls back only after this line): the timer's
    // closure holds the whole render, loader data included, so every page answered in the last 11 s
    // stayed in memory until it fired.
    const abortTimer = setTimeout(abort, ABORT_DELAY_MS + 1000);
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
