// A sales agent's day, Italian and English, JavaScript on and off: Luca Bianchi signs in, is sent to
// the picker when he adds to the cart without a customer, finds Colorificio Verdi by VAT number,
// orders for them with pickup, fills their cart, switches to another customer of his (nothing of
// Verdi's stays on the page), comes back and saves the cart as a proposal. Verdi then signs in,
// finds the proposal marked as the agent's, makes it active and checks it out; the order list shows
// both orders and who placed each. Colorificio Verdi is this spec's own demo customer; the four
// variants share its cart, so they run one after the other in the `js` project (JavaScript is
// switched per variant with test.use).
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/test";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../demo-erp/customers";
import { signIn } from "./support/sign-in";

const LUCA = DEMO_AGENTS.find((agent) => agent.code === "AG01") as DemoAgent;
const VERDI = DEMO_CUSTOMERS.find((customer) => customer.company === "Colorificio Verdi S.r.l.") as DemoCustomer;
/** A generated customer of Luca's portfolio (ids 11001… are his), to switch to. */
const OTHER_CODE = "11002";

type Lang = "it" | "en";

const TEXTS = {
  en: {
    addToCart: "Add to cart",
    chooseFirst: "Choose a customer first: as a sales agent you order in a customer's name.",
    pickerTitle: "Choose a customer",
    search: "Search customers",
    searchButton: "Search",
    oneResultFor: (q: string) => `1 customer for “${q}”`,
    orderFor: "Order for ",
    orderingFor: (company: string, code: string) => `Ordering for ${company} (${code})`,
    change: "Change customer",
    linesToAdd: "Lines to add",
    addAll: "Add all to cart",
    resultsTitle: "Result, line by line",
    pickup: "Pickup at our headquarters",
    shipping: "Delivery to the selected address",
    prepare: "Check the order",
    send: "Send the order",
    savedName: "Name of the saved cart",
    saveAsProposal: "Save as proposal",
    proposalSaved: (company: string) => `Proposal saved for ${company}`,
    preparedByYourAgent: (name: string) => `Prepared by your agent ${name}`,
    activate: (name: string) => `Make ${name} the active cart`,
    activated: "The saved cart is now your active cart.",
    agentCart: (name: string) => `Agent cart · prepared by ${name}`,
    openOrder: (number: string) => `Open order ${number}`,
    placedByYourAgent: (name: string) => `Placed by your agent ${name}`,
    notFound: "This page could not be found",
  },
  it: {
    addToCart: "Aggiungi al carrello",
    chooseFirst: "Scegli prima un cliente: come agente ordini a nome di un cliente.",
    pickerTitle: "Scegli un cliente",
    search: "Cerca clienti",
    searchButton: "Cerca",
    oneResultFor: (q: string) => `1 cliente per “${q}”`,
    orderFor: "Ordina per ",
    orderingFor: (company: string, code: string) => `Stai ordinando per ${company} (${code})`,
    change: "Cambia cliente",
    linesToAdd: "Righe da aggiungere",
    addAll: "Aggiungi tutto al carrello",
    resultsTitle: "Esito, riga per riga",
    pickup: "Ritiro presso la nostra sede",
    shipping: "Consegna all'indirizzo selezionato",
    prepare: "Verifica l'ordine",
    send: "Invia l'ordine",
    savedName: "Nome del carrello salvato",
    saveAsProposal: "Salva come proposta",
    proposalSaved: (company: string) => `Proposta salvata per ${company}`,
    preparedByYourAgent: (name: string) => `Preparato dal tuo agente ${name}`,
    activate: (name: string) => `Rendi ${name} il carrello attivo`,
    activated: "Il carrello salvato è ora il carrello attivo.",
    agentCart: (name: string) => `Carrello agente · preparato da ${name}`,
    openOrder: (number: string) => `Apri l'ordine ${number}`,
    placedByYourAgent: (name: string) => `Inserito dal tuo agente ${name}`,
    notFound: "Pagina non trovata",
  },
} as const;

test.describe.configure({ mode: "serial" });

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "the variants share a customer's cart: they run once, in the js project, one after the other");
});

