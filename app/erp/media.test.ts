import { describe, expect, it } from "vitest";
import { mediaUrl } from "./media";

const ERP = ["http://erp.example:8000", "https://hub.example"];

describe("mediaUrl", () => {
  it("maps relative ERP files to the media proxy, with or without the leading slash", () => {
    expect(mediaUrl("/files/images/FE10023-main.svg")).toBe("/media/files/images/FE10023-main.svg");
    expect(mediaUrl("files/FE10023.jpg")).toBe("/media/files/FE10023.jpg");
    expect(mediaUrl("/files/a.png?v=3")).toBe("/media/files/a.png");
  });

  it("maps absolute URLs on the ERP's own hosts to the media proxy", () => {
    expect(mediaUrl("http://erp.example:8000/files/images/a.svg", ERP)).toBe("/media/files/images/a.svg");
    expect(mediaUrl("https://hub.example/files/b.png?x=1", ERP)).toBe("/media/files/b.png");
  });

  it("keeps absolute http(s) URLs of other hosts", () => {
    expect(mediaUrl("https://cdn.example/a.png", ERP)).toBe("https://cdn.example/a.png");
    expect(mediaUrl("http://cdn.example/a.png")).toBe("http://cdn.example/a.png");
  });

  it("drops what is not a usable URL", () => {
    expect(mediaUrl("")).toBe("");
    expect(mediaUrl(null)).toBe("");
    expect(mediaUrl({ url: "/x" })).toBe("");
    expect(mediaUrl("javascript:alert(1)")).toBe("");
    expect(mediaUrl("data:image/png;base64,xx")).toBe("");
    expect(mediaUrl("//evil.example/x.png")).toBe("");
    expect(mediaUrl("/\\evil.example/x.png")).toBe("");
  });
});
