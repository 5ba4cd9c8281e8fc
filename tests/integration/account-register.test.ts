// Registration and password reset (guest forms): validation with the spec's texts, the ERP's
// refusal message, the honeypot, the same answer for unknown users, and the failure on an outage.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import * as forgotRoute from "~/routes/($lang).pages.forgot-password";
import * as registerOriginRoute from "~/routes/($lang).pages.register_origin";
import * as registerRoute from "~/routes/($lang).pages.register";
import { get, payload, post, routeArgs, run, signInCookie, startTestErp, type DemoErpForTests } from "../support/session";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];

let erp: DemoErpForTests;

beforeAll(async () => {
  erp = await startTestErp();
});

afterAll(async () => {
  await erp?.stop();
});

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

async function setFaults(rules: unknown[]): Promise<void> {
  const response = await fetch(`${erp.url}/__demo/faults`, {
    method: rules.length > 0 ? "PUT" : "DELETE",
    headers: { "Content-Type": "application/json", Authorization: `token ${process.env.ERP_APP_TOKEN}` },
    body: rules.length > 0 ? JSON.stringify({ rules }) : undefined,
  });
  expect(response.status).toBeLessThan(300);
}

describe("registration", () => {
  it("registers and redirects to the success answer", async () => {
    const response = (await registerRoute.action(routeArgs(post("/en/pages/register", form())))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/pages/register?done=1");
    const page = payload<{ done: boolean }>(await registerRoute.loader(routeArgs(get("/en/pages/register?done=1"))));
    expect(page.data.done).toBe(true);
  });

  it("marks missing mandatory fields and wrong values, keeping the input", async () => {
    const answer = payload<FormAnswer>(
      await registerRoute.action(routeArgs(post("/pages/register", form({ firstName: "", email: "nope", vat: "00743110158", consent: "" })))),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.result.error?.firstName).toEqual(["accountForms.required"]);
    expect(answer.data.result.error?.email).toEqual(["accountForms.email"]);
    expect(answer.data.result.error?.vat).toEqual(["accountForms.vat"]);
    expect(answer.data.result.error?.consent).toEqual(["accountForms.consent"]);
    expect(answer.data.result.initialValue?.company).toBe("Verdi Utensili srl");
  });

  it("shows 'Registration failed!' with the ERP's message for a known email", async () => {
    const answer = payload<FormAnswer>(
      await registerOriginRoute.action(routeArgs(post("/pages/register_origin", form({ email: ROSSI.username, vat: "01114601006" })))),
    );
    expect(answer.status).toBe(422);
    expect(answer.data.failed).toBe(true);
    expect(answer.data.messages?.[0]).toBeTruthy();
  });

  it("refuses a filled honeypot without asking the ERP", async () => {
    const answer = payload<FormAnswer>(
      await registerRoute.action(
        routeArgs(post("/pages/register", { ...form({ email: "bot@spam.example", vat: "01114601006" }), website: "http://spam.example" })),
      ),
    );
    expect(answer.status).toBe(400);
    expect(answer.data.failed).toBe(true);
    const again = (await registerRoute.action(
      routeArgs(post("/pages/register", form({ email: "bot@spam.example", vat: "01114601006" }))),
    )) as Response;
    expect(again.status).toBe(303);
  });

  it("is for guests: a signed-in customer goes to the dashboard", async () => {
    const cookie = (await signInCookie(ROSSI.username, ROSSI.password)).cookie;
    const response = (await run(() => registerRoute.loader(routeArgs(get("/pages/register", cookie))))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/pages/dashboard");
  });
});

describe("password reset", () => {
  it("gives the same answer for a known and an unknown user", async () => {
    for (const username of [ROSSI.username, "nobody@unknown.example"]) {
      const response = (await forgotRoute.action(routeArgs(post("/en/pages/forgot-password", { username })))) as Response;
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/en/pages/forgot-password?done=1");
    }
  });

  it("asks for a valid email", async () => {
    const answer = payload<FormAnswer>(await forgotRoute.action(routeArgs(post("/pages/forgot-password", { username: "" }))));
    expect(answer.status).toBe(400);
    expect(answer.data.result.error?.username).toEqual(["accountForms.required"]);
  });

  it("reports a failure only when the ERP cannot answer", async () => {
    await setFaults([{ path: "/api/method/mymb_ecommerce.controllers.wrapper.reset_password", status: 503, times: 1 }]);
    try {
      const answer = payload<FormAnswer>(await forgotRoute.action(routeArgs(post("/pages/forgot-password", { username: ROSSI.username }))));
      expect(answer.status).toBe(503);
      expect(answer.data.failed).toBe(true);
    } finally {
      await setFaults([]);
    }
  });
});