for (const lang of ["it", "en"] as const) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("an agent orders for a customer and leaves a proposal; the customer checks it out", async ({ page }) => {
        // A whole working day of an agent and a customer, about 60 page steps: three times the usual time-out.
        test.slow();
        const journey = new Journey(page, lang, javaScriptEnabled);
        const skus = await journey.articles();

        // The agent, with no customer yet, is sent to the picker when adding to the cart.
        await signIn(page, LUCA.username, { path: journey.path("/pages/login") });
        await expect(page).toHaveURL(journey.pickerUrl);
        await journey.hydrated();
        await page.goto(journey.path("/"));
        await page
          .locator(".product-card form.add-to-cart")
          .filter({ has: page.locator("button:enabled") })
          .first()
          .getByRole("button", { name: journey.t.addToCart })
          .click();
        await expect(page).toHaveURL(journey.pickerUrl);
        await expect(page.getByText(journey.t.chooseFirst)).toBeVisible();
        await journey.hydrated();

        // Finds Verdi by VAT number and orders for them with pickup.
        await journey.choose(VERDI.vat, VERDI.company, VERDI.id);
        await journey.addLines([`${skus[0]};2`]);
        const pickupOrder = await journey.checkOut(journey.t.pickup);

        // Fills Verdi's cart, then switches to another customer: nothing of Verdi's is on the page.
        await journey.addLines([`${skus[1]};3`, `${skus[2]};1`]);
        await page.goto(journey.path("/pages/cart?tab=active"));
        const figures = [await page.getByTestId("cart-net").innerText(), await page.getByTestId("cart-total").innerText()];
        await page.getByRole("link", { name: journey.t.change }).click();
        await expect(page.getByRole("heading", { name: journey.t.pickerTitle, level: 1 })).toBeVisible();
        const other = await journey.choose(OTHER_CODE, null, OTHER_CODE);
        for (const path of ["/", "/pages/cart?tab=active"]) {
          await page.goto(journey.path(path));
          await expect(page.getByText(journey.t.orderingFor(other, OTHER_CODE))).toBeVisible();
          const body = page.locator("body");
          await expect(body).not.toContainText(VERDI.company);
          for (const figure of figures) await expect(body).not.toContainText(figure);
        }
        for (const sku of skus.slice(1, 3)) await expect(page.locator(`.cart-line[data-sku="${sku}"]`)).toHaveCount(0);

        // Back to Verdi: the cart is theirs again, and the agent saves it as a proposal.
        await page.getByRole("link", { name: journey.t.change }).click();
        await expect(page.getByRole("heading", { name: journey.t.pickerTitle, level: 1 })).toBeVisible();
        await journey.choose(VERDI.vat, VERDI.company, VERDI.id);
        await page.goto(journey.path("/pages/cart?tab=active"));
        await expect(page.getByTestId("cart-net")).toHaveText(figures[0]!);
        const proposal = `Proposta ${lang} ${javaScriptEnabled ? "js" : "no-js"} ${Date.now()}`;
        await page.goto(journey.path("/pages/cart?tab=saved"));
        await page.getByLabel(journey.t.savedName).fill(proposal);
        await page.getByRole("button", { name: journey.t.saveAsProposal }).click();
        await expect(page.getByText(journey.t.proposalSaved(VERDI.company))).toBeVisible();

        // The customer finds the agent's proposal, makes it active and checks it out.
        await page.context().clearCookies();
        await signIn(page, VERDI.username, { path: journey.path("/pages/login") });
        await journey.hydrated();
        await page.goto(journey.path("/pages/cart?tab=saved"));
        const row = page.locator(`tr[data-saved-cart="${proposal}"]`);
        await expect(row).toContainText(journey.t.preparedByYourAgent(LUCA.name));
        await row.getByRole("button", { name: journey.t.activate(proposal) }).click();
        await expect(page.getByText(journey.t.activated)).toBeVisible();
        await page.goto(journey.path("/pages/cart?tab=active"));
        await expect(page.getByText(journey.t.agentCart(LUCA.name))).toBeVisible();
        for (const sku of skus.slice(1, 3)) await expect(page.locator(`.cart-line[data-sku="${sku}"]`)).toHaveCount(1);
        const ownOrder = await journey.checkOut(journey.t.shipping);

        // The order list shows both orders, and which one the agent placed.
        await page.goto(journey.path("/pages/orders"));
        const orderRow = (number: string) =>
          page.getByRole("row").filter({ has: page.getByRole("link", { name: journey.t.openOrder(number), exact: true }) });
        await expect(orderRow(pickupOrder)).toContainText(journey.t.placedByYourAgent(LUCA.name));
        await expect(orderRow(ownOrder)).toBeVisible();
        await expect(orderRow(ownOrder)).not.toContainText(journey.t.placedByYourAgent(LUCA.name));

        // The picker is the agents' alone.
        const response = await page.goto(journey.path("/pages/agent/customers"));
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { name: journey.t.notFound })).toBeVisible();
      });
    });
  }
}

