// OpenTelemetry traces, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: a span per request (server
// kind, named by method and Remix route id), a child span per ERP call (client kind, with its outcome)
// and one for the render of the document. The ERP gets the W3C `traceparent` of its call. Both
// bundles (server.ts and the Remix build) use @opentelemetry/api, a package left external, whose
// global provider and context manager are one per process.
import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider, SimpleSpanProcessor, type SpanExporter } from "@opentelemetry/sdk-trace-node";

const TRACER = "storefront";

let provider: NodeTracerProvider | null = null;

/**
 * Starts tracing for the process: with `exporter` (tests: the SDK's in-memory exporter) each span is
 * handed over as it ends; otherwise spans go in batches to the OTLP/HTTP endpoint of the standard
 * OTEL_EXPORTER_OTLP_* variables.
 */
export function startTracing(options: { exporter?: SpanExporter; serviceName?: string } = {}): NodeTracerProvider {
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": options.serviceName ?? process.env.OTEL_SERVICE_NAME ?? "storefront" }),
    spanProcessors: [options.exporter ? new SimpleSpanProcessor(options.exporter) : new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  return provider;
}

/** Sends the spans still waiting (shutdown). */
export async function stopTracing(): Promise<void> {
  await provider?.shutdown();
  provider = null;
}

function tracer() {
  return trace.getTracer(TRACER);
}

/** Runs `work` inside the request's server span; `work` ends the span (`span.end()`) when the answer is sent. */
export function traceRequest<T>(name: string, attributes: Attributes, work: (span: Span) => T): T {
  return tracer().startActiveSpan(name, { kind: SpanKind.SERVER, attributes }, work);
}

/** A child span of the current one for an ERP call; the returned function ends it with the call's outcome. */
export function traceErpCall(call: string, attributes: Attributes): { headers: Record<string, string>; end(outcome: string): void } {
  const span = tracer().startSpan(`ERP ${call}`, { kind: SpanKind.CLIENT, attributes: { "erp.call": call, ...attributes } });
  const headers: Record<string, string> = {};
  propagation.inject(trace.setSpan(context.active(), span), headers);
  return {
    headers,
    end(outcome) {
      span.setAttribute("erp.outcome", outcome);
      if (outcome !== "ok" && outcome !== "tolerated") span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
      span.end();
    },
  };
}

/** A span for rendering the document, ended by the returned function. */
export function traceRender(): () => void {
  const span = tracer().startSpan("render", { kind: SpanKind.INTERNAL });
  return () => span.end();
}
