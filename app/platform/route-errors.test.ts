import { describe, expect, it } from "vitest";
import { errorViewForResponse, kindForStatus, shouldReloadAfterChunkError } from "./route-errors";

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
