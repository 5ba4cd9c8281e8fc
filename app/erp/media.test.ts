import { describe, expect, it } from "vitest";
import { mediaUrl } from "./media";

describe("mediaUrl", () => {
  it("maps relative ERP files to the media proxy", () => {
    expect(mediaUrl("/files/images/FE10023-main.svg")).toBe("/media/files/images/FE10023-main.svg");
  });

  it("keeps absolute http(s) URLs", () => {
    expect(mediaUrl("https://cdn.example/a.png")).toBe("https://cdn.example/a.png");
    expect(mediaUrl("http://cdn.example/a.png")).toBe("http://cdn.example/a.png");
  });

  it("drops what is not a usable URL", () => {
    expect(mediaUrl("")).toBe("");
    expect(mediaUrl(null)).toBe("");
    expect(mediaUrl("javascript:alert(1)")).toBe("");
    expect(mediaUrl("//evil.example/x.png")).toBe("");
    expect(mediaUrl("files/x.png")).toBe("");
  });
});
