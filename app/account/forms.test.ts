import { describe, expect, it } from "vitest";
import { ChangePasswordSchema, RegistrationSchema, SettingsSchema } from "./forms";

const valid = {
  firstName: "Mario",
  lastName: "Verdi",
  company: "Verdi Utensili srl",
  vat: "IT 00743110157",
  taxCode: "",
  address: "Via Roma 1",
  city: "Milano",
  province: "mi",
  postalCode: "20100",
  phone: "+39 02 1234567",
  email: "mario@verdi.example",
  consent: "on",
};

function errorsOf(input: Record<string, unknown>) {
  const result = RegistrationSchema.safeParse(input);
  return result.success ? {} : result.error.flatten().fieldErrors;
}

describe("RegistrationSchema", () => {
  it("accepts a complete form and normalises VAT and province", () => {
    const result = RegistrationSchema.parse(valid);
    expect(result.vat).toBe("00743110157");
    expect(result.province).toBe("MI");
  });

  it("says 'Field is required' for each missing mandatory field and requires consent", () => {
    const errors = errorsOf({ ...valid, firstName: " ", email: "", consent: undefined });
    expect(errors.firstName).toEqual(["accountForms.required"]);
    expect(errors.email).toEqual(["accountForms.required"]);
    expect(errors.consent).toEqual(["accountForms.consent"]);
  });

  it("checks email, VAT check digit, province, postal code and tax code", () => {
    const errors = errorsOf({ ...valid, email: "not-an-email", vat: "00743110158", province: "Milano", postalCode: "201", taxCode: "x" });
    expect(errors.email).toEqual(["accountForms.email"]);
    expect(errors.vat).toEqual(["accountForms.vat"]);
    expect(errors.province).toEqual(["accountForms.tooLong"]);
    expect(errors.postalCode).toEqual(["accountForms.postalCode"]);
    expect(errors.taxCode).toEqual(["accountForms.taxCode"]);
  });
});

describe("ChangePasswordSchema", () => {
  it("needs a new password of 8 characters, confirmed", () => {
    const short = ChangePasswordSchema.safeParse({ currentPassword: "a", newPassword: "short", confirmPassword: "short" });
    expect(short.success).toBe(false);
    const mismatch = ChangePasswordSchema.safeParse({ currentPassword: "a", newPassword: "longenough", confirmPassword: "different" });
    expect(mismatch.success ? [] : mismatch.error.flatten().fieldErrors.confirmPassword).toEqual(["accountForms.passwordMatch"]);
  });
});

describe("SettingsSchema", () => {
  it("refuses forged values", () => {
    expect(SettingsSchema.safeParse({ priceView: "gross", autocomplete: "off" }).success).toBe(true);
    expect(SettingsSchema.safeParse({ priceView: "cheapest", autocomplete: "off" }).success).toBe(false);
  });
});
