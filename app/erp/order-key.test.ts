import { describe, expect, it } from "vitest";
import { orderKeyOfDocument, parseOrderKey } from "./order-key";

describe("parseOrderKey", () => {
  it("reads a well-formed key", () => {
    expect(parseOrderKey(new URLSearchParams("type=OC&number=123&year=2026"))).toEqual({ type: "OC", number: "123", year: "2026" });
  });

  it("refuses missing or forged parts", () => {
    expect(parseOrderKey(new URLSearchParams("type=OC&number=123"))).toBeNull();
    expect(parseOrderKey(new URLSearchParams("type=OC&number=1%20OR%201&year=2026"))).toBeNull();
    expect(parseOrderKey(new URLSearchParams("type=../x&number=1&year=2026"))).toBeNull();
    expect(parseOrderKey(new URLSearchParams("type=OC&number=1&year=26"))).toBeNull();
  });
});

describe("orderKeyOfDocument", () => {
  it("reads the order an ERP document reference names", () => {
    expect(orderKeyOfDocument("OC/2026/4101")).toEqual({ type: "OC", number: "4101", year: "2026" });
    expect(orderKeyOfDocument(" OC/2026/4101 ")).toEqual({ type: "OC", number: "4101", year: "2026" });
  });

  it("reads nothing from a reference written another way", () => {
    for (const document of ["", "OC-2026-4101", "OC/26/4101", "OC/2026/4101/2", "V1/2026/"]) expect(orderKeyOfDocument(document)).toBeNull();
  });
});
