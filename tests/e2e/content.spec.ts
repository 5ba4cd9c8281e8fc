// The content pages with JavaScript on and off, in Italian and English: the CMS home, the blog,
// CMS pages, flyers, brands, the contact form, the newsletter sign-up, 404s and accessibility.
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { seriousViolations } from "./support/axe";

const TEXTS = {
  it: {
    prefix: "",
    slider: "In evidenza",
    pause: "Metti in pausa lo scorrimento",
    play: "Avvia lo scorrimento",
    promotions: "Promozioni",
    categories: "Acquista per categoria",
    brands: "I nostri marchi",
    departments: "Reparti più visitati",
    flyers: "Volantini",
    featured: "Nuovi arrivi",
    consentRequired: "Il consenso al trattamento dei dati personali è obbligatorio",
    contactSent: "Richiesta inviata, ti risponderemo presto",
    send: "Invia richiesta",
    subscribe: "Iscriviti",
    subscribed: "Grazie: la tua iscrizione alla newsletter è confermata.",
    already: "Questo indirizzo è già iscritto alla newsletter.",
    invalid: "Questo indirizzo email non è valido: controllalo e riprova.",
    notFound: "Pagina non trovata",
  },
  en: {
    prefix: "/en",
    slider: "Highlights",
    pause: "Pause the slideshow",
    play: "Play the slideshow",
    promotions: "Promotions",
    categories: "Shop by category",
    brands: "Our brands",
    departments: "Popular departments",
    flyers: "Flyers",
    featured: "New arrivals",
    consentRequired: "Consent to personal data processing is required",
    contactSent: "Request sent, we will answer soon",
    send: "Send request",
    subscribe: "Subscribe",
    subscribed: "Thank you: your subscription to the newsletter is confirmed.",
    already: "This address is already subscribed to the newsletter.",
    invalid: "This email address is not valid: please check it and try again.",
    notFound: "This page could not be found",
  },
} as const;

type Lang = keyof typeof TEXTS;

function section(page: Page, name: string) {
  return page.getByRole("region", { name, exact: true });
}

