// Addresses that cannot be read (issue 27): bad percent-encoding in the path or the query, an
// overlong path. Each answers 400 with the shop's header, a way home and a translated text, never a
// 500, and the shop serves its pages normally after them.
import { expect, test } from "./support/test";

const cases = [
  { path: "/%ZZ", title: "Abbiamo un piccolo problema", text: "L'indirizzo di questa pagina non è scritto correttamente.", home: "Torna alla home" },
  { path: "/en/%ZZ", title: "We have a little problem", text: "The address of this page is not written correctly.", home: "Go back to home" },
  {
    path: `/en/shop/${"a".repeat(3_000)}`,
    title: "We have a little problem",
    text: "The address of this page is not written correctly.",
    home: "Go back to home",
  },
  {
    path: "/shop?text=%E0%A4%A",
    title: "Abbiamo un piccolo problema",
    text: "L'indirizzo di questa pagina non è scritto correttamente.",
    home: "Torna alla home",
  },
];

for (const { path, title, text, home } of cases) {
  test(`${path.slice(0, 40)} answers 400 inside the shell, translated`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(400);
    await expect(page.locator("header.site-header")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("alert")).toContainText(text);
    await page.getByRole("link", { name: home }).click();
    await expect(page).toHaveURL(path.startsWith("/en") ? /\/en$/ : /\/$/);
    await expect(page.locator(".product-card").first()).toBeVisible();
  });
}

test("a post to an address that cannot be read is refused plainly, before any action", async ({ request, baseURL, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "request-level: one browser mode is enough");
  const answer = await request.post("/en/cart?sku=%ZZ", { form: { intent: "add" }, headers: { Origin: baseURL! } });
  expect(answer.status()).toBe(400);
  expect(await answer.text()).toBe("This address is not written correctly.");
  expect((await request.get("/shop?text=viti")).status()).toBe(200);
});
