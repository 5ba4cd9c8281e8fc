import { describe, expect, it } from "vitest";
import { honeypotFilled, HONEYPOT_FIELD } from "./honeypot";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("honeypotFilled", () => {
  it("is false when the hidden field is empty or missing", () => {
    expect(honeypotFilled(form({ [HONEYPOT_FIELD]: "" }))).toBe(false);
    expect(honeypotFilled(form({ username: "someone" }))).toBe(false);
  });

  it("is true when a robot filled it in", () => {
    expect(honeypotFilled(form({ [HONEYPOT_FIELD]: "http://spam.example" }))).toBe(true);
    expect(honeypotFilled(form({ [HONEYPOT_FIELD]: " " }))).toBe(true);
  });

  it("is true for a file posted in its place", () => {
    const data = new FormData();
    data.set(HONEYPOT_FIELD, new Blob(["x"]), "x.txt");
    expect(honeypotFilled(data)).toBe(true);
  });
});
