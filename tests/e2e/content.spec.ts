// The content pages where they need a browser (JavaScript on): the home slider's controls with the
// keyboard and its autoplay that holds under the pointer (on the page's own clock), the contact form
// that checks as you go and posts only a complete request, and the newsletter sign-up answered in
// place by its fetcher. The pages and forms without JavaScript: tests/http/catalogue-content.test.ts
// and catalogue-home.test.ts; their axe audit: tests/e2e/a11y.spec.ts.
import { expect, test } from "./support/test";

test("the slider is usable with the keyboard: pause, play, next", async ({ page }) => {
  await page.goto("/en");
  const slider = page.getByRole("region", { name: "Highlights" });
  const pause = slider.getByRole("button", { name: "Pause the slideshow" });
  await pause.focus();
  await page.keyboard.press("Enter");
  await expect(slider.getByRole("button", { name: "Play the slideshow" })).toBeFocused();
  const dots = slider.locator(".slider__dot");
  const before = await dots.evaluateAll((all) => all.findIndex((dot) => dot.getAttribute("aria-current") === "true"));
  await page.keyboard.press("Tab");
  await expect(slider.getByRole("button", { name: "Previous slide" })).toBeFocused();
  await slider.getByRole("button", { name: "Next slide" }).focus();
  await page.keyboard.press("Enter");
  const count = await dots.count();
  await expect(dots.nth((before + 1) % count)).toHaveAttribute("aria-current", "true");
});

test("the slider plays by itself every 3 s and holds while the pointer is on it", async ({ page }) => {
  // The page's clock is the test's: 3 s pass when the test says so, not on the wall.
  await page.clock.install();
  await page.goto("/");
  const slider = page.getByRole("region", { name: "In evidenza" });
  const current = () => slider.locator('.slider__dot[aria-current="true"]').getAttribute("aria-label");
  await expect(slider.getByRole("button", { name: "Metti in pausa lo scorrimento" })).toBeVisible();
  const first = await current();
  await page.clock.runFor(3_100);
  await expect.poll(current).not.toBe(first);

  await slider.locator(".slider__viewport").hover();
  const held = await current();
  await page.clock.runFor(6_500);
  expect(await current()).toBe(held);
  await page.mouse.move(0, 0);
  await page.clock.runFor(3_100);
  await expect.poll(current).not.toBe(held);
});

test("the contact form checks as you go and posts only a complete request, then empties", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/pages/contact-us")) posts.push(request.url());
  });
  await page.goto("/pages/contact-us");
  const form = page.locator("form.contact-form");
  await form.getByLabel("Email", { exact: false }).first().fill("someone@nowhere");
  await form.getByLabel("Email", { exact: false }).first().blur();
  await expect(form.getByText("Inserisci un indirizzo email valido")).toBeVisible();
  await form.getByRole("button", { name: "Invia richiesta" }).click();
  await expect(page.locator("#contact-name-error")).toHaveText("Campo obbligatorio");

  await form.getByLabel("Nome e cognome").fill("Mario Rossi");
  await form.getByLabel("Email", { exact: false }).first().fill("mario.rossi@example.com");
  await form.getByLabel("Azienda").fill("Rossi Srl");
  await form.getByLabel("Messaggio").fill("Vorrei un preventivo per 200 tasselli.");
  await form.getByRole("button", { name: "Invia richiesta" }).click();
  await expect(page.getByText("Il consenso al trattamento dei dati personali è obbligatorio")).toBeVisible();
  await expect(form.getByLabel("Azienda")).toHaveValue("Rossi Srl");
  expect(posts).toEqual([]);

  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Invia richiesta" }).click();
  await expect(page.locator(".form-answer")).toContainText("Richiesta inviata, ti risponderemo presto");
  await expect(form.getByLabel("Azienda")).toHaveValue("");
  expect(posts).toHaveLength(1);
});

test("the newsletter sign-up answers under the field, without leaving the page", async ({ page }, info) => {
  const email = `news-js-${info.workerIndex}-${Date.now()}@example.com`;
  await page.goto("/pages/blog");
  await page.evaluate(() => ((window as unknown as { stay: string }).stay = "same document"));
  const form = page.locator("form.newsletter__form");
  const answer = page.locator("#newsletter-answer");
  await form.getByRole("textbox").fill(email);
  await form.getByRole("button", { name: "Iscriviti" }).click();
  await expect(answer).toHaveText("Grazie: la tua iscrizione alla newsletter è confermata.");
  await expect(form.getByRole("textbox")).toHaveValue("");

  await form.getByRole("textbox").fill(email);
  await form.getByRole("button", { name: "Iscriviti" }).click();
  await expect(answer).toHaveText("Questo indirizzo è già iscritto alla newsletter.");
  await form.getByRole("textbox").fill("someone@nowhere");
  await form.getByRole("button", { name: "Iscriviti" }).click();
  await expect(answer).toHaveText("Questo indirizzo email non è valido: controllalo e riprova.");
  await expect(page).toHaveURL(/\/pages\/blog$/);
  expect(await page.evaluate(() => (window as unknown as { stay?: string }).stay)).toBe("same document");
});
