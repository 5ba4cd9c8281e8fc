import { describe, expect, it } from "vitest";
import { fixedT } from "~/platform/i18n.server";
import { webAppManifest } from "./manifest";

describe("webAppManifest", () => {
  it("opens the home page of its language, as one app for both", async () => {
    const italian = webAppManifest("it", await fixedT("it"));
    const english = webAppManifest("en", await fixedT("en"));
    expect([italian.start_url, italian.lang]).toEqual(["/", "it"]);
    expect([english.start_url, english.lang]).toEqual(["/en", "en"]);
    expect(english.id).toBe(italian.id);
    expect(english.short_name).toBe("Ferramenta Pro");
    expect(english.name).toBe("Ferramenta Pro – wholesale distributor of hardware articles");
  });

  it("has the icons installing asks for: 192 and 512 pixels, and a maskable one", async () => {
    const { icons } = webAppManifest("it", await fixedT("it"));
    expect(icons.filter((icon) => icon.purpose === "any").map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    expect(icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  });
});
