import { beforeAll, describe, expect, it, vi } from "vitest";
import { ErpError, type ErpErrorKind } from "~/erp/errors";
import { routeErrorFromErp } from "./route-errors.server";

function routeError(kind: ErpErrorKind, status?: number, messages: string[] = []) {
  const { data, init } = routeErrorFromErp(new ErpError({ kind, status, messages, upstream: "hub", call: "/search/search" }));
  return { status: init?.status, body: data };
}

beforeAll(() => {
  vi.stubEnv("LOG_LEVEL", "silent");
});

describe("routeErrorFromErp", () => {
  it("shows an ERP that answers 500 as a server error, not as an ERP that cannot be reached", () => {
    expect(routeError("server", 500)).toEqual({ status: 500, body: { kind: "server", messages: [] } });
  });

  it("keeps 'cannot be reached' for a refused connection, an open breaker or a 503, and 'slow' for a time-out", () => {
    expect(routeError("network")).toEqual({ status: 503, body: { kind: "erpUnavailable", messages: [] } });
    expect(routeError("unavailable")).toEqual({ status: 503, body: { kind: "erpUnavailable", messages: [] } });
    expect(routeError("http", 503)).toEqual({ status: 503, body: { kind: "erpUnavailable", messages: [] } });
    expect(routeError("timeout")).toEqual({ status: 503, body: { kind: "erpSlow", messages: [] } });
  });

  it("passes a refusal's own words, and says a 404 in the shop's words", () => {
    expect(routeError("rejected", 422, ["Too many"])).toEqual({ status: 422, body: { kind: "rejected", messages: ["Too many"] } });
    expect(routeError("http", 404, ["Not found in the ERP"])).toEqual({ status: 404, body: { kind: "notFound", messages: [] } });
  });
});
