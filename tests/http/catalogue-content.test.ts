// The content pages as a JavaScript-off browser gets and posts them, in Italian and English (was most
// of tests/e2e/content.spec.ts): the blog and its pages, CMS pages with sanitised HTML, flyers (their
// PDFs), brands, the contact form (consent, required fields, a real address, the assistance prefill,
// sending) and the newsletter sign-up, whose answer comes back as a message on the page the reader was on.
import { within } from "@testing-library/dom";
import { expect, test } from "vitest";
import { href } from "./support/catalogue";
import { Visitor, type HtmlPage } from "./support/visitor";
import { press } from "./support/forms";

const TEXTS = {
  it: {
    prefix: "",
    pages: "Pagine",
    page2: "Pagina 2",
    by: "di ",
    flyers: "Volantini",
    featuredBrands: "In evidenza",
    name: "Nome e cognome",
    company: "Azienda",
    message: "Messaggio",
    consentRequired: "Il consenso al trattamento dei dati personali è obbligatorio",
    contactSent: "Richiesta inviata, ti risponderemo presto",
    success: "Inviata",
    send: "Invia richiesta",
    subscribe: "Iscriviti",
    email: "Il tuo indirizzo email",
    subscribed: "Grazie: la tua iscrizione alla newsletter è confermata.",
    already: "Questo indirizzo è già iscritto alla newsletter.",
    invalid: "Questo indirizzo email non è valido: controllalo e riprova.",
  },
  en: {
    prefix: "/en",
    pages: "Pages",
    page2: "Page 2",
    by: "by ",
    flyers: "Flyers",
    featuredBrands: "Featured",
    name: "Name and surname",
    company: "Company",
    message: "Message",
    consentRequired: "Consent to personal data processing is required",
    contactSent: "Request sent, we will answer soon",
    success: "Success",
    send: "Send request",
    subscribe: "Subscribe",
    email: "Your email address",
    subscribed: "Thank you: your subscription to the newsletter is confirmed.",
    already: "This address is already subscribed to the newsletter.",
    invalid: "This email address is not valid: please check it and try again.",
  },
} as const;

/** The value of the field labelled `label`. */
const valueOf = (page: HtmlPage, label: string) => (page.getByLabelText(label, { exact: false }) as HTMLInputElement).value;

