import { describe, expect, it } from "vitest";
import { customerVisibleLosses } from "./doctor.server";
import { MEDIA_HOST_EXPECTED } from "~/erp/schema.server";

describe("customerVisibleLosses", () => {
  it("calls a list whose items were all dropped an error, with the count", () => {
    const fields = [
      { path: "orders[].carti", expected: "id", received: "undefined", dropped: true },
      { path: "orders[]", expected: "an item that can be identified", received: "none of 5", dropped: true, allDropped: 5 },
    ];
    expect(customerVisibleLosses(fields)).toEqual(["orders[]: all 5 items dropped (an item that can be identified)"]);
  });

  it("calls images on a host the shop does not serve a loss, once per field", () => {
    const field = { path: "results[].images[].main", expected: MEDIA_HOST_EXPECTED, received: "string", dropped: false };
    expect(customerVisibleLosses([field, field])).toEqual([
      "results[].images[].main: image dropped (its host is not an ERP media host, see ERP_MEDIA_HOSTS)",
    ]);
  });

  it("tolerates a descriptive field read as missing, or some items dropped", () => {
    expect(
      customerVisibleLosses([
        { path: "results[].brand", expected: "code or {code, label}", received: "array", dropped: false },
        { path: "results[]", expected: "id", received: "undefined", dropped: true },
      ]),
    ).toEqual([]);
  });
});
