// The search settings' net/gross switch with JavaScript: the form posts through a fetcher, the page
// stays and says it saved, and every page's prices follow (the shop's listing). The same form without
// JavaScript, the lock and the dialects are tests/http/account-signed-in.test.ts and
// tests/integration/search-settings.test.ts. Screenshots of the panel at 375 and 1280 px, open and
// locked, go to /tmp/shots-settings for a person to look at.
import { expect, ownCustomer, test, waitForHydration } from "./support/test";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";

const [, , ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];
const SHOTS = "/tmp/shots-settings";

test("switches the prices to gross and back with JavaScript, on the next page", async ({ page, context, shop }) => {
  // The settings are the ERP's, per customer and address: a customer of the test's own.
  const customer = await ownCustomer(context, shop, ESPOSITO.username);
  const notes = page.locator("main .price__note");
  for (const [choice, note] of [
    ["Gross (VAT included)", "gross, VAT included"],
    ["Net (VAT excluded)", "net, VAT excluded"],
  ] as const) {
    await page.goto("/en/pages/settings");
    await waitForHydration(page);
    await page.getByLabel(choice).check();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved.")).toBeVisible();
    await expect(page).toHaveURL(/\/en\/pages\/settings$/);
    await expect(page.getByLabel(choice)).toBeChecked();
    await page.goto("/en/shop");
    await expect(notes.first()).toHaveText(note);
    expect(new Set(await notes.allTextContents())).toEqual(new Set([note]));
  }

  // The panel as a person sees it, open and then locked by the distributor.
  const panel = page.locator(".account-card");
  for (const locked of [false, true]) {
    if (locked) {
      const response = await context.request.post(`${shop.erpUrl}/__demo/search-settings-lock`, {
        headers: { Authorization: `token ${shop.appToken}` },
        data: { customer_code: customer.id, customer_address_code: ESPOSITO.addresses[0]!.code, locked: true },
      });
      expect(response.status()).toBe(200);
    }
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/en/pages/settings");
      if (locked) {
        await expect(page.getByLabel("Gross (VAT included)")).toBeDisabled();
        await expect(page.getByText("The distributor has locked the gross price view for this address: prices are net.")).toBeVisible();
      }
      await panel.screenshot({ path: `${SHOTS}/settings-${locked ? "locked" : "open"}-${width}.png` });
    }
  }
});
