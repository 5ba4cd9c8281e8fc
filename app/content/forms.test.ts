import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { ContactSchema, contactPrefill, NewsletterSchema } from "./forms";

function errors(fields: Record<string, string>, schema: typeof ContactSchema | typeof NewsletterSchema) {
  const submission = parseWithZod(form(fields), { schema });
  return submission.status === "error" ? (submission.error ?? {}) : {};
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const complete = { name: "Mario Rossi", email: "mario@example.com", message: "Un preventivo, grazie", consent: "on" };

describe("contact form", () => {
  it("accepts a complete request and defaults the type", () => {
    const submission = parseWithZod(form(complete), { schema: ContactSchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ name: "Mario Rossi", consent: true, type: "contact", phone: "" });
  });

  it("requires consent to personal data processing", () => {
    const { consent: _consent, ...withoutConsent } = complete;
    expect(errors(withoutConsent, ContactSchema).consent).toEqual(["content.validation.consent"]);
  });

  it("reports required and e-mail fields with the spec's texts as keys", () => {
    const submission = errors({ email: "not-an-email", consent: "on" }, ContactSchema);
    expect(submission.name).toEqual(["content.validation.required"]);
    expect(submission.message).toEqual(["content.validation.required"]);
    expect(submission.email).toEqual(["content.validation.email"]);
  });

  it("refuses forged types, skus and oversized texts", () => {
    const submission = errors({ ...complete, type: "admin", sku: "<script>", message: "x".repeat(5001) }, ContactSchema);
    expect(submission.type).toEqual(["content.validation.invalid"]);
    expect(submission.sku).toEqual(["content.validation.invalid"]);
    expect(submission.message).toEqual(["content.validation.tooLong"]);
  });

  it("prefills an assistance request from a product link and drops unknown values", () => {
    expect(contactPrefill(new URLSearchParams("type=assistance&sku=FER-00012"))).toEqual({ type: "assistance", sku: "FER-00012" });
    expect(contactPrefill(new URLSearchParams("type=other&sku=%3Cb%3E"))).toEqual({ type: "contact", sku: null });
  });
});

describe("newsletter", () => {
  it("needs a valid address", () => {
    expect(errors({ email: "" }, NewsletterSchema).email).toEqual(["content.validation.required"]);
    expect(errors({ email: "a@b" }, NewsletterSchema).email).toEqual(["content.validation.email"]);
    expect(parseWithZod(form({ email: " a@b.it " }), { schema: NewsletterSchema }).status).toBe("success");
  });
});

describe("content texts", () => {
  it("quote the spec's English validation texts (mended where broken)", async () => {
    const { content } = (await import("~/locales/en/content.json")).default;
    expect(content.validation.required).toBe("Field is required");
    expect(content.validation.email).toBe("Enter a valid email address");
    expect(content.validation.consent).toBe("Consent to personal data processing is required");
    const { contentPages } = (await import("~/locales/en/content-pages.json")).default;
    expect(contentPages.contact.title).toBe("Contact Us");
  });
});
