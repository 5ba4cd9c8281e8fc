// Guessing one account's password from many addresses (issue 27, point 5): the back-off counts the
// account's failures across all addresses, and a browser that signed in to the account before (its
// device cookie) is limited on its own, so the guessing never locks the customer out of it.
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import en from "~/locales/en/login.json";
import * as loginRoute from "~/routes/($lang).pages.login";
import { Browser, useTestErp, type Answer } from "../support/harness";

const [, , ESPOSITO] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer, DemoCustomer];

useTestErp();

function signIn(browser: Browser, password: string, clientIp: string): Promise<Answer<unknown>> {
  return browser.call(loginRoute.action, "/en/pages/login", {
    form: { username: ESPOSITO.username, password, name__confirm: "" },
    context: { clientIp },
  });
}

describe("guessing one account from eight addresses", () => {
  it("is refused after the account-wide back-off, while the customer's own browser signs in", async () => {
    const customersBrowser = new Browser();
    expect((await signIn(customersBrowser, ESPOSITO.password, "203.0.113.50")).status).toBe(303);
    expect(customersBrowser.cookie).toMatch(/(?:^|; )login_device=/);

    const statuses: number[] = [];
    let refused: Answer<unknown> | undefined;
    for (let address = 1; address <= 8; address++) {
      for (let guess = 1; guess <= 5; guess++) {
        const answer = await signIn(new Browser(), `guess-${address}-${guess}`, `198.51.100.${address}`);
        statuses.push(answer.status);
        if (answer.status === 429) refused = answer;
      }
    }
    // Five failures on the account, from whichever addresses; every later guess waits.
    expect(statuses).toEqual([...Array(5).fill(400), ...Array(35).fill(429)]);
    expect(Number(refused!.headers.get("Retry-After"))).toBeGreaterThan(50);
    expect(JSON.stringify(refused!.data)).toContain(en.login.tooMany);

    // The customer's browser (it signed in before), from yet another address: signs in.
    expect((await signIn(customersBrowser, ESPOSITO.password, "203.0.113.51")).status).toBe(303);

    // The tradeoff: a browser that never signed in to the account waits too, even with the right password.
    const newBrowser = await signIn(new Browser(), ESPOSITO.password, "203.0.113.52");
    expect(newBrowser.status).toBe(429);
    expect(JSON.stringify(newBrowser.data)).toContain(en.login.tooMany);
  });

  it("does not take a forged or another account's device cookie", async () => {
    const forged = new Browser("login_device=eyJhY2NvdW50IjoieCIsIm5vbmNlIjoieHh4eHh4eHh4eHh4eHh4eHgifQ%3D%3D");
    expect((await signIn(forged, ESPOSITO.password, "203.0.113.60")).status).toBe(429);
    const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
    const othersBrowser = new Browser();
    const rossi = await othersBrowser.call(loginRoute.action, "/en/pages/login", {
      form: { username: ROSSI.username, password: ROSSI.password, name__confirm: "" },
      context: { clientIp: "203.0.113.61" },
    });
    expect(rossi.status).toBe(303);
    expect((await signIn(othersBrowser, ESPOSITO.password, "203.0.113.61")).status).toBe(429);
  });
});
