// The account texts the spec quotes: exact in English where the spec's English is sound
// ("Successfully Registered!"), its meaning in correct English where it is plainly broken ("Field is email").
import { describe, expect, it } from "vitest";
import { resources } from "~/locales";

/** Every namespace of a language (each owns its own top-level keys). */
const texts = (locale: "it" | "en") => Object.assign({}, ...Object.values(resources[locale]!)) as Record<string, any>;

describe("account texts", () => {
  it("quote the spec's English messages, mended where broken", () => {
    const en = texts("en");
    expect(en.accountForms.required).toBe("Field is required");
    expect(en.accountForms.email).toBe("Enter a valid email address");
    expect(en.account.register.success).toBe("Successfully Registered!");
    expect(en.account.register.failed).toBe("Registration failed!");
    expect(en.account.forgot.success).toBe("Please check your email for a new password");
    expect(en.account.forgot.failed).toBe("Password reset failed. Please try again.");
    expect(en.account.changePassword.success).toBe("Your password has been changed.");
    expect(en.account.changePassword.wrong).toBe("Password is wrong");
    expect(en.account.orderDetail.reorderNone).toBe("No products added to the cart.");
    expect(en.accountLists.empty).toBe("No Result");
  });

  it("translate every order filter and status into Italian", () => {
    const it = texts("it");
    expect(Object.keys(it.account.orders.filters)).toEqual([
      "all",
      "to-be-accepted",
      "not-fulfilled",
      "fulfilled",
      "to-checkout",
      "checked-out",
      "delivered",
    ]);
    expect(it.account.orders.statuses["partly-fulfilled"]).toBe("Evaso parzialmente");
  });
});
