import { describe, expect, it } from "vitest";
import { ErpError } from "./errors";
import { callOutcome } from "./report.server";

const ref = { upstream: "hub" as const, call: "/search/search" };

describe("callOutcome", () => {
  it("names an answer by what the tolerant reader had to do", () => {
    expect(callOutcome({ tolerated: 0 })).toBe("ok");
    expect(callOutcome({ tolerated: 3 })).toBe("tolerated");
  });

  it("names an HTTP error by its status and other failures by their kind", () => {
    expect(callOutcome({ error: new ErpError({ ...ref, kind: "http", status: 404 }) })).toBe("http_404");
    expect(callOutcome({ error: new ErpError({ ...ref, kind: "server", status: 500 }) })).toBe("http_500");
    expect(callOutcome({ error: new ErpError({ ...ref, kind: "timeout" }) })).toBe("timeout");
    expect(callOutcome({ error: new ErpError({ ...ref, kind: "malformed" }) })).toBe("malformed");
  });

  it("calls a browser that went away an abort", () => {
    expect(callOutcome({ error: new DOMException("gone", "AbortError") })).toBe("aborted");
  });
});
