// Traces with the SDK's in-memory exporter: a request's server span holds a child span per ERP call
// (with its outcome) and the render's span, all in one trace.
import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { InMemorySpanExporter, type ReadableSpan } from "@opentelemetry/sdk-trace-node";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import * as ordersRoute from "~/routes/($lang).pages.orders";
import * as shopRoute from "~/routes/($lang).shop";
import { startTracing, stopTracing, traceRender, traceRequest } from "~/platform/tracing.server";
import { Browser, useTestErp } from "../support/harness";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
const demo = useTestErp();
const exporter = new InMemorySpanExporter();

beforeAll(() => {
  startTracing({ exporter, serviceName: "storefront-test" });
});
afterAll(async () => {
  await stopTracing();
});
beforeEach(() => exporter.reset());

/** Runs `work` as server.ts runs a request: inside its server span, ended when the answer is done. */
async function asRequest(name: string, work: () => Promise<unknown>): Promise<{ server: ReadableSpan; children: ReadableSpan[] }> {
  await traceRequest(name, { "http.request.method": "GET" }, async (span) => {
    try {
      await work();
    } finally {
      span.end();
    }
  });
  const spans = exporter.getFinishedSpans();
  const server = spans.find((span) => span.kind === SpanKind.SERVER)!;
  const children = spans.filter((span) => span.parentSpanContext?.spanId === server.spanContext().spanId);
  return { server, children };
}

describe("traces", () => {
  it("give a page's request a child span per ERP call, in the request's trace", async () => {
    const browser = await Browser.signIn(ROSSI);
    const { server, children } = await asRequest("GET routes/($lang).pages.orders", () => browser.data(ordersRoute.loader, "/en/pages/orders"));
    expect(server.name).toBe("GET routes/($lang).pages.orders");
    expect(server.resource.attributes["service.name"]).toBe("storefront-test");
    const erpSpans = children.filter((span) => span.kind === SpanKind.CLIENT);
    expect(erpSpans.length).toBeGreaterThan(0);
    for (const span of erpSpans) {
      expect(span.name).toMatch(/^ERP \//);
      expect(span.spanContext().traceId).toBe(server.spanContext().traceId);
      expect(span.attributes["erp.outcome"]).toMatch(/^(ok|tolerated)$/);
    }
  });

  it("mark a failed ERP call as an error with its outcome", async () => {
    await demo.withFaults([{ path: "/hub/search/facet", status: 500 }], async () => {
      const { children } = await asRequest("GET routes/($lang).shop", () => new Browser().call(shopRoute.loader, "/en/shop?text=traced"));
      const facet = children.find((span) => span.attributes["erp.call"] === "/search/facet");
      expect(facet?.attributes["erp.outcome"]).toBe("http_500");
      expect(facet?.status.code).toBe(SpanStatusCode.ERROR);
    });
  });

  it("hold the render of the document as a child of the request", async () => {
    const { children } = await asRequest("GET routes/($lang)._index", async () => traceRender()());
    expect(children.map((span) => span.name)).toEqual(["render"]);
  });
});
