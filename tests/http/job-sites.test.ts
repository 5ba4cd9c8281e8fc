// E-invoices and job sites as a browser without JavaScript gets them: the invoices' SDI states with
// what to do after a failed delivery or a rejection, the XML beside the PDF streamed as an attachment
// (the plain `.xml`, or in the varying dialect the signed `.xml.p7m`) without the ERP's URL ever
// reaching the browser; and a job site with a malformed CIG posted as a form, refused on its field.
import { beforeAll, describe, expect, test } from "vitest";
import { DEMO_CUSTOMERS, type DemoCustomer } from "../../demo-erp/customers";
import { testShop } from "../support/shops";
import { press } from "./support/forms";
import { Visitor } from "./support/visitor";

const [ROSSI] = DEMO_CUSTOMERS as [DemoCustomer];

describe.each(["default", "varying"] as const)("%s dialect", (dialect) => {
  const shop = testShop(dialect);
  let visitor: Visitor;

  beforeAll(async () => {
    visitor = await Visitor.signedIn(ROSSI.username, { shop });
  });

  test("the invoices show their SDI states, say what to do, and download the XML as an attachment through the shop", async () => {
    const response = await visitor.get("/en/pages/documents?kind=invoice");
    const html = await response.text();
    expect(html).not.toContain(shop.erpUrl);
    const page = await visitor.parse(new Response(html, { status: response.status }));
    for (const state of ["Sent", "Not delivered", "Rejected", "Delivered"])
      expect(page.getAllByText(state, { selector: ".status-badge" }).length).toBeGreaterThan(0);
    page.getByText(/you will find it in your reserved area of the Agenzia delle Entrate's site, under "Fatture e Corrispettivi"/);
    page.getByText("The exchange system refused it: we will issue it again; contact us with any question.");

    const [xml] = page.getAllByRole("link", { name: /^Download XML F\// });
    const file = await visitor.get(xml!.getAttribute("href")!);
    expect(file.status).toBe(200);
    const signed = dialect === "varying";
    expect(file.headers.get("Content-Type")).toBe(signed ? "application/pkcs7-mime" : "application/xml; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toMatch(
      signed ? /^attachment; filename="F-\d{4}-\d+\.xml\.p7m"$/ : /^attachment; filename="F-\d{4}-\d+\.xml"$/,
    );
    const body = await file.text();
    expect(body).toContain("<p:FatturaElettronica");
    expect(body).not.toContain(shop.erpUrl);
  });
});

// The form's refusal does not depend on the ERP's shapes: the default dialect's shop.
test("a job site with a malformed CIG posted without JavaScript is refused on its field, with what was typed", async () => {
  const visitor = await Visitor.signedIn(ROSSI.username, { shop: testShop("default") });
  const page = await visitor.page("/en/pages/job-sites");
  const answer = await press(visitor, page.getByRole("button", { name: "Add the job site" }), { name: "Ponte SP12 bis", cig: "12345" });
  expect(answer.status).toBe(422);
  const refused = await visitor.parse(answer);
  const cig = refused.getByLabelText("CIG") as HTMLInputElement;
  expect(cig.value).toBe("12345");
  expect(cig.getAttribute("aria-invalid")).toBe("true");
  expect(refused.document.getElementById(`${cig.id}-error`)?.textContent).toBe("The CIG is 10 letters or digits");
  expect((refused.getByLabelText(/Job site name/) as HTMLInputElement).value).toBe("Ponte SP12 bis");
});
