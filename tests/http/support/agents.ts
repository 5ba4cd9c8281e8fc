// A sales agent's and a customer's steps as a JavaScript-off browser takes them, in Italian or
// English: the picker's search (a GET form) and choice, the quick order, the checkout, the cart's
// figures. Every customer an agent test orders for is a clone of its own (a clone stays in its
// original's agent portfolio); every agent test signs in afresh (the chosen customer is session state).
import { within } from "@testing-library/dom";
import { expect } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../../demo-erp/customers";
import { check, field } from "./account";
import { formFields, formOf, press, redirectOf } from "./forms";
import type { HtmlPage, Visitor } from "./visitor";

export const LUCA = DEMO_AGENTS.find((agent) => agent.code === "AG01") as DemoAgent;
/** Luca's demo customer without a minimum order: what the agent tests clone. */
export const VERDI = DEMO_CUSTOMERS.find((customer) => customer.company === "Colorificio Verdi S.r.l.") as DemoCustomer;

export type Lang = "it" | "en";

export const AGENT_TEXTS = {
  en: {
    addToCart: "Add to cart",
    chooseFirst: "Choose a customer first: as a sales agent you order in a customer's name.",
    pickerTitle: "Choose a customer",
    search: "Search customers",
    searchButton: "Search",
    oneResultFor: (q: string) => `1 customer for “${q}”`,
    orderFor: (company: string) => `Order for ${company}`,
    orderingFor: (company: string, code: string) => `Ordering for ${company} (${code})`,
    nowOrderingFor: (company: string) => `You are now ordering for ${company}: this page was for another customer, and nothing was changed.`,
    addedFor: (company: string) => `added to ${company}'s cart.`,
    current: "Current customer",
    change: "Change customer",
    linesToAdd: "Lines to add",
    addAll: "Add all to cart",
    resultsTitle: "Result, line by line",
    pickup: "Pickup at our headquarters",
    shipping: "Delivery to the selected address",
    prepare: "Check the order",
    send: "Send the order",
    customersOrder: "The customer's order",
    emptyCart: "The customer's cart is empty.",
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
    orderFor: (company: string) => `Ordina per ${company}`,
    orderingFor: (company: string, code: string) => `Stai ordinando per ${company} (${code})`,
    nowOrderingFor: (company: string) => `Ora stai ordinando per ${company}: questa pagina era per un altro cliente e non è stato cambiato nulla.`,
    addedFor: (company: string) => `aggiunto al carrello di ${company}.`,
    current: "Cliente attuale",
    change: "Cambia cliente",
    linesToAdd: "Righe da aggiungere",
    addAll: "Aggiungi tutto al carrello",
    resultsTitle: "Esito, riga per riga",
    pickup: "Ritiro presso la nostra sede",
    shipping: "Consegna all'indirizzo selezionato",
    prepare: "Verifica l'ordine",
    send: "Invia l'ordine",
    customersOrder: "L'ordine del cliente",
    emptyCart: "Il carrello del cliente è vuoto.",
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

export const localised = (lang: Lang, path: string) => (lang === "en" ? `/en${path === "/" ? "" : path}` : path);

/** The body's visible text (what "nothing of the previous customer on the page" is checked against). */
export const bodyText = (page: HtmlPage) => page.document.body.textContent ?? "";

/**
 * On the picker: searches with its GET form and the Search button, finds the one customer and
 * presses "Order for …" (a POST, then the page the choice leads to). The page it lands on.
 */
export async function choose(visitor: Visitor, lang: Lang, query: string, company: string, picker?: HtmlPage): Promise<HtmlPage> {
  const t = AGENT_TEXTS[lang];
  const page = picker ?? (await visitor.page(localised(lang, "/pages/agent/customers")));
  const button = within(page.getByRole("main")).getByRole("button", { name: t.searchButton });
  const form = formOf(button);
  field(page, t.search).value = query;
  const found = await visitor.page(`${form.getAttribute("action")}?${formFields(form, button)}`);
  const main = within(found.getByRole("main"));
  expect(main.getAllByRole("status").map((status) => status.textContent)).toContain(t.oneResultFor(query));
  const chosen = await press(visitor, within(main.getByRole("table")).getByRole("button", { name: t.orderFor(company) }));
  const landing = await visitor.page(redirectOf(chosen));
  expect(landing.status).toBe(200);
  return landing;
}

/** The quick order on the cart page with "code;quantity" lines: the page it answers. */
export async function addLines(visitor: Visitor, lang: Lang, lines: string[]): Promise<HtmlPage> {
  const t = AGENT_TEXTS[lang];
  const page = await visitor.page(localised(lang, "/pages/cart?tab=active"));
  const answer = await visitor.parse(await press(visitor, page.getByRole("button", { name: t.addAll }), { lines: lines.join("\n") }));
  expect(answer.status).toBe(200);
  expect(answer.getByRole("heading", { name: t.resultsTitle })).toBeTruthy();
  return answer;
}

/** Checks the active cart out with the delivery of this label, and returns the number the thank-you page shows. */
export async function checkOut(visitor: Visitor, lang: Lang, delivery: string): Promise<string> {
  const t = AGENT_TEXTS[lang];
  const checkout = await visitor.page(localised(lang, "/pages/checkout"));
  expect(checkout.status).toBe(200);
  check(checkout.getByLabelText(delivery) as HTMLInputElement);
  const checked = await visitor.parse(await press(visitor, checkout.getByRole("button", { name: t.prepare })));
  expect(checked.status).toBe(200);
  const thanks = redirectOf(await press(visitor, checked.getByRole("button", { name: t.send })));
  expect(thanks).toBe(localised(lang, "/pages/thankyou"));
  const page = await visitor.page(thanks);
  const number = page.getByTestId("order-number").textContent?.match(/[A-Z]+\/\d{4}\/\d+/)?.[0];
  expect(number).toBeTruthy();
  return number!;
}

/** The cart page's net and total figures. */
export function cartFigures(page: HtmlPage): string[] {
  return [page.getByTestId("cart-net").textContent!, page.getByTestId("cart-total").textContent!];
}

/** Every article code among the cart page's lines. */
export function cartSkus(page: HtmlPage): string[] {
  return Array.from(page.document.querySelectorAll(".cart-line[data-sku]")).map((line) => line.getAttribute("data-sku")!);
}
