import { describe, expect, it } from "vitest";
import { offlinePageHtml } from "./offline-page";

describe("offlinePageHtml", () => {
  it("says in the address's language that the lists and the cart are on the server", () => {
    const italian = offlinePageHtml("it");
    expect(italian).toContain('<html lang="it">');
    expect(italian).toContain("<h1>Sei offline</h1>");
    expect(italian).toContain("Le tue liste e il carrello sono sul server");
    const english = offlinePageHtml("en");
    expect(english).toContain('<html lang="en">');
    expect(english).toContain("<h1>You are offline</h1>");
    expect(english).toContain("Your lists and cart are on the server");
  });

  it("is a static page: no script, and Try again asks for the same address", () => {
    const html = offlinePageHtml("en");
    expect(html).not.toMatch(/<script|\son\w+=/i);
    expect(html).toContain('<a href="">Try again</a>');
  });
});
