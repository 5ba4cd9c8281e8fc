// `npm run erp:doctor` against the demo ERP in both dialects: every call is read as is in the
// default dialect, and read (as is, or with tolerated fields) in the varying one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startDemoErp } from "../../demo-erp/app";
import type { FaultRule } from "../../demo-erp/http";
import { DEMO_CUSTOMERS } from "../../demo-erp/customers";
import { resetPublicCache } from "~/erp/cache.server";
import { closeErpTransport } from "~/erp/client.server";
import { doctorFailed, formatDoctorReport, runDoctor } from "~/erp/doctor.server";
import { loadEnv } from "~/platform/env.server";

const APP_TOKEN = "doctor-test-token-1";
let cleanup: (() => Promise<void>) | undefined;

afterEach(async () => {
  await cleanup?.();
  cleanup = undefined;
});

/** Starts a demo ERP (dialect, fault rules) and points the storefront's client at it. */
async function demoErp(options: { dialect?: "default" | "varying"; faults?: FaultRule[] }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "erp-doctor-test-"));
  const demo = await startDemoErp({ dbPath: path.join(dir, "erp.sqlite"), items: 400, appToken: APP_TOKEN, ...options });
  cleanup = async () => {
    await closeErpTransport();
    resetPublicCache();
    await demo.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  loadEnv({
    ...process.env,
    ERP_API_URL: demo.url,
    ERP_HUB_URL: `${demo.url}/hub`,
    CMS_URL: `${demo.url}/cms`,
    ERP_APP_TOKEN: APP_TOKEN,
    LOG_LEVEL: "silent",
  });
  resetPublicCache();
}

async function doctorAgainst(dialect: "default" | "varying") {
  await demoErp({ dialect });
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
    await demoErp({ faults: [{ path: "/hub/search/search", malformed: true }] });
    const rows = await runDoctor({ lang: "en" });
    expect(rows.find((row) => row.call === "hub search/search")).toMatchObject({ primary: true, outcome: "malformed" });
    expect(rows.find((row) => row.call === "hub wrapper/login")).toMatchObject({ outcome: "skipped", detail: "no test customer given" });
    expect(doctorFailed(rows)).toBe(true);
  });
});
