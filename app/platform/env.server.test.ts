import { describe, expect, it } from "vitest";
import { EnvError, loadEnv, publicOrigin } from "./env.server";

const base = {
  ERP_API_URL: "http://127.0.0.1:4000",
  ERP_HUB_URL: "http://127.0.0.1:4000/hub",
  CMS_URL: "http://127.0.0.1:4000/cms",
  ERP_APP_TOKEN: "app-token-123456",
};

describe("loadEnv", () => {
  it("applies the documented defaults", () => {
    const env = loadEnv(base);
    expect(env.PORT).toBe(3000);
    expect(env.GUEST_NAVIGATION).toBe(true);
    expect(env.ERP_READ_TIMEOUT_MS).toBe(8000);
    expect(env.TRACKING_URL).toBeUndefined();
    expect(env.SHOP_SHOW_AVAILABILITY).toBe(false);
  });

  it("reads the availability switch as a flag", () => {
    expect(loadEnv({ ...base, SHOP_SHOW_AVAILABILITY: "on" }).SHOP_SHOW_AVAILABILITY).toBe(true);
    expect(loadEnv({ ...base, SHOP_SHOW_AVAILABILITY: "0" }).SHOP_SHOW_AVAILABILITY).toBe(false);
    expect(() => loadEnv({ ...base, SHOP_SHOW_AVAILABILITY: "sometimes" })).toThrow(/SHOP_SHOW_AVAILABILITY/);
  });

  it("treats empty variables as unset", () => {
    expect(loadEnv({ ...base, TRACKING_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("names the bad variable in one clear message", () => {
    expect(() => loadEnv({ ...base, ERP_HUB_URL: "not a url" })).toThrow(EnvError);
    expect(() => loadEnv({ ...base, ERP_HUB_URL: "not a url" })).toThrow(/ERP_HUB_URL/);
    expect(() => loadEnv({ ...base, GUEST_NAVIGATION: "maybe" })).toThrow(/GUEST_NAVIGATION/);
  });

  it("takes PUBLIC_ORIGIN as an http(s) origin without path", () => {
    expect(loadEnv({ ...base, PUBLIC_ORIGIN: "https://shop.example" }).PUBLIC_ORIGIN).toBe("https://shop.example");
    expect(loadEnv({ ...base, PUBLIC_ORIGIN: "https://Shop.Example:8443/" }).PUBLIC_ORIGIN).toBe("https://shop.example:8443");
    for (const bad of [
      "shop.example",
      "ftp://shop.example",
      "https://shop.example/it",
      "https://shop.example/?a=1",
      "https://user:pw@shop.example",
    ]) {
      expect(() => loadEnv({ ...base, PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });
});

describe("publicOrigin", () => {
  it("is PUBLIC_ORIGIN; outside production localhost on the shop's port; in production nothing without it", () => {
    expect(publicOrigin(loadEnv({ ...base, NODE_ENV: "production", PUBLIC_ORIGIN: "https://shop.example" }))).toBe("https://shop.example");
    expect(publicOrigin(loadEnv({ ...base, NODE_ENV: "development", PORT: "3100" }))).toBe("http://localhost:3100");
    expect(publicOrigin(loadEnv({ ...base, NODE_ENV: "production" }))).toBeNull();
  });
});
