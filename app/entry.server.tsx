import { type AppLoadContext, type EntryContext, type HandleDataRequestFunction, type HandleErrorFunction } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { createInstance } from "i18next";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { resources } from "~/locales";
import { i18nConfig } from "~/platform/i18n";
import { remixI18n } from "~/platform/i18n.server";
import { logError } from "~/platform/log.server";
import { readHandoffAhead } from "~/platform/handoff.server";
import { NonceProvider } from "~/platform/nonce";
import { StaticMarkupProvider } from "~/shell/StaticMarkup";
import { serverTimingHeader } from "~/platform/timing.server";
import { traceRender } from "~/platform/tracing.server";

/** How long single fetch waits for a loader's pending promise (none defers) before it rejects it. */
export const streamTimeout = 10_000;

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
  // Texts (remix-i18next's setup): an i18next instance of the request in the URL's language.
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ ...i18nConfig, lng: await remixI18n.getLocale(request), resources });
  await readHandoffAhead(remixContext);

  // Every loader's data is complete before the render (no loader defers, and the data stream was
  // read ahead), so nothing suspends: the document is rendered in one synchronous pass, as a
  // string. React 18's streaming renderer would also write NUL bytes wherever a multi-byte
  // character (€, à) straddles its 2 KB buffers (facebook/react#24985, fixed only in React 19).
  let html: string;
  try {
    html = renderToString(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <StaticMarkupProvider value={loadContext.staticMarkup}>
            <RemixServer context={remixContext} url={request.url} nonce={nonce} />
          </StaticMarkupProvider>
        </I18nextProvider>
      </NonceProvider>,
    );
  } finally {
    endRenderSpan();
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Server-Timing", serverTimingHeader(loadContext.timing, performance.now() - renderStarted));
  // As bytes: a string body would be scanned for lone surrogates first (0.5 ms on /shop's 90 KB).
  return new Response(Buffer.from(`<!DOCTYPE html>${html}`), { headers: responseHeaders, status: responseStatusCode });
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
