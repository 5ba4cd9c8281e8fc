import { describe, expect, it } from "vitest";
import { clientNavigationTarget } from "~/shell/client-links";

const ORIGIN = "https://shop.example";
const click = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
const link = (href: string, attributes: { target?: string; download?: boolean } = {}) => ({
  href,
  target: attributes.target ?? "",
  hasAttribute: (name: string) => name === "download" && attributes.download === true,
});

describe("clientNavigationTarget", () => {
  it("navigates in the page to a link of the shop, with its query and hash", () => {
    expect(clientNavigationTarget(click, link(`${ORIGIN}/en/shop?family_lev1=FE#top`), ORIGIN)).toBe("/en/shop?family_lev1=FE#top");
  });

  it("leaves other sites, new tabs and downloads to the browser", () => {
    expect(clientNavigationTarget(click, link("https://other.example/shop"), ORIGIN)).toBeNull();
    expect(clientNavigationTarget(click, link(`${ORIGIN}/shop`, { target: "_blank" }), ORIGIN)).toBeNull();
    expect(clientNavigationTarget(click, link(`${ORIGIN}/flyer.pdf`, { download: true }), ORIGIN)).toBeNull();
    expect(clientNavigationTarget(click, link(`${ORIGIN}/shop`, { target: "_self" }), ORIGIN)).toBe("/shop");
  });

  it("leaves modified and non-primary clicks, handled clicks and clicks beside a link alone", () => {
    for (const modifier of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const) {
      expect(clientNavigationTarget({ ...click, [modifier]: true }, link(`${ORIGIN}/shop`), ORIGIN)).toBeNull();
    }
    expect(clientNavigationTarget({ ...click, button: 1 }, link(`${ORIGIN}/shop`), ORIGIN)).toBeNull();
    expect(clientNavigationTarget({ ...click, defaultPrevented: true }, link(`${ORIGIN}/shop`), ORIGIN)).toBeNull();
    expect(clientNavigationTarget(click, null, ORIGIN)).toBeNull();
  });
});
