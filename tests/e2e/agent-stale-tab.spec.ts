// A sales agent with several tabs, JavaScript on: a product page and a checked order left open for
// one customer do not reach the cart or the orders of the customer the agent switched to in another
// tab; the page reloads its data and a toast names the customer served now, and no page shows the
// previous one. (The agent pages' layout at each width is tests/e2e/responsive.spec.ts.) The customers are clones of
// Colorificio Verdi (in Luca Bianchi's portfolio), this spec's own. The same stale forms posted
// without JavaScript, the confirmations' texts and the picker's current customer are
// tests/http/agents-stale-forms.test.ts; the actions' rules tests/integration/agent-journeys.test.ts.
import type { BrowserContext, Page } from "@playwright/test";
import { expect, signInAs, test, waitForHydration } from "./support/test";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../demo-erp/customers";
import { cloneCustomer, type ShopAddress, type TestCustomer } from "../support/shops";
import { packedArticle } from "../support/articles";

const LUCA = DEMO_AGENTS.find((agent) => agent.code === "AG01") as DemoAgent;
const VERDI = DEMO_CUSTOMERS.find((customer) => customer.company === "Colorificio Verdi S.r.l.") as DemoCustomer;

const orderingFor = (customer: TestCustomer) => `Stai ordinando per ${customer.company} (${customer.id})`;
const nowOrderingFor = (customer: TestCustomer) =>
  `Ora stai ordinando per ${customer.company}: questa pagina era per un altro cliente e non è stato cambiato nulla.`;

/** Luca, signed in afresh (the chosen customer is session state), ordering for `customer`: the picker's choose form posted. */
async function lucaFor(context: BrowserContext, shop: ShopAddress, customer: TestCustomer): Promise<void> {
  await signInAs(context, shop, LUCA.username, { fresh: true });
  const chosen = await context.request.post(`${shop.url}/pages/agent/customers`, {
    form: { intent: "choose", clientId: customer.id },
    headers: { origin: shop.url },
    maxRedirects: 0,
  });
  expect(chosen.status()).toBe(303);
}

/** On the picker: finds the customer by code (the list follows the typing) and orders for them. */
async function choose(page: Page, customer: TestCustomer): Promise<void> {
  const main = page.getByRole("main");
  await main.getByLabel("Cerca clienti").fill(customer.id);
  await expect(main.getByRole("status").filter({ hasText: `1 cliente per “${customer.id}”` })).toBeVisible();
  await main.getByRole("button", { name: `Ordina per ${customer.company}` }).click();
  await expect(page.getByText(orderingFor(customer))).toBeVisible();
}

test("a tab left open for one customer changes nothing for the customer chosen in another tab", async ({ page, context, shop }) => {
  const [first, second] = await Promise.all([cloneCustomer(shop, VERDI.username), cloneCustomer(shop, VERDI.username)]);
  const { sku } = packedArticle(1);
  const addToCart = () => page.getByRole("main").getByRole("button", { name: "Aggiungi al carrello" }).first();
  await lucaFor(context, shop, first);

  await page.goto(`/product/default/${sku}`);
  await addToCart().click();
  await expect(page.getByRole("region", { name: `Aggiunto al carrello di ${first.company}` })).toBeVisible();

  // A checkout tab with the first customer's order checked.
  const checkout = await context.newPage();
  await checkout.goto("/pages/checkout");
  await waitForHydration(checkout);
  await checkout.getByLabel("Ritiro presso la nostra sede").check();
  await checkout.getByRole("button", { name: "Verifica l'ordine" }).click();
  const send = checkout.getByRole("button", { name: "Invia l'ordine" });
  await expect(send).toBeVisible();

  // Another tab switches to the second customer.
  const picker = await context.newPage();
  await picker.goto("/pages/agent/customers");
  await waitForHydration(picker);
  await choose(picker, second);

  // The stale product page adds nothing: a toast after the page reloads its data, and nothing of the first customer.
  await addToCart().click();
  await expect(page.getByText(nowOrderingFor(second))).toBeVisible();
  await expect(page.getByText(orderingFor(second))).toBeVisible();
  await expect(page.locator("body")).not.toContainText(first.company);

  // The stale checkout sends nothing.
  await send.click();
  await expect(checkout.getByText(nowOrderingFor(second))).toBeVisible();
  await expect(checkout.getByText(orderingFor(second))).toBeVisible();
  await expect(checkout.locator("body")).not.toContainText(first.company);
  await expect(checkout).not.toHaveURL(/\/pages\/thankyou/);

  // The second customer's cart is still empty.
  await picker.goto("/pages/cart?tab=active");
  await expect(picker.getByText("Il carrello del cliente è vuoto.", { exact: true })).toBeVisible();
  await expect(picker.locator(`.cart-line[data-sku="${sku}"]`)).toHaveCount(0);
});
