import { describe, expect, it } from "vitest";
import { dropsSecureCookies } from "./secure-cookies";

describe("dropsSecureCookies", () => {
  it("is true over plain http on an address other than the machine itself", () => {
    for (const address of ["http://192.168.1.20:3000/pages/login", "http://shop.example/", "http://[fe80::1]:3000/"]) {
      expect(dropsSecureCookies(new URL(address)), address).toBe(true);
    }
  });

  it("is false over https, and over plain http on the machine itself", () => {
    for (const address of [
      "https://192.168.1.20/",
      "http://localhost:3000/",
      "http://shop.localhost/",
      "http://127.0.0.1:3000/",
      "http://[::1]:3000/",
    ]) {
      expect(dropsSecureCookies(new URL(address)), address).toBe(false);
    }
  });
});
