import { describe, expect, it } from "vitest";
import { errorViewForResponse, isChunkLoadError, kindForStatus, shouldReloadAfterChunkError } from "./error-catalogue";

describe("error catalogue", () => {
  it("maps statuses to the spec's dialogs", () => {
    expect(kindForStatus(400)).toBe("badRequest");
    expect(kindForStatus(422)).toBe("rejected");
    expect(kindForStatus(500)).toBe("server");
    expect(kindForStatus(404)).toBe("notFound");
    expect(kindForStatus(503)).toBe("erpUnavailable");
    expect(kindForStatus(409)).toBe("otherStatus");
  });

  it("keeps the messages of a route error body", () => {
    expect(errorViewForResponse(422, { kind: "rejected", messages: ["Quantity must be a multiple of 6"] })).toEqual({
      kind: "rejected",
      status: 422,
      messages: ["Quantity must be a multiple of 6"],
    });
    expect(errorViewForResponse(418, "teapot")).toEqual({ kind: "otherStatus", status: 418, messages: [] });
  });

  it("reloads after a chunk error at most once a minute", () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000, 30_000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 62_000)).toBe(true);
  });
});

describe("chunk load errors", () => {
  it("recognises the browsers' wordings and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /build/a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });

  it("reloads at most once a minute", () => {
    expect(shouldReloadAfterChunkError(null, 1_000_000)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000_000, 1_030_000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000_000, 1_060_001)).toBe(true);
  });
});
