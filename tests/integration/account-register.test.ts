// Registration and password reset (guest forms): validation with the spec's texts, the ERP's
// refusal message, the honeypot, the same answer for unknown users, and the failure on an outage.
import { describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import * as forgotRoute from "~/routes/($lang).pages.forgot-password";
import * as registerOriginRoute from "~/routes/($lang).pages.register_origin";
import * as registerRoute from "~/routes/($lang).pages.register";
import { Browser, useTestErp } from "../support/harness";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];

const demo = useTestErp();

const form = (overrides: Record<string, string> = {}) => ({
  firstName: "Mario",
  lastName: "Verdi",
  company: "Verdi Utensili srl",
  vat: "IT00743110157",
  taxCode: "",
  address: "Via Roma 1",
  city: "Milano",
  province: "MI",
  postalCode: "20100",
  phone: "+39 02 1234567",
  email: "mario@verdi.example",
  consent: "on",
  ...overrides,
});

interface FormAnswer {
  result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  failed: boolean;
  messages?: string[];
}

describe("registration", () => {
  it("registers and redirects to the success answer", async () => {
    const response = await new Browser().call(registerRoute.action, "/en/pages/register", { form: form() });
    expect(response.status).toBe(303);
    expect(response.location).toBe("/en/pages/register?done=1");
    const page = await new Browser().data<{ done: boolean }>(registerRoute.loader, "/en/pages/register?done=1");
    expect(page.done).toBe(true);
  });

  it("marks missing mandatory fields and wrong values, keeping the input", async () => {
    const answer = await new Browser().call<FormAnswer>(registerRoute.action, "/pages/register", {
      form: form({ firstName: "", email: "nope", vat: "00743110158", consent: "" }),
    });
    expect(answer.status).toBe(400);
    expect(answer.data.result.error?.firstName).toEqual(["accountForms.required"]);
    expect(answer.data.result.error?.email).toEqual(["accountForms.email"]);
    expect(answer.data.result.error?.vat).toEqual(["accountForms.vat"]);
    expect(answer.data.result.error?.consent).toEqual(["accountForms.consent"]);
    expect(answer.data.result.initialValue?.company).toBe("Verdi Utensili srl");
  });

  it("shows 'Registration failed!' with the ERP's message for a known email", async () => {
    const answer = await new Browser().call<FormAnswer>(registerOriginRoute.action, "/pages/register_origin", {
      form: form({ email: ROSSI.username, vat: "01114601006" }),
    });
    expect(answer.status).toBe(422);
    expect(answer.data.failed).toBe(true);
    expect(answer.data.messages?.[0]).toBeTruthy();
  });

  it("refuses a filled honeypot without asking the ERP", async () => {
    const answer = await new Browser().call<FormAnswer>(registerRoute.action, "/pages/register", {
      form: { ...form({ email: "bot@spam.example", vat: "01114601006" }), name__confirm: "http://spam.example" },
    });
    expect(answer.status).toBe(400);
    expect(answer.data.failed).toBe(true);
    const again = await new Browser().call(registerRoute.action, "/pages/register", {
      form: form({ email: "bot@spam.example", vat: "01114601006" }),
    });
    expect(again.status).toBe(303);
  });

  it("is for guests: a signed-in customer goes to the dashboard", async () => {
    const response = await (await Browser.signIn(ROSSI)).call(registerRoute.loader, "/pages/register");
    expect(response.status).toBe(302);
    expect(response.location).toBe("/pages/dashboard");
  });
});

describe("password reset", () => {
  it("gives the same answer for a known and an unknown user", async () => {
    for (const username of [ROSSI.username, "nobody@unknown.example"]) {
      const response = await new Browser().call(forgotRoute.action, "/en/pages/forgot-password", { form: { username } });
      expect(response.status).toBe(303);
      expect(response.location).toBe("/en/pages/forgot-password?done=1");
    }
  });

  it("asks for a valid email", async () => {
    const answer = await new Browser().call<FormAnswer>(forgotRoute.action, "/pages/forgot-password", { form: { username: "" } });
    expect(answer.status).toBe(400);
    expect(answer.data.result.error?.username).toEqual(["accountForms.required"]);
  });

  it("reports a failure only when the ERP cannot answer", async () => {
    await demo.withFaults([{ path: "/api/method/mymb_ecommerce.controllers.wrapper.reset_password", status: 503, times: 1 }], async () => {
      const answer = await new Browser().call<FormAnswer>(forgotRoute.action, "/pages/forgot-password", { form: { username: ROSSI.username } });
      expect(answer.status).toBe(503);
      expect(answer.data.failed).toBe(true);
    });
  });
});
