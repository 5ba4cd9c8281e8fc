import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { LoginSchema } from "./login";

const parse = (data: FormData) => parseWithZod(data, { schema: LoginSchema });
const errorsOf = (submission: ReturnType<typeof parse>) => (submission.status === "error" ? submission.error : null);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("LoginSchema", () => {
  it("requires username and password", () => {
    const submission = parse(form({ username: "", password: "" }));
    expect(errorsOf(submission)).toEqual({ username: ["login.required"], password: ["login.required"] });
  });

  it("trims the username and bounds both fields", () => {
    const ok = parse(form({ username: "  a@b.example ", password: "x" }));
    expect(ok.status === "success" && ok.value.username).toBe("a@b.example");
    const long = parse(form({ username: "a".repeat(255), password: "p".repeat(257) }));
    expect(errorsOf(long)).toEqual({ username: ["login.tooLong"], password: ["login.tooLong"] });
  });
});
