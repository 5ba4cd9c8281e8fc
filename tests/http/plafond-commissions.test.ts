// Declarations of intent and agents' commissions as a browser without JavaScript meets them: a
// registration with a malformed protocol answers the page again with the field's error and what was
// typed, and the commissions' CSV downloads as an attachment whose formula-like company name stays
// text. The rest (lists, refusals, plafond, 404s, both dialects) is tests/integration/vat-exemptions-commissions.
import { describe, expect, test } from "vitest";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent, type DemoCustomer } from "../../demo-erp/customers";
import { romeToday } from "../../demo-erp/dates";
import { cloneCustomer, testShop } from "../support/shops";
import { press } from "./support/forms";
import { Visitor } from "./support/visitor";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];
const [LUCA] = DEMO_AGENTS as [DemoAgent];
const today = romeToday(new Date());

describe("declarations of intent and commissions", () => {
  test("a registration with a malformed protocol comes back with the field's error, everything typed kept", async () => {
    // Refused before the ERP: the seeded customer's declarations stay as they are.
    const visitor = await Visitor.signedIn(ROSSI.username);
    const page = await visitor.page("/en/pages/declarations");
    const typed = { protocol: "1234-56", protocolDate: today, year: String(Number(today.slice(0, 4)) + 1), amount: "10.000,00" };
    const answer = await visitor.parse(await press(visitor, page.getByRole("button", { name: "Register the declaration" }), typed));
    expect(answer.status).toBe(400);
    const protocol = answer.getByLabelText(/^Protocol( \*)?$/) as HTMLInputElement;
    expect(protocol.value).toBe("1234-56");
    expect(protocol.getAttribute("aria-invalid")).toBe("true");
    expect(answer.getByText("The protocol is 17 digits, a dash and 6 digits (for example 12345678901234567-000001).")).toBeTruthy();
    expect((answer.getByLabelText(/^Declared amount/) as HTMLInputElement).value).toBe("10.000,00");
  });

  test("the commissions' CSV downloads as an attachment, a formula-like company name kept as text", async () => {
    const shop = testShop();
    const customer = await cloneCustomer(shop, ROSSI.username, { company: '=HYPERLINK("http://example.invalid","x")' });
    const agent = await Visitor.signedIn(LUCA.username, { shop });
    const page = await agent.page(`/en/pages/agent/commissions?from=${Number(today.slice(0, 4)) - 2}-01-01&to=${today}&customer=${customer.id}`);
    expect(page.status).toBe(200);
    const file = await agent.get(page.getByRole("link", { name: "Export CSV" }).getAttribute("href")!);
    expect(file.status).toBe(200);
    expect(file.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toBe('attachment; filename="commissions.csv"');
    const rows = (await file.text()).trim().split("\r\n").slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.split(";")[3]).toBe(`"'=HYPERLINK(""http://example.invalid"",""x"") ${customer.company.split(" ").at(-1)}"`);
  });
});