for (const lang of ["it", "en"] as const) {
  const text = TEXTS[lang];

  test(`${lang}: a blog post read from the list, and the blog's second page`, async () => {
    const visitor = new Visitor();
    const blog = await visitor.page(`${text.prefix}/pages/blog`);
    expect(blog.getByRole("heading", { level: 1, name: "Blog" })).toBeTruthy();
    const firstTitle = blog.getAllByRole("heading", { level: 2 })[0]!;
    const title = firstTitle.textContent!.trim();
    const post = await visitor.page(href(within(firstTitle).getByRole("link")));
    expect(post.status).toBe(200);
    expect(post.getByRole("heading", { level: 1, name: title })).toBeTruthy();
    const article = post.getByRole("article");
    expect(article.querySelector("time")?.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(within(article).getByText(new RegExp(`${text.by}\\S+`))).toBeTruthy();
    expect(article.querySelector(".rich-text p")?.textContent?.trim()).toBeTruthy();
    expect(post.document.title).toBe(`${title} – Ferramenta Pro`);

    const pager = within(blog.getByRole("navigation", { name: text.pages }));
    const second = await visitor.page(href(pager.getByRole("link", { name: text.page2 })));
    expect(second.url).toMatch(new RegExp(`${text.prefix}/pages/blog\\?page=2$`));
    expect(
      within(second.getByRole("navigation", { name: text.pages }))
        .getByRole("link", { name: text.page2 })
        .getAttribute("aria-current"),
    ).toBe("page");
    const secondTitles = second.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(secondTitles.length).toBeGreaterThan(0);
    expect(secondTitles).not.toContain(title);
  });

  test(`${lang}: CMS pages render sanitised HTML in the shell`, async () => {
    const visitor = new Visitor();
    for (const path of ["/pages/about-us", "/web-page/privacy", "/pages/single/spedizioni"]) {
      const page = await visitor.page(`${text.prefix}${path}`);
      expect(page.status, path).toBe(200);
      const body = page.document.querySelector(".cms-page") as HTMLElement;
      expect(within(body).getByRole("heading", { level: 1 }).textContent?.trim(), path).toBeTruthy();
      expect(within(body).getAllByRole("heading", { level: 2 }).length, path).toBeGreaterThan(0);
      expect(body.querySelectorAll("script"), path).toHaveLength(0);
      expect(page.getByRole("banner"), path).toBeTruthy();
    }
  });

  test(`${lang}: flyers open their PDF in a new tab, brands lead to the shop`, async () => {
    const visitor = new Visitor();
    const flyers = (await visitor.page(`${text.prefix}/pages/flyers`)).getAllByRole("link", { name: /PDF/ });
    expect(flyers.length).toBeGreaterThanOrEqual(2);
    expect(flyers[0]!.getAttribute("target")).toBe("_blank");
    const pdf = await visitor.get(href(flyers[0]!));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");

    const brands = await visitor.page(`${text.prefix}/pages/brands`);
    const [featured, all] = brands.getAllByRole("region").filter((region) => region.closest("main"));
    const tiles = within(featured!).getAllByRole("link");
    expect(tiles.length).toBeGreaterThanOrEqual(6);
    const everyBrand = within(all!).getAllByRole("link");
    expect(everyBrand.length).toBeGreaterThan(tiles.length);
    expect(href(everyBrand[0]!)).toMatch(new RegExp(`^${text.prefix}/shop\\?filters-id_brand=`));
    expect((await visitor.get(href(everyBrand[0]!))).status).toBe(200);
  });

  test(`${lang}: the contact form needs consent, keeping the answers, then sends the request`, async () => {
    const visitor = new Visitor();
    const form = await visitor.page(`${text.prefix}/pages/contact-us`);
    const answers = {
      name: "Mario Rossi",
      email: "mario.rossi@example.com",
      company: "Rossi Srl",
      message: "Vorrei un preventivo per 200 tasselli.",
    };
    const refused = await visitor.parse(await press(visitor, form.getByRole("button", { name: text.send }), answers));
    expect(refused.getByText(text.consentRequired)).toBeTruthy();
    // Nothing lost: the answers are still in the form.
    expect(valueOf(refused, text.company)).toBe("Rossi Srl");
    expect(valueOf(refused, text.message)).toBe(answers.message);
    expect(refused.queryByText(text.contactSent, { exact: false })).toBeNull();

    const sent = await visitor.parse(await press(visitor, refused.getByRole("button", { name: text.send }), { consent: "on" }));
    expect(sent.status).toBe(200);
    const answer = within(sent.getAllByRole("status").find((status) => status.classList.contains("form-answer"))!);
    expect(answer.getByText(text.contactSent, { exact: false })).toBeTruthy();
    expect(answer.getByText(text.success)).toBeTruthy();
    expect(valueOf(sent, text.company)).toBe("");
  });

  test(`${lang}: newsletter sign-up, the same address again, and an invalid one, each answered on the page it came from`, async () => {
    const visitor = new Visitor();
    const email = `news-${lang}-http-${Date.now()}@example.com`;
    const path = `${text.prefix}/pages/blog`;
    const subscribe = async (address: string) => {
      const page = await visitor.page(path);
      const button = within(page.getByRole("contentinfo")).getByRole("button", { name: text.subscribe });
      const answer = await press(visitor, button, { email: address });
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe(path);
      return visitor.page(answer.headers.get("location")!);
    };
    expect((await subscribe(email)).getByText(text.subscribed)).toBeTruthy();
    expect((await subscribe(email)).getByText(text.already)).toBeTruthy();
    expect((await subscribe("someone@nowhere")).getByText(text.invalid)).toBeTruthy();
  });
}

test("an assistance link from a product page prefills the contact form", async () => {
  const page = await new Visitor().page("/en/pages/contact-us?type=assistance&sku=FE10275");
  expect(page.getByText("Assistance request for article FE10275.")).toBeTruthy();
  expect(valueOf(page, "Subject")).toBe("Assistance for article FE10275");
  const form = page.getByRole("button", { name: TEXTS.en.send }).closest("form") as HTMLFormElement;
  expect((form.querySelector('input[name="type"]') as HTMLInputElement).value).toBe("assistance");
  expect((form.querySelector('input[name="sku"]') as HTMLInputElement).value).toBe("FE10275");
});

test("the contact form asks for the required fields and a real address", async () => {
  const visitor = new Visitor();
  const form = await visitor.page("/pages/contact-us");
  const refused = await visitor.parse(await press(visitor, form.getByRole("button", { name: TEXTS.it.send }), { email: "someone@nowhere" }));
  const name = refused.getByLabelText("Nome e cognome", { exact: false });
  expect(refused.document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Campo obbligatorio");
  expect(refused.getByText("Inserisci un indirizzo email valido")).toBeTruthy();
});
