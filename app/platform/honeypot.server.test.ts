import { describe, expect, it } from "vitest";
import { isSpam } from "./honeypot.server";

/** The name <HoneypotInputs> gives the hidden field. */
const FIELD = "name__confirm";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("isSpam", () => {
  it("is false when the hidden field is empty or missing", () => {
    expect(isSpam(form({ [FIELD]: "", username: "someone" }))).toBe(false);
    expect(isSpam(form({ username: "someone" }))).toBe(false);
  });

  it("is true when a robot filled it in", () => {
    expect(isSpam(form({ [FIELD]: "http://spam.example" }))).toBe(true);
    expect(isSpam(form({ [FIELD]: " " }))).toBe(true);
  });

  it("is true for a file posted in its place", () => {
    const data = new FormData();
    data.set(FIELD, new Blob(["x"]), "x.txt");
    expect(isSpam(data)).toBe(true);
  });
});
