import { beforeAll, describe, expect, it, vi } from "vitest";
import { ErpError, type ErpErrorKind } from "~/erp/errors";
import { formRefusal, routeErrorFromErp } from "./route-errors.server";

function routeError(kind: ErpErrorKind, status?: number, messages: string[] = [], write = false) {
  const { data, init } = routeErrorFromErp(new ErpError({ kind, status, messages, upstream: "hub", call: "/search/search", write }));
  return { status: init?.status, body: data };
}

beforeAll(() => {
  vi.stubEnv("LOG_LEVEL", "silent");
});

describe("routeErrorFromErp", () => {
  it("shows an ERP that answers 500 as a server error, not as an ERP that cannot be reached, on a 503 page like every ERP fault", () => {
    expect(routeError("server", 500)).toEqual({ status: 503, body: { kind: "server", messages: [] } });
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

  it("says a 404 on a write as a function not available here, never as a missing page", () => {
    expect(routeError("http", 404, ["Not found"], true)).toEqual({ status: 501, body: { kind: "notAvailable", messages: [] } });
    expect(routeError("http", 404, ["Not found"], false)).toEqual({ status: 404, body: { kind: "notFound", messages: [] } });
  });
});

describe("formRefusal", () => {
  const writeError = (kind: ErpErrorKind, status: number, messages: string[] = []) =>
    new ErpError({ kind, status, messages, upstream: "hub", call: "/wrapper/change_password", write: true });

  it("shows a write the ERP lacks as not available, in the shop's words", () => {
    expect(formRefusal(writeError("http", 404, ["DoesNotExistError"]), "fallback.key")).toEqual(["errors.notAvailable.text"]);
  });

  it("shows the ERP's reason for a refusal, else the form's own text", () => {
    expect(formRefusal(writeError("rejected", 422, ["Password is wrong"]), "fallback.key")).toEqual(["Password is wrong"]);
    expect(formRefusal(writeError("rejected", 422), "fallback.key")).toEqual(["fallback.key"]);
  });

  it("leaves any other failure to the page", () => {
    expect(formRefusal(writeError("server", 500), "fallback.key")).toBeNull();
    expect(formRefusal(writeError("http", 503), "fallback.key")).toBeNull();
    expect(formRefusal(new Error("boom"), "fallback.key")).toBeNull();
  });
});
