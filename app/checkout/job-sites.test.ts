import { describe, expect, it } from "vitest";
import { checkJobSite, hasErrors } from "./job-sites";

describe("a job site as typed", () => {
  it("trims the name, and reads the codes without spaces and in capitals", () => {
    const { value, errors } = checkJobSite({ name: "  Scuola   media ", cig: " 7a1b 2c3d4e ", cup: "j51b21000120005" });
    expect(value).toEqual({ name: "Scuola media", cig: "7A1B2C3D4E", cup: "J51B21000120005" });
    expect(hasErrors(errors)).toBe(false);
  });

  it("takes the codes as optional", () => {
    expect(checkJobSite({ name: "Condominio Aurora", cig: " ", cup: "" })).toEqual({
      value: { name: "Condominio Aurora", cig: "", cup: "" },
      errors: {},
    });
  });

  it("requires a name of at most 80 characters", () => {
    expect(checkJobSite({ name: "   " }).errors).toEqual({ name: "jobSite.errors.nameRequired" });
    expect(checkJobSite({ name: "x".repeat(81) }).errors).toEqual({ name: "jobSite.errors.nameTooLong" });
  });

  it.each([
    ["7A1B2C3D4", "nine characters"],
    ["7A1B2C3D4E5", "eleven characters"],
    ["7A1B-C3D4E", "a dash"],
    ["7A1B2C3D4È", "an accented letter"],
  ])("refuses the CIG %s (%s)", (cig) => {
    expect(checkJobSite({ name: "Ponte", cig }).errors).toEqual({ cig: "jobSite.errors.cig" });
  });

  it.each([
    ["J51B2100012000", "fourteen characters"],
    ["J51B210001200055", "sixteen characters"],
    ["J51B21000120/05", "a slash"],
  ])("refuses the CUP %s (%s)", (cup) => {
    expect(checkJobSite({ name: "Ponte", cup }).errors).toEqual({ cup: "jobSite.errors.cup" });
  });

  it("reports every field at once", () => {
    expect(Object.keys(checkJobSite({ name: "", cig: "1", cup: "2" }).errors)).toEqual(["name", "cig", "cup"]);
  });
});
