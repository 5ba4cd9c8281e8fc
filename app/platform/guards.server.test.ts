import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "./env.server";
import { enforceGuestNavigation, guestMayOpen, loginRedirect } from "./guards.server";

const ERP = {
  ERP_API_URL: "http://erp.invalid",
  ERP_HUB_URL: "http://erp.invalid/hub",
  CMS_URL: "http://erp.invalid/cms",
  ERP_APP_TOKEN: "x".repeat(16),
};

function thrown(work: () => unknown): Response {
  try {
    work();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("expected a thrown response");
}

afterEach(() => {
  loadEnv({ ...ERP });
});

describe("loginRedirect", () => {
  it("sends a guest to the login page of the page's language, with the way back", () => {
    loadEnv({ ...ERP });
    expect(loginRedirect(new Request("http://shop.test/en/pages/cart?tab=active")).headers.get("Location")).toBe(
      "/en/pages/login?redirectTo=%2Fen%2Fpages%2Fcart%3Ftab%3Dactive",
    );
    expect(loginRedirect(new Request("http://shop.test/pages/account")).headers.get("Location")).toBe("/pages/login?redirectTo=%2Fpages%2Faccount");
  });
});

describe("guest navigation", () => {
  it("lets guests open everything when on, and only the sign-in pages when off", () => {
    expect(guestMayOpen("/shop", true)).toBe(true);
    for (const path of [
      "/pages/login",
      "/en/pages/login_origin",
      "/pages/register",
      "/pages/register_origin",
      "/en/pages/forgot-password",
      "/pages/login/",
    ]) {
      expect(guestMayOpen(path, false)).toBe(true);
    }
    for (const path of ["/", "/en", "/shop", "/pages/account", "/pages/loginx", "/en/pages/login/../account"]) {
      expect(guestMayOpen(path, false)).toBe(false);
    }
  });

  it("GUEST_NAVIGATION=false sends guests to the login page, never a signed-in customer", () => {
    loadEnv({ ...ERP, GUEST_NAVIGATION: "false" });
    const guest = thrown(() => enforceGuestNavigation(new Request("http://shop.test/en/shop?text=vite"), false));
    expect(guest.headers.get("Location")).toBe("/en/pages/login?redirectTo=%2Fen%2Fshop%3Ftext%3Dvite");
    expect(() => enforceGuestNavigation(new Request("http://shop.test/pages/register"), false)).not.toThrow();
    expect(() => enforceGuestNavigation(new Request("http://shop.test/shop"), true)).not.toThrow();
  });

  it("does nothing when GUEST_NAVIGATION is on (the default)", () => {
    loadEnv({ ...ERP });
    expect(() => enforceGuestNavigation(new Request("http://shop.test/pages/account"), false)).not.toThrow();
  });
});
