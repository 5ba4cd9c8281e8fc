import { describe, expect, it } from "vitest";
import { mediaHostsOf, mediaUrl, upstreamMediaUrl } from "./media";

const CONFIG = {
  ERP_API_URL: "http://erp.example:8000",
  ERP_HUB_URL: "https://hub.example/hub",
  CMS_URL: "https://hub.example/cms",
  ERP_MEDIA_HOSTS: ["https://img.example"],
  PUBLIC_MEDIA_BASE_URL: undefined,
};
const HOSTS = mediaHostsOf(CONFIG);

/** The URL the media route fetches for what a browser was given. */
function fetched(url: string): string | undefined {
  const parsed = new URL(url, "http://shop.example");
  return upstreamMediaUrl(parsed.pathname, parsed.search, HOSTS)?.href;
}

describe("mediaUrl", () => {
  it("serves relative ERP files through /media, by the ERP's exact path and query", () => {
    const link = mediaUrl("/files/images/FE10023-main.svg?v=3", HOSTS).url;
    expect(link).toMatch(/^\/media\/[A-Za-z0-9_-]+\/files\/images\/FE10023-main\.svg\?v=3$/);
    expect(fetched(link)).toBe("http://erp.example:8000/files/images/FE10023-main.svg?v=3");
    expect(fetched(mediaUrl("files/FE10023.jpg", HOSTS).url)).toBe("http://erp.example:8000/files/FE10023.jpg");
  });

  it("serves absolute URLs on any ERP host, at any path, through /media without naming the host", () => {
    for (const url of [
      "http://erp.example:8000/images/a.jpg?w=300&h=200",
      "https://hub.example/pdf/flyers/autunno.pdf",
      "https://img.example/prodotti/a%20b.webp",
    ]) {
      const link = mediaUrl(url, HOSTS).url;
      expect(link).toMatch(/^\/media\//);
      expect(link).not.toContain("example");
      expect(fetched(link)).toBe(url);
    }
  });

  it("drops a URL on an unknown host, naming the host", () => {
    expect(mediaUrl("https://cdn.elsewhere.example/a.png", HOSTS)).toEqual({ url: "", unknownHost: "cdn.elsewhere.example" });
  });

  it("links images to the public media base when there is one, never documents", () => {
    const hosts = mediaHostsOf({ ...CONFIG, PUBLIC_MEDIA_BASE_URL: "https://cdn.example/erp/" });
    expect(mediaUrl("http://erp.example:8000/images/a.jpg?v=1", hosts).url).toBe("https://cdn.example/erp/images/a.jpg?v=1");
    expect(mediaUrl("http://erp.example:8000/pdf/docs/a.pdf", hosts, "document").url).toMatch(/^\/media\/.+\/pdf\/docs\/a\.pdf$/);
  });

  it("drops what is not a usable URL", () => {
    for (const value of [
      "",
      null,
      { url: "/x" },
      "javascript:alert(1)",
      "data:image/png;base64,xx",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
    ]) {
      expect(mediaUrl(value, HOSTS)).toEqual({ url: "" });
    }
  });
});

describe("upstreamMediaUrl", () => {
  it("fetches only from a configured host", () => {
    expect(fetched("/media/unknownkey/images/a.jpg")).toBeUndefined();
    expect(fetched("/media/images/a.jpg")).toBeUndefined();
    const key = mediaUrl("/x.png", HOSTS).url.split("/")[2]!;
    expect(fetched(`/media/${key}//evil.example/a.png`)).toBe("http://erp.example:8000//evil.example/a.png");
    expect(upstreamMediaUrl(`/media/${key}/../../x`, "", HOSTS)?.origin).toBe("http://erp.example:8000");
  });
});
