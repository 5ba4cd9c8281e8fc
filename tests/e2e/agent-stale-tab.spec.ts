// A sales agent with several tabs, JavaScript on and off: a product page and a checked order left
// open for one customer do not reach the cart or the orders of the customer the agent switched to
// in another tab; the refusal names the customer served now and no page shows the previous one.
// The add-to-cart confirmation and the checkout speak of the customer to the agent. And the agent
// pages fit a 375 px phone screen. Each project works with customers of its own (generated ones of
// Luca Bianchi's portfolio without a minimum order; agents.spec.ts has Colorificio Verdi and 11002).
import path from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, test, waitForHydration } from "./support/test";
import { findPackedArticle } from "./support/catalog";
import { signIn } from "./support/sign-in";
import { DEMO_AGENTS, type DemoAgent } from "../../demo-erp/customers";

const LUCA = DEMO_AGENTS.find((agent) => agent.code === "AG01") as DemoAgent;

interface Customer {
  id: string;
  company: string;
}

const dbPath = () => path.join(process.env.E2E_DATA_DIR ?? "", "demo-erp.sqlite");

/** Luca's generated customers without a minimum order (so a single article can be checked out). */
function lucasCustomers(): Customer[] {
  const db = new Database(dbPath(), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT id, company FROM customers WHERE agent_code = ? AND id LIKE '11%' AND id <> '11002' AND min_order_amount = 0 ORDER BY id")
      .all(LUCA.code) as Customer[];
  } finally {
    db.close();
  }
}

/** This project's customers: the js and no-js projects run at once and must not share carts. */
function customersFor(javaScript: boolean): [Customer, Customer, Customer] {
  const all = lucasCustomers().slice(javaScript ? 0 : 3);
  expect(all.length).toBeGreaterThanOrEqual(3);
  return [all[0]!, all[1]!, all[2]!];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const orderingFor = (customer: Customer) => `Stai ordinando per ${customer.company} (${customer.id})`;
const nowOrderingFor = (customer: Customer) =>
  `Ora stai ordinando per ${customer.company}: questa pagina era per un altro cliente e non è stato cambiato nulla.`;

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name.startsWith("varying"), "the default dialect's shop only");
});

/** Goes to a path in a page of the test's context (only the test's own page waits for hydration by itself). */
async function open(page: Page, to: string, javaScript: boolean): Promise<void> {
  await page.goto(to);
  if (javaScript) await waitForHydration(page);
}

/** On the picker: finds the customer by code and orders for them. */
async function choose(page: Page, customer: Customer, javaScript: boolean): Promise<void> {
  const main = page.getByRole("main");
  await main.getByLabel("Cerca clienti").fill(customer.id);
  if (!javaScript) await main.getByRole("button", { name: "Cerca", exact: true }).click();
  await expect(main.getByRole("status").filter({ hasText: `1 cliente per “${customer.id}”` })).toBeVisible();
  await main.getByRole("button", { name: `Ordina per ${customer.company}` }).click();
  await expect(page.getByText(orderingFor(customer))).toBeVisible();
  if (javaScript) await waitForHydration(page);
}

test("a tab left open for one customer changes nothing for the customer chosen in another tab", async ({ page, context, javaScriptEnabled }) => {
  // Three tabs and about 20 page steps: three times the usual time-out.
  test.slow();
  const [first, second] = customersFor(javaScriptEnabled);
  const { sku } = findPackedArticle(dbPath(), 1);
  const productPath = `/product/default/${sku}`;
  const addToCart = () => page.getByRole("main").getByRole("button", { name: "Aggiungi al carrello" }).first();

  // An agent without a customer lands on the picker.
  await signIn(page, LUCA.username);
  if (javaScriptEnabled) await waitForHydration(page);
  await choose(page, first, javaScriptEnabled);

  // The confirmation says whose cart the article went into.
  await open(page, productPath, javaScriptEnabled);
  await addToCart().click();
  if (javaScriptEnabled) await expect(page.getByRole("region", { name: `Aggiunto al carrello di ${first.company}` })).toBeVisible();
  else await expect(page.getByText(new RegExp(`aggiunto al carrello di ${escapeRegExp(first.company)}\\.$`))).toBeVisible();

  // A checkout tab with the first customer's order checked.
  const checkout = await context.newPage();
  await open(checkout, "/pages/checkout", javaScriptEnabled);
  await expect(checkout.getByRole("heading", { name: "L'ordine del cliente" })).toBeVisible();
  await checkout.getByLabel("Ritiro presso la nostra sede").check();
  await checkout.getByRole("button", { name: "Verifica l'ordine" }).click();
  const send = checkout.getByRole("button", { name: "Invia l'ordine" });
  await expect(send).toBeVisible();

  // Another tab switches to the second customer.
  const picker = await context.newPage();
  await open(picker, "/pages/agent/customers", javaScriptEnabled);
  await choose(picker, second, javaScriptEnabled);

  // The stale product page adds nothing, says whom the shop serves now, and shows nothing of the first.
  await addToCart().click();
  // Without JavaScript on the page it comes back to; with it, as a toast after the page reloads its data.
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
  await open(picker, "/pages/cart?tab=active", javaScriptEnabled);
  await expect(picker.getByText("Il carrello del cliente è vuoto.", { exact: true })).toBeVisible();
  await expect(picker.locator(`.cart-line[data-sku="${sku}"]`)).toHaveCount(0);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the agent pages do not scroll sideways, with a current customer", async ({ page, javaScriptEnabled }) => {
    test.slow();
    const [, , customer] = customersFor(javaScriptEnabled);
    const scrollsSideways = () => page.evaluate(() => document.scrollingElement!.scrollWidth > window.innerWidth);

    await signIn(page, LUCA.username);
    if (javaScriptEnabled) await waitForHydration(page);
    await choose(page, customer, javaScriptEnabled);

    // The customer is now a recent one, marked as the current customer (in the list of recent ones and in the portfolio).
    await open(page, "/pages/agent/customers", javaScriptEnabled);
    await expect(page.getByRole("main").getByText("Cliente attuale").first()).toBeVisible();
    expect(await scrollsSideways()).toBe(false);

    await open(page, "/pages/agent/dashboard", javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Area agente", level: 1 })).toBeVisible();
    expect(await scrollsSideways()).toBe(false);
  });
});