/** The steps of the journey, as a person takes them in one language with JavaScript on or off. */
class Journey {
  readonly t;
  readonly pickerUrl: RegExp;

  constructor(
    private readonly page: Page,
    private readonly lang: Lang,
    private readonly javaScript: boolean,
  ) {
    this.t = TEXTS[lang];
    this.pickerUrl = new RegExp(`^[^?]*${this.path("/pages/agent/customers")}(\\?|$)`);
  }

  path(path: string): string {
    return this.lang === "en" ? `/en${path === "/" ? "" : path}` : path;
  }

  /** After a full page load caused by a click: with JavaScript on, wait until the page is interactive. */
  async hydrated(): Promise<void> {
    if (this.javaScript) await waitForHydration(this.page);
  }

  /** Three orderable articles of the home page (read before anyone signs in). */
  async articles(): Promise<string[]> {
    await this.page.goto(this.path("/"));
    const skus = await this.page
      .locator(".product-card form.add-to-cart")
      .evaluateAll((forms) =>
        forms
          .filter((form) => !(form.querySelector("button") as HTMLButtonElement).disabled)
          .map((form) => (form.querySelector('input[name="sku"]') as HTMLInputElement).value),
      );
    const distinct = [...new Set(skus)];
    expect(distinct.length).toBeGreaterThanOrEqual(3);
    return distinct.slice(0, 3);
  }

  /**
   * On the picker: searches (as the agent types with JavaScript, with the Search button without),
   * chooses the one customer found and returns their company as the banner shows it.
   */
  async choose(query: string, company: string | null, code: string): Promise<string> {
    const main = this.page.getByRole("main");
    await main.getByLabel(this.t.search).fill(query);
    if (!this.javaScript) await main.getByRole("button", { name: this.t.searchButton, exact: true }).click();
    await expect(main.getByRole("status").filter({ hasText: this.t.oneResultFor(query) })).toBeVisible();
    const choose = main
      .getByRole("table")
      .getByRole("button", { name: company ? `${this.t.orderFor}${company}` : new RegExp(`^${this.t.orderFor}`) });
    const chosen = company ?? (await choose.getAttribute("aria-label"))!.slice(this.t.orderFor.length);
    await choose.click();
    await expect(this.page.getByText(this.t.orderingFor(chosen, code))).toBeVisible();
    await this.hydrated();
    return chosen;
  }

  /** Adds "code;quantity" lines with the cart page's quick order. */
  async addLines(lines: string[]): Promise<void> {
    await this.page.goto(this.path("/pages/cart?tab=active"));
    await this.page.getByLabel(this.t.linesToAdd).fill(lines.join("\n"));
    await this.page.getByRole("button", { name: this.t.addAll }).click();
    await expect(this.page.getByRole("heading", { name: this.t.resultsTitle })).toBeVisible();
  }

  /** Checks the active cart out with the given delivery and returns the number the thank-you page shows. */
  async checkOut(delivery: string): Promise<string> {
    await this.page.goto(this.path("/pages/checkout"));
    await this.page.getByLabel(delivery).check();
    await this.page.getByRole("button", { name: this.t.prepare }).click();
    await this.page.getByRole("button", { name: this.t.send }).click();
    await expect(this.page).toHaveURL(new RegExp(`${this.path("/pages/thankyou")}$`));
    const number = (await this.page.getByTestId("order-number").innerText()).match(/[A-Z]+\/\d{4}\/\d+/)?.[0];
    expect(number).toBeTruthy();
    return number!;
  }
}
