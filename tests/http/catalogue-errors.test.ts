// Addresses the shop has no page for, or cannot read (was tests/e2e/malformed-urls.spec.ts and the
// 404 tests of tests/e2e/home.spec.ts and tests/e2e/content.spec.ts): another language prefix and
// unknown content pages are 404s inside the shell with the five ways on; bad percent-encoding in the
// path or the query and an overlong path answer 400 inside the shell with a way home and a translated
// text, never a 500; a POST to such an address is refused plainly; the shop serves normally after them.
import { within } from "@testing-library/dom";
import { expect, test } from "vitest";
import { href } from "./support/catalogue";
import { Visitor, type HtmlPage } from "./support/visitor";

/** The 404 panel's links (home, account, forgotten password, about us, contact). */
function notFoundLinks(page: HtmlPage): string[] {
  const panel = page.getByRole("heading", { level: 1 }).closest("section") as HTMLElement;
  return within(panel)
    .getAllByRole("link")
    .map((link) => href(link));
}

test("any other language prefix is a 404 with the shell and the five links", async () => {
  const page = await new Visitor().page("/de");
  expect(page.status).toBe(404);
  expect(page.getByRole("heading", { level: 1, name: "Pagina non trovata" })).toBeTruthy();
  expect(notFoundLinks(page)).toEqual(["/", "/pages/account", "/pages/forgot-password", "/pages/about-us", "/pages/contact-us"]);
  expect(page.getByRole("navigation", { name: "Categorie" })).toBeTruthy();
});

test("unknown blog posts, web pages and single pages are 404 inside the shell", async () => {
  const visitor = new Visitor();
  for (const path of [
    "/pages/blog/no-such-post",
    "/en/web-page/no-such-page",
    "/pages/single/no-such-page",
    "/pages/blog?page=99",
    "/en/newsletter",
  ]) {
    const page = await visitor.page(path);
    expect(page.status, path).toBe(404);
    expect(page.getByRole("banner"), path).toBeTruthy();
    expect(notFoundLinks(page), path).toHaveLength(5);
  }
});

const cases = [
  {
    path: "/%ZZ",
    title: "Abbiamo un piccolo problema",
    text: "L'indirizzo di questa pagina non è scritto correttamente.",
    home: "Torna alla home",
    to: "/",
  },
  {
    path: "/en/%ZZ",
    title: "We have a little problem",
    text: "The address of this page is not written correctly.",
    home: "Go back to home",
    to: "/en",
  },
  {
    path: `/en/shop/${"a".repeat(3_000)}`,
    title: "We have a little problem",
    text: "The address of this page is not written correctly.",
    home: "Go back to home",
    to: "/en",
  },
  {
    path: "/shop?text=%E0%A4%A",
    title: "Abbiamo un piccolo problema",
    text: "L'indirizzo di questa pagina non è scritto correttamente.",
    home: "Torna alla home",
    to: "/",
  },
];

for (const { path, title, text, home, to } of cases) {
  test(`${path.slice(0, 40)} answers 400 inside the shell, translated, with a way home`, async () => {
    const visitor = new Visitor();
    const page = await visitor.page(path);
    expect(page.status).toBe(400);
    expect(page.getByRole("banner")).toBeTruthy();
    expect(page.getByRole("heading", { level: 1 }).textContent).toBe(title);
    expect(page.getByRole("alert").textContent).toContain(text);
    expect(href(page.getByRole("link", { name: home }))).toBe(to);
    const homePage = await visitor.page(to);
    expect(homePage.status).toBe(200);
    expect(homePage.document.querySelectorAll(".product-card").length).toBeGreaterThan(0);
  });
}

test("a post to an address that cannot be read is refused plainly, before any action", async () => {
  const visitor = new Visitor();
  const answer = await visitor.post("/en/cart?sku=%ZZ", { intent: "add" });
  expect(answer.status).toBe(400);
  expect(await answer.text()).toBe("This address is not written correctly.");
  expect((await visitor.get("/shop?text=viti")).status).toBe(200);
});
