// The guest side of the account area as a JavaScript-off browser meets it: registration (success,
// the fields marked and kept, the ERP's refusal), the password reset (the same answer for known and
// unknown users, the email asked for), and the account pages, PDFs and CSV exports closed to guests.
// Their checks in the page with JavaScript, the layout, the keyboard and axe are tests/e2e/account.spec.ts;
// the route actions' rules are tests/integration/account-register.test.ts.
import { describe, expect, test } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { fill, field, newBusinessCustomer } from "./support/account";
import { Visitor } from "./support/visitor";
import { press, redirectOf } from "./support/forms";

const [ROSSI, BIANCHI] = DEMO_CUSTOMERS as [DemoCustomer, DemoCustomer];

describe("registration", () => {
  test("registers a new business customer and says so", async () => {
    const visitor = new Visitor();
    const page = await visitor.page("/en/pages/register");
    expect(page.getByRole("heading", { level: 1 }).textContent).toBe("Create a business account");
    fill(page, newBusinessCustomer());
    const response = await press(visitor, page.getByRole("button", { name: "Register" }));
    expect(redirectOf(response)).toBe("/en/pages/register?done=1");
    expect((await visitor.page("/en/pages/register?done=1")).getByText("Successfully Registered!")).toBeTruthy();
  });

  test("marks the mandatory and wrong fields, and keeps what was typed", async () => {
    const visitor = new Visitor();
    const page = await visitor.page("/en/pages/register");
    fill(page, { "Company name": "Verdi Utensili srl", Email: "not-an-email", "VAT number": "00743110158" });
    const response = await press(visitor, page.getByRole("button", { name: "Register" }));
    expect(response.status).toBe(400);
    const answer = await visitor.parse(response);
    expect(answer.getAllByText("Field is required").length).toBeGreaterThan(0);
    expect(answer.getByText("Enter a valid email address")).toBeTruthy();
    expect(answer.getByText("Enter a valid Italian VAT number (11 digits, optionally after IT)")).toBeTruthy();
    expect(answer.getByText("Consent to the processing of personal data is required")).toBeTruthy();
    expect(field(answer, "Company name").value).toBe("Verdi Utensili srl");
    expect(field(answer, "First name").getAttribute("aria-invalid")).toBe("true");
  });

  test("shows 'Registrazione non riuscita!' with the ERP's reason for a known email, on the page with the shop's header", async () => {
    const visitor = new Visitor();
    const page = await visitor.page("/pages/register_origin");
    expect(page.getByRole("banner")).toBeTruthy();
    fill(page, {
      Nome: "Mario",
      Cognome: "Rossi",
      "Ragione sociale": "Ferramenta Rossi",
      "Partita IVA": "00743110157",
      Indirizzo: "Via Roma 1",
      Città: "Bologna",
      Provincia: "BO",
      CAP: "40100",
      Telefono: "051 1234567",
      Email: ROSSI.username,
      "Acconsento al trattamento dei miei dati personali": true,
    });
    const response = await press(visitor, page.getByRole("button", { name: "Registrati" }));
    expect(response.status).toBe(422);
    const answer = await visitor.parse(response);
    expect(answer.getByRole("alert").textContent).toContain("Registrazione non riuscita!");
    expect(field(answer, "Ragione sociale").value).toBe("Ferramenta Rossi");
  });
});

describe("password reset", () => {
  test.each([BIANCHI.username, "nobody@unknown.example"])("answers the same for %s", async (username) => {
    const visitor = new Visitor();
    const page = await visitor.page("/en/pages/forgot-password");
    fill(page, { Email: username });
    const response = await press(visitor, page.getByRole("button", { name: "Send a new password" }));
    expect(redirectOf(response)).toBe("/en/pages/forgot-password?done=1");
    expect((await visitor.page(response.headers.get("Location")!)).getByText("Please check your email for a new password")).toBeTruthy();
  });

  test("asks for the email", async () => {
    const visitor = new Visitor();
    const page = await visitor.page("/en/pages/forgot-password");
    const response = await press(visitor, page.getByRole("button", { name: "Send a new password" }));
    expect(response.status).toBe(400);
    expect((await visitor.parse(response)).getByText("Field is required")).toBeTruthy();
  });
});

describe("guards", () => {
  test.each(["/pages/account", "/pages/dashboard", "/pages/order_detail?type=OC&number=1&year=2026", "/en/pages/documents"])(
    "a guest opening %s is sent to the login page of its language, with the way back",
    async (path) => {
      const response = await new Visitor().get(path);
      expect(response.status).toBe(302);
      const login = new URL(response.headers.get("Location")!, "http://shop.test");
      expect(login.pathname).toBe(path.startsWith("/en/") ? "/en/pages/login" : "/pages/login");
      expect(login.searchParams.get("redirectTo")).toBe(path);
    },
  );

  test("a guest asking for a document PDF or a CSV is sent to the login page, never given the file", async () => {
    for (const path of ["/pages/documents/invoice/F/2026/90145.pdf", "/pages/deadlines/export.csv"]) {
      const response = await new Visitor().get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location"), path).toContain("/pages/login");
      expect(response.headers.get("Content-Type") ?? "", path).not.toMatch(/pdf|csv/);
    }
  });
});