for (const lang of ["it", "en"] as const) {
  const text = TEXTS[lang];

  test(`${lang}: the home page shows every CMS block and the new arrivals`, async ({ page, javaScriptEnabled }) => {
    const response = await page.goto(`${text.prefix}/`);
    expect(response?.status()).toBe(200);
    const slider = page.getByRole("region", { name: text.slider });
    await expect(slider).toBeVisible();
    expect(await slider.locator(".slide").count()).toBeGreaterThanOrEqual(2);
    await expect(slider.locator(".slide img").first()).toHaveAttribute("loading", "eager");
    await expect(slider.locator(".slide img").nth(1)).toHaveAttribute("loading", "lazy");
    if (javaScriptEnabled) {
      await expect(slider.getByRole("button", { name: text.pause })).toBeVisible();
    } else {
      await expect(slider.getByRole("button")).toHaveCount(0);
    }
    await expect(section(page, text.promotions).getByRole("link").first()).toBeVisible();
    expect(await section(page, text.categories).getByRole("link").count()).toBeGreaterThanOrEqual(4);
    await expect(section(page, text.brands).locator("a.tile").first()).toHaveAttribute(
      "href",
      new RegExp(`^${text.prefix}/shop\\?filters-id_brand=`),
    );
    expect(await section(page, text.departments).getByRole("link").count()).toBeGreaterThanOrEqual(2);
    const flyer = section(page, text.flyers).locator("a.flyer").first();
    await expect(flyer).toHaveAttribute("href", /^\/media\/[^/]+\/files\/flyers\/.+\.pdf$/);
    await expect(flyer).toHaveAttribute("target", "_blank");
    await expect(flyer).toHaveAttribute("rel", /noopener/);
    await expect(flyer).toHaveAccessibleName(/PDF/);
    const products = section(page, text.featured).locator(".product-card");
    expect(await products.count()).toBeGreaterThanOrEqual(4);
    await expect(products.first().locator(".price__current")).toContainText("€");
  });

  test(`${lang}: read a blog post from the list, and page through the blog`, async ({ page }) => {
    await page.goto(`${text.prefix}/pages/blog`);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    const first = page.locator(".post-card").first();
    const title = (await first.getByRole("heading", { level: 2 }).textContent())!.trim();
    await first.getByRole("heading", { level: 2 }).getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.locator(".blog-post time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(page.locator(".blog-post .post-card__meta")).toContainText(lang === "it" ? "di " : "by ");
    await expect(page.locator(".blog-post .rich-text p").first()).toBeVisible();
    await expect(page).toHaveTitle(`${title} – Ferramenta Pro`);

    await page.goto(`${text.prefix}/pages/blog`);
    const pager = page.getByRole("navigation", { name: lang === "it" ? "Pagine" : "Pages" });
    await pager.getByRole("link", { name: lang === "it" ? "Pagina 2" : "Page 2" }).click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/pages/blog\\?page=2$`));
    await expect(pager.getByRole("link", { name: lang === "it" ? "Pagina 2" : "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator(".post-card").first()).toBeVisible();
  });

  test(`${lang}: CMS pages render sanitised HTML in the shell`, async ({ page }) => {
    for (const path of ["/pages/about-us", "/web-page/privacy", "/pages/single/spedizioni"]) {
      const response = await page.goto(`${text.prefix}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator(".cms-page h1")).not.toBeEmpty();
      await expect(page.locator(".cms-page .rich-text h2").first()).toBeVisible();
      await expect(page.locator(".cms-page script")).toHaveCount(0);
      await expect(page.locator(".site-header")).toBeVisible();
    }
  });

  test(`${lang}: flyers open their PDF in a new tab, brands lead to the shop`, async ({ page, request }) => {
    await page.goto(`${text.prefix}/pages/flyers`);
    const flyers = page.locator("a.flyer");
    expect(await flyers.count()).toBeGreaterThanOrEqual(2);
    await expect(flyers.first()).toHaveAttribute("target", "_blank");
    await expect(flyers.first()).toHaveAccessibleName(/PDF/);
    const pdf = await request.get((await flyers.first().getAttribute("href"))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    await page.goto(`${text.prefix}/pages/brands`);
    const tiles = page.locator(".tile-grid--brand a");
    expect(await tiles.count()).toBeGreaterThanOrEqual(6);
    const all = page.locator(".brand-list a");
    expect(await all.count()).toBeGreaterThan(await tiles.count());
    await all.first().click();
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/shop\\?filters-id_brand=`));
  });

  test(`${lang}: the contact form needs consent, then sends the request`, async ({ page }) => {
    await page.goto(`${text.prefix}/pages/contact-us`);
    const form = page.locator("form.contact-form");
    await form.getByLabel(lang === "it" ? "Nome e cognome" : "Name and surname").fill("Mario Rossi");
    await form.getByLabel("Email", { exact: false }).first().fill("mario.rossi@example.com");
    await form.getByLabel(lang === "it" ? "Azienda" : "Company").fill("Rossi Srl");
    await form.getByLabel(lang === "it" ? "Messaggio" : "Message").fill("Vorrei un preventivo per 200 tasselli.");
    await form.getByRole("button", { name: text.send }).click();
    await expect(page.getByText(text.consentRequired)).toBeVisible();
    // Nothing lost: the answers are still in the form.
    await expect(form.getByLabel(lang === "it" ? "Azienda" : "Company")).toHaveValue("Rossi Srl");
    await expect(page.locator(".form-answer")).toHaveCount(0);

    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: text.send }).click();
    await expect(page.locator(".form-answer")).toContainText(text.contactSent);
    await expect(page.locator(".form-answer")).toContainText(lang === "it" ? "Inviata" : "Success");
    await expect(form.getByLabel(lang === "it" ? "Azienda" : "Company")).toHaveValue("");
  });
}

test("an assistance link from a product page prefills the contact form", async ({ page }) => {
  await page.goto("/en/pages/contact-us?type=assistance&sku=FE10275");
  await expect(page.getByText("Assistance request for article FE10275.")).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("Assistance for article FE10275");
  await expect(page.locator('input[name="type"]')).toHaveValue("assistance");
  await expect(page.locator('input[name="sku"]')).toHaveValue("FE10275");
});

test("the contact form asks for the required fields and a real address", async ({ page }) => {
  await page.goto("/pages/contact-us");
  await page.getByLabel("Email", { exact: false }).first().fill("someone@nowhere");
  await page.getByRole("button", { name: TEXTS.it.send }).click();
  await expect(page.locator("#contact-name-error, [id$='name-error']").first()).toHaveText("Campo obbligatorio");
  await expect(page.getByText("Inserisci un indirizzo email valido")).toBeVisible();
});

async function subscribe(page: Page, lang: Lang, email: string) {
  const form = page.locator("form.newsletter__form");
  await form.getByRole("textbox").fill(email);
  await form.getByRole("button", { name: TEXTS[lang].subscribe }).click();
}

for (const lang of ["it", "en"] as const) {
  const text = TEXTS[lang];
  test(`${lang}: newsletter sign-up, the same address again, and an invalid one`, async ({ page }, info) => {
    const email = `news-${lang}-${info.project.name}-${Date.now()}@example.com`;
    await page.goto(`${text.prefix}/pages/blog`);
    await subscribe(page, lang, email);
    await expect(page.getByText(text.subscribed)).toBeVisible();
    // Without JavaScript the answer comes back on the page the reader was on.
    await expect(page).toHaveURL(new RegExp(`${text.prefix}/pages/blog$`));

    await subscribe(page, lang, email);
    await expect(page.getByText(text.already)).toBeVisible();

    await subscribe(page, lang, "someone@nowhere");
    await expect(page.getByText(text.invalid)).toBeVisible();
  });
}

test("unknown blog posts, web pages and single pages are 404 inside the shell", async ({ page }) => {
  for (const path of [
    "/pages/blog/no-such-post",
    "/en/web-page/no-such-page",
    "/pages/single/no-such-page",
    "/pages/blog?page=99",
    "/en/newsletter",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator(".site-header")).toBeVisible();
    await expect(page.locator(".error-panel__links a")).toHaveCount(5);
  }
});

test("the slider is usable with the keyboard: pause, play, next", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "the slider controls need JavaScript; without it the slides are a scrolling row");
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

// The audit covers what the content pages own: the page body and the footer's newsletter form
// (the header and the CMS footer belong to the shell and are audited with it).
test("the slider plays by itself every 3 s and holds while the pointer is on it", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "autoplay needs JavaScript");
  await page.goto("/");
  const slider = page.getByRole("region", { name: "In evidenza" });
  const current = () => slider.locator('.slider__dot[aria-current="true"]').getAttribute("aria-label");
  await expect(slider.getByRole("button", { name: "Metti in pausa lo scorrimento" })).toBeVisible();
  const first = await current();
  await expect.poll(current, { timeout: 6000 }).not.toBe(first);

  await slider.locator(".slider__viewport").hover();
  const held = await current();
  await page.waitForTimeout(3500);
  expect(await current()).toBe(held);
});

test.describe("accessibility", () => {
  test.use({ bypassCSP: true });
  const pages = [
    "/",
    "/en",
    "/pages/blog",
    "/en/pages/blog/come-scegliere-il-trapano-giusto",
    "/pages/flyers",
    "/en/pages/brands",
    "/pages/about-us",
    "/en/web-page/privacy",
    "/pages/contact-us",
    "/en/pages/contact-us?type=assistance&sku=FE10275",
  ];
  for (const path of pages) {
    test(`${path} has no serious or critical axe violations`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "axe-core runs as a script in the page");
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
