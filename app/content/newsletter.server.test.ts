import { describe, expect, it, vi } from "vitest";
import type { Erp } from "~/erp/client.server";
import { ErpError } from "~/erp/errors";
import type { Page } from "~/page/page.server";
import { actNewsletter, newsletterFailure } from "./newsletter.server";

/** A sign-up posted by the enhanced form (the answer comes back as data). */
function signUp(fields: Record<string, string>, subscribeNewsletter: () => Promise<void>) {
  const request = new Request("http://shop.test/newsletter", { method: "POST", body: new URLSearchParams({ inline: "1", ...fields }) });
  const erp = { content: { subscribeNewsletter } } as unknown as Erp;
  return actNewsletter({ request, erpWithinBudget: () => erp } as unknown as Page);
}

describe("newsletter", () => {
  it("tells an invalid address from a repeated one, from an outage and from a sign-up not confirmed in time", () => {
    const ref = { upstream: "api" as const, call: "/newsletter" };
    expect(newsletterFailure(new ErpError({ ...ref, kind: "rejected", status: 417, messages: ["Invalid email address"] }))).toBe("invalid");
    expect(newsletterFailure(new ErpError({ ...ref, kind: "rejected", messages: ["Già iscritto"] }))).toBe("already");
    expect(newsletterFailure(new ErpError({ ...ref, kind: "timeout" }))).toBe("failed");
    // A sign-up the ERP did not confirm in time may be recorded: never "could not be completed".
    expect(newsletterFailure(new ErpError({ ...ref, kind: "timeout", outcomeUnknown: true }))).toBe("unconfirmed");
    expect(newsletterFailure(new Error("boom"))).toBe("failed");
  });

  it("thanks a robot that filled the honeypot without asking the ERP", async () => {
    const subscribe = vi.fn(async () => {});
    const answer = await signUp({ email: "bot@example.com", name__confirm: "http://spam.example" }, subscribe);
    expect(answer).toMatchObject({ data: { outcome: "success" } });
    expect(subscribe).not.toHaveBeenCalled();
  });

  it("signs a person up", async () => {
    const subscribe = vi.fn(async () => {});
    const answer = await signUp({ email: "mario@example.com", name__confirm: "" }, subscribe);
    expect(answer).toMatchObject({ data: { outcome: "success" } });
    expect(subscribe).toHaveBeenCalledWith("mario@example.com");
  });
});
