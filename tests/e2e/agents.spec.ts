// A sales agent's way to an order in a real browser, JavaScript on and off: Luca Bianchi, with no
// customer yet, is sent to the picker when he adds to the cart; he finds his customer (the list
// follows what he types with JavaScript, the Search button without), orders for them, is told whose
// cart the article went into (a toast with JavaScript, the page's message without) and checks the
// order out with pickup. The customer is a clone of Colorificio Verdi, this test's own. The rest of
// the agent's day (switching customers, the proposal the customer checks out, the order list, the
// picker refused to customers) is tests/http/agents-day.test.ts.
import { expect, signInAs, test } from "./support/test";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../demo-erp/customers";
import { cloneCustomer } from "../support/shops";
import { packedArticle } from "../support/articles";

const LUCA = DEMO_AGENTS.find((agent) => agent.code === "AG01") as DemoAgent;
const VERDI = DEMO_CUSTOMERS.find((customer) => customer.company === "Colorificio Verdi S.r.l.") as DemoCustomer;

test(
  "an agent without a customer is sent to the picker, finds the customer and orders for them",
  { tag: "@no-js" },
  async ({ page, context, shop, javaScriptEnabled }) => {
    const customer = await cloneCustomer(shop, VERDI.username);
    const { sku } = packedArticle(1);
    // Choosing a customer is session state: a sign-in of the test's own.
    await signInAs(context, shop, LUCA.username, { fresh: true });

    await page.goto("/");
    await page
      .locator(".product-card form.add-to-cart")
      .filter({ has: page.locator("button:enabled") })
      .first()
      .getByRole("button", { name: "Aggiungi al carrello" })
      .click();
    await expect(page).toHaveURL(/\/pages\/agent\/customers(\?|$)/);
    await expect(page.getByText("Scegli prima un cliente: come agente ordini a nome di un cliente.")).toBeVisible();

    const main = page.getByRole("main");
    await main.getByLabel("Cerca clienti").fill(customer.id);
    if (!javaScriptEnabled) await main.getByRole("button", { name: "Cerca", exact: true }).click();
    await expect(main.getByRole("status").filter({ hasText: `1 cliente per “${customer.id}”` })).toBeVisible();
    await main
      .getByRole("table")
      .getByRole("button", { name: `Ordina per ${customer.company}` })
      .click();
    await expect(page.getByText(`Stai ordinando per ${customer.company} (${customer.id})`)).toBeVisible();

    await page.goto(`/product/default/${sku}`);
    await page.getByRole("main").getByRole("button", { name: "Aggiungi al carrello" }).first().click();
    if (javaScriptEnabled) await expect(page.getByRole("region", { name: `Aggiunto al carrello di ${customer.company}` })).toBeVisible();
    else await expect(page.getByText(`aggiunto al carrello di ${customer.company}.`, { exact: false })).toBeVisible();

    await page.goto("/pages/checkout");
    await page.getByLabel("Ritiro presso la nostra sede").check();
    await page.getByRole("button", { name: "Verifica l'ordine" }).click();
    await page.getByRole("button", { name: "Invia l'ordine" }).click();
    await expect(page).toHaveURL(/\/pages\/thankyou$/);
    await expect(page.getByTestId("order-number")).toHaveText(/[A-Z]+\/\d{4}\/\d+/);
  },
);
