import { describe, expect, it } from "vitest";
import { ErpError } from "~/erp/errors";
import { secondary } from "./degrade.server";

const failure = (kind: ErpError["kind"], status?: number) => new ErpError({ upstream: "hub", call: "/search/facet", kind, status });

describe("secondary", () => {
  it("passes a value through and turns an ERP failure into null", async () => {
    expect(await secondary(Promise.resolve(3), "x")).toBe(3);
    expect(await secondary(Promise.reject(failure("rejected", 400)), "facets")).toBeNull();
    expect(await secondary(Promise.reject(failure("malformed")), "facets")).toBeNull();
  });

  it("lets an expired session and a bug through", async () => {
    await expect(secondary(Promise.reject(failure("http", 401)), "facets")).rejects.toMatchObject({ status: 401 });
    await expect(secondary(Promise.reject(new TypeError("bug")), "facets")).rejects.toThrow("bug");
  });
});
