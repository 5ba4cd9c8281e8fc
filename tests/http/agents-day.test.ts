// A sales agent's day as JavaScript-off browsers live it, Italian and English (it was the four
// variants of tests/e2e/agents.spec.ts): Luca Bianchi signs in and lands on the picker, is sent there
// with "choose a customer first" when he adds to the cart without one, finds a customer of his by
// code, orders for them with pickup, fills their cart, switches to another customer of his (nothing
// of the first is on the home page or the cart), comes back to the same cart and saves it as a
// proposal. The customer signs in, finds the proposal marked as the agent's, makes it active and
// checks it out; the order list tells which order the agent placed. The picker is the agents' alone.
// Both customers are clones of Colorificio Verdi (in Luca's portfolio), this test's own.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { cloneCustomer, testShop, type TestCustomer } from "../support/shops";
import { AGENT_TEXTS, addLines, bodyText, cartFigures, cartSkus, checkOut, choose, localised, LUCA, VERDI, type Lang } from "./support/agents";
import { field } from "./support/account";
import { Visitor } from "./support/visitor";
import { press, redirectOf } from "./support/forms";
import { pieceArticles } from "../support/articles";

describe.each(["it", "en"] as const)("(%s)", (lang: Lang) => {
  const t = AGENT_TEXTS[lang];
  const path = (to: string) => localised(lang, to);

  test("an agent orders for a customer and leaves a proposal; the customer checks it out", async () => {
    const [first, second, third] = pieceArticles(3, { minPrice: 2, maxPrice: 200 });
    const [verdi, other]: TestCustomer[] = await Promise.all([cloneCustomer(testShop(), VERDI.username), cloneCustomer(testShop(), VERDI.username)]);

    // The agent signs in through the form and lands on the picker.
    const luca = new Visitor();
    const login = await luca.page(path("/pages/login"));
    const signedIn = await press(luca, login.getByRole("button", { name: lang === "it" ? "Accedi" : "Login" }), {
      username: LUCA.username,
      password: "demo1234",
    });
    expect(new URL(redirectOf(signedIn), luca.shop.url).pathname).toBe(path("/pages/agent/customers"));

    // Without a customer, adding to the cart from the home page leads to the picker, which says why.
    const home = await luca.page(path("/"));
    const add = home.getAllByRole("button", { name: t.addToCart }).find((button) => !(button as HTMLButtonElement).disabled)!;
    const sent = redirectOf(await press(luca, add));
    expect(new URL(sent, luca.shop.url).pathname).toBe(path("/pages/agent/customers"));
    const picker = await luca.page(sent);
    expect(picker.getByRole("heading", { level: 1, name: t.pickerTitle })).toBeTruthy();
    expect(picker.getByText(t.chooseFirst)).toBeTruthy();

    // Finds the customer by code and orders for them with pickup.
    const acting = await choose(luca, lang, verdi!.id, verdi!.company, picker);
    expect(acting.getByText(t.orderingFor(verdi!.company, verdi!.id))).toBeTruthy();
    await addLines(luca, lang, [`${first};2`]);
    const pickupOrder = await checkOut(luca, lang, t.pickup);

    // Fills the cart, then switches to the other customer: nothing of the first on the home page or the cart.
    await addLines(luca, lang, [`${second};3`, `${third};1`]);
    const cart = await luca.page(path("/pages/cart?tab=active"));
    const figures = cartFigures(cart);
    expect(cartSkus(cart).sort()).toEqual([second, third].sort());
    const change = await luca.page(within(cart.getAllByRole("banner")[0]!).getByRole("link", { name: t.change }).getAttribute("href")!);
    await choose(luca, lang, other!.id, other!.company, change);
    for (const page of [await luca.page(path("/")), await luca.page(path("/pages/cart?tab=active"))]) {
      expect(page.getByText(t.orderingFor(other!.company, other!.id))).toBeTruthy();
      expect(bodyText(page)).not.toContain(verdi!.company);
      for (const figure of figures) expect(bodyText(page)).not.toContain(figure);
      expect(cartSkus(page)).toEqual([]);
    }

    // Back to the first customer: their cart again, saved as a proposal.
    await choose(luca, lang, verdi!.id, verdi!.company);
    expect(cartFigures(await luca.page(path("/pages/cart?tab=active")))[0]).toBe(figures[0]);
    const proposal = `Proposta ${lang} ${Date.now()}`;
    const saved = await luca.page(path("/pages/cart?tab=saved"));
    field(saved, t.savedName).value = proposal;
    const savedAnswer = await press(luca, saved.getByRole("button", { name: t.saveAsProposal }), {}, { follow: true });
    expect((await luca.parse(savedAnswer)).getByText(t.proposalSaved(verdi!.company))).toBeTruthy();

    // The customer finds the agent's proposal, makes it active and checks it out.
    const customer = await Visitor.signedIn(verdi!.username);
    const theirs = await customer.page(path("/pages/cart?tab=saved"));
    const row = theirs.getAllByRole("row").find((candidate) => candidate.getAttribute("data-saved-cart") === proposal)!;
    expect(row.textContent).toContain(t.preparedByYourAgent(LUCA.name));
    const activated = await press(customer, within(row).getByRole("button", { name: t.activate(proposal) }), {}, { follow: true });
    expect((await customer.parse(activated)).getByText(t.activated)).toBeTruthy();
    const active = await customer.page(path("/pages/cart?tab=active"));
    expect(active.getByText(t.agentCart(LUCA.name))).toBeTruthy();
    expect(cartSkus(active).sort()).toEqual([second, third].sort());
    const ownOrder = await checkOut(customer, lang, t.shipping);

    // The order list shows both orders, and which one the agent placed.
    const orders = await customer.page(path("/pages/orders"));
    const orderRow = (number: string) => orders.getByRole("link", { name: t.openOrder(number) }).closest("tr")!;
    expect(orderRow(pickupOrder).textContent).toContain(t.placedByYourAgent(LUCA.name));
    expect(orderRow(ownOrder).textContent).not.toContain(t.placedByYourAgent(LUCA.name));

    // The picker is the agents' alone.
    const refused = await customer.page(path("/pages/agent/customers"));
    expect(refused.status).toBe(404);
    expect(refused.getByRole("heading", { name: t.notFound })).toBeTruthy();
  });
});
