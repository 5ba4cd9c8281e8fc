import { describe, expect, it } from "vitest";
import { isMediaPath } from "./media.server";

describe("isMediaPath", () => {
  it("accepts public files only", () => {
    expect(isMediaPath("files/images/FE10023-main.svg")).toBe(true);
    expect(isMediaPath("files/flyers/volantino-autunno.pdf")).toBe(true);
    expect(isMediaPath("files/docs/FE10023-scheda.pdf")).toBe(true);
    expect(isMediaPath("files/FE10023 main.jpg")).toBe(true);
    expect(isMediaPath("files/images/a/b.svg")).toBe(true);
    expect(isMediaPath("private/files/F-2026-1.pdf")).toBe(false);
    expect(isMediaPath("api/method/ping")).toBe(false);
  });

  it("refuses traversal and odd names", () => {
    expect(isMediaPath("files/images/../../api")).toBe(false);
    expect(isMediaPath("files/images/..")).toBe(false);
    expect(isMediaPath("files/a/b/c/d/e.svg")).toBe(false);
    expect(isMediaPath("files/images/.hidden")).toBe(false);
  });
});
