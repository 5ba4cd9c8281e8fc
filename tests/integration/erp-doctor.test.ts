// `npm run erp:doctor` against the demo ERP in both dialects: every call is read as is in the
// default dialect, and read (as is, or with tolerated fields) in the varying one.
import { afterEach, describe, expect, it } from "vitest";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { doctorFailed, formatDoctorReport, runDoctor } from "~/erp/doctor.server";
import { TestErp } from "../support/harness";

let demo: TestErp | undefined;

afterEach(async () => {
  await demo?.stop();
  demo = undefined;
});

async function doctorAgainst(dialect: "default" | "varying") {
  demo = await new TestErp({ dialect }).start();
  const customer = DEMO_CUSTOMERS[0]!;
  return runDoctor({ lang: "en", credentials: { username: customer.username, password: customer.password } });
}

describe("erp doctor", () => {
  it("finds every call usable as is on the demo ERP's default dialect", async () => {
    const rows = await doctorAgainst("default");
    expect(
      rows.filter((row) => row.outcome !== "ok"),
      formatDoctorReport(rows),
    ).toEqual([]);
    expect(doctorFailed(rows)).toBe(false);
  });

  it("reads every call of the varying dialect, as is or with tolerated fields", async () => {
    const rows = await doctorAgainst("varying");
    const report = formatDoctorReport(rows);
    expect(
      rows.filter((row) => row.outcome !== "ok" && row.outcome !== "tolerated"),
      report,
    ).toEqual([]);
    expect(doctorFailed(rows)).toBe(false);
  });

  it("fails when a primary call cannot be used, and skips the customer calls without credentials", async () => {
    demo = await new TestErp({ faults: [{ path: "/hub/search/search", malformed: true }] }).start();
    const rows = await runDoctor({ lang: "en" });
    expect(rows.find((row) => row.call === "hub search/search")).toMatchObject({ primary: true, outcome: "malformed" });
    expect(rows.find((row) => row.call === "hub wrapper/login")).toMatchObject({ outcome: "skipped", detail: "no test customer given" });
    expect(doctorFailed(rows)).toBe(true);
  });
});
