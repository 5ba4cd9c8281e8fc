// The header's product search without JavaScript: a GET form to /shop?text= (the mobile one needs a
// text), whose results page shows the search in the box; and the autocomplete resource the
// enhanced box asks (its keyboard and suggestions list: tests/e2e/shell.spec.ts; when it asks:
// app/shell/autocomplete.test.ts).
import { within } from "@testing-library/dom";
import { expect, test } from "vitest";
import { Visitor } from "./support/visitor";

const visitor = new Visitor();

test("the search boxes are GET forms to the page language's /shop with a `text` field; the mobile one needs a text", async () => {
  const page = await visitor.page("/en");
  const [desktop, mobile] = page.getAllByRole("search") as HTMLFormElement[];
  for (const form of [desktop!, mobile!]) {
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/en/shop");
    const box = within(form).getByRole("searchbox", { name: "Search products" }) as HTMLInputElement;
    expect(box.name).toBe("text");
    expect(within(form).getByRole("button", { name: "Search" }).getAttribute("type")).toBe("submit");
  }
  expect(desktop!.classList.contains("search-form--desktop")).toBe(true);
  expect((within(desktop!).getByRole("searchbox") as HTMLInputElement).required).toBe(false);
  // The mobile form sits in the header's search <details>, opened by its summary.
  expect(mobile!.closest("details")?.querySelector("summary")?.getAttribute("aria-label")).toBe("Search products");
  expect((within(mobile!).getByRole("searchbox") as HTMLInputElement).required).toBe(true);
});

test("the results of a search show it in the search box", async () => {
  const page = await visitor.page("/en/shop?text=drill");
  expect(page.status).toBe(200);
  const desktop = page.getAllByRole("search")[0]!;
  expect((within(desktop).getByRole("searchbox", { name: "Search products" }) as HTMLInputElement).value).toBe("drill");
});

test("the autocomplete resource refuses a too short or too long query and answers up to five suggestions that shared caches may keep a minute", async () => {
  const tooShort = await visitor.get("/api/autocomplete?q=ab");
  expect(tooShort.status).toBe(400);
  expect(tooShort.headers.get("cache-control")).toBe("no-store");
  expect((await visitor.get(`/api/autocomplete?q=${"x".repeat(101)}`)).status).toBe(400);

  const answer = await visitor.get("/en/api/autocomplete?q=tassello");
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("public, max-age=60");
  const body = (await answer.json()) as { suggestions: { name: string; href: string }[] };
  expect(body.suggestions.length).toBeGreaterThan(0);
  expect(body.suggestions.length).toBeLessThanOrEqual(5);
  expect((await visitor.get("/de/api/autocomplete?q=tassello")).status).toBe(404);
});
