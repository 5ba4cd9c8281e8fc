// The shop's two languages as a browser without JavaScript meets them: the language switch keeps the
// page and its query and remembers the choice for 365 days; the remembered English sends a visitor
// who lands on the bare Italian home from outside to /en, never one who clicked "IT" inside the site;
// the head names the page's language versions (canonical, hreflang). The rule itself is unit-tested
// (app/platform/i18n.test.ts, "remembered locale"); the texts of a client navigation are tests/e2e/shell.spec.ts.
import { within } from "@testing-library/dom";
import { expect, test } from "vitest";
import { testShop } from "../support/shops";
import { Visitor, type HtmlPage } from "./support/visitor";

const shop = testShop();

/** The language switch's link to a language ("IT", "EN"). */
function switchTo(page: HtmlPage, language: "IT" | "EN"): string {
  const languages = within(page.getByRole("list", { name: /^(Lingua|Language)$/ }));
  return languages.getByRole("link", { name: language }).getAttribute("href")!;
}

/** A Remix cookie's value: URI-encoded base64 of JSON. */
function cookieJson(raw: string | undefined): unknown {
  return raw === undefined ? undefined : JSON.parse(Buffer.from(decodeURIComponent(raw), "base64").toString("utf8"));
}

test("the switch keeps the page and the query, and remembers the language for 365 days", async () => {
  const visitor = new Visitor();
  const italian = await visitor.page("/nothing-here?ref=abc");
  expect(italian.document.documentElement.lang).toBe("it");
  const englishPath = switchTo(italian, "EN");
  expect(englishPath).toBe("/en/nothing-here?ref=abc");

  const answer = await visitor.get(englishPath);
  expect(answer.status).toBe(404);
  const locale = answer.headers.getSetCookie().find((cookie) => cookie.startsWith("locale="));
  expect(locale).toMatch(/; Max-Age=31536000;/);
  expect(cookieJson(visitor.cookieValue("locale"))).toBe("en");
  const english = await visitor.parse(answer);
  expect(english.document.documentElement.lang).toBe("en");
  expect(english.getByRole("heading", { name: "This page could not be found" })).toBeTruthy();
  expect(english.document.title).toBe("This page could not be found – Ferramenta Pro");

  // Back to Italian from inside the site (the click sends the English page as Referer): it stays Italian.
  const italianPath = switchTo(english, "IT");
  expect(italianPath).toBe("/nothing-here?ref=abc");
  const back = await visitor.page(italianPath, { headers: { Referer: `${shop.url}${englishPath}` } });
  expect(back.status).toBe(404);
  expect(back.document.documentElement.lang).toBe("it");
});

test("a visitor landing on / from outside goes to /en when English was the last language; a click on IT inside the site is not overruled", async () => {
  const visitor = new Visitor();
  await visitor.get("/en").then((answer) => answer.body?.cancel());
  expect(cookieJson(visitor.cookieValue("locale"))).toBe("en");

  const bookmark = await visitor.get("/?from=bookmark");
  expect(bookmark.status).toBe(302);
  expect(bookmark.headers.get("Location")).toBe("/en?from=bookmark");
  const landed = await visitor.page(bookmark.headers.get("Location")!);
  expect(landed.document.documentElement.lang).toBe("en");

  const itPath = switchTo(landed, "IT");
  expect(itPath).toBe("/?from=bookmark");
  const clicked = await visitor.page(itPath, { headers: { Referer: `${shop.url}/en?from=bookmark` } });
  expect(clicked.status).toBe(200);
  expect(clicked.document.documentElement.lang).toBe("it");
});

test("the English home's head: title, canonical and the hreflang alternates, with the query", async () => {
  const page = await new Visitor().page("/en?x=1");
  const head = page.document.head;
  const href = (selector: string) => head.querySelector(selector)?.getAttribute("href");
  expect(page.document.title).toBe("Ferramenta Pro – wholesale distributor of hardware articles");
  expect(href('link[rel="canonical"]')).toBe(`${shop.url}/en?x=1`);
  expect(href('link[rel="alternate"][hreflang="it"]')).toBe(`${shop.url}/?x=1`);
  expect(href('link[rel="alternate"][hreflang="en"]')).toBe(`${shop.url}/en?x=1`);
  expect(href('link[rel="alternate"][hreflang="x-default"]')).toBe(`${shop.url}/?x=1`);
});

test("a page's texts are files of the build in its language, preloaded by its document and kept for good", async () => {
  const visitor = new Visitor();
  const page = await visitor.page("/en/pages/login");
  const preloaded = [...page.document.querySelectorAll('link[rel="preload"][as="fetch"]')].map((link) => link.getAttribute("href")!);
  expect(preloaded).toEqual([
    expect.stringMatching(/^\/build\/texts\/en\/common-[\w-]+\.json$/),
    expect.stringMatching(/^\/build\/texts\/en\/login-[\w-]+\.json$/),
  ]);
  // The document names the files; the texts themselves are not in it.
  expect(page.document.getElementById("page-texts")!.textContent).not.toContain("Sign in to your account");
  const login = await visitor.get(preloaded[1]!, { headers: { "Accept-Encoding": "br" } });
  expect(login.status).toBe(200);
  expect(login.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(login.headers.get("content-type")).toMatch(/^application\/json/);
  expect(((await login.json()) as { login: { heading: string } }).login.heading).toBe("Sign in to your account");
  // Another build's file of the same namespace is not served.
  expect((await visitor.get(preloaded[1]!.replace(/-[\w-]+\.json$/, "-0000000000aa.json"))).status).toBe(404);
});
