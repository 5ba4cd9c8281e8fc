// `npm run erp:doctor`: checks an ERP against the storefront's own client before going live.
//
//   ERP_API_URL=… ERP_HUB_URL=… CMS_URL=… ERP_APP_TOKEN=… \
//   ERP_DOCTOR_USERNAME=… ERP_DOCTOR_PASSWORD=… [ERP_DOCTOR_AGENT_USERNAME=… ERP_DOCTOR_AGENT_PASSWORD=…] \
//   npm run erp:doctor [-- --lang=en]
//   npm run erp:doctor -- --demo[=varying]     (against a demo ERP it starts itself, with the
//                                              fault rules of DEMO_ERP_FAULTS, if any)
//
// Prints one line per call: HTTP status, time, and "ok", the tolerated field paths, or what made
// the answer unusable; then one line per check of what a customer sees (media, CMS links, order
// amounts, /readyz) and the writes it did not try. Exits 1 on any failed or unusable line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startDemoErp } from "../demo-erp/app";
import { DEMO_AGENTS, DEMO_CUSTOMERS } from "../demo-erp/customers";
import { parseFaultRules } from "../demo-erp/http";
import { closeErpTransport } from "../app/erp/client.server";
import { doctorFailed, doctorVerdict, formatDoctorReport, runDoctor } from "../app/doctor/doctor.server";
import { loadEnv } from "../app/platform/env.server";

function option(name: string): string | undefined {
  const prefix = `--${name}`;
  const arg = process.argv.slice(2).find((candidate) => candidate === prefix || candidate.startsWith(`${prefix}=`));
  if (arg === undefined) return undefined;
  return arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : "";
}

async function main(): Promise<number> {
  const lang = option("lang") === "en" ? "en" : "it";
  const demoDialect = option("demo");
  let stopDemo: (() => Promise<void>) | undefined;
  let credentials =
    process.env.ERP_DOCTOR_USERNAME && process.env.ERP_DOCTOR_PASSWORD
      ? { username: process.env.ERP_DOCTOR_USERNAME, password: process.env.ERP_DOCTOR_PASSWORD }
      : undefined;
  let agentCredentials =
    process.env.ERP_DOCTOR_AGENT_USERNAME && process.env.ERP_DOCTOR_AGENT_PASSWORD
      ? { username: process.env.ERP_DOCTOR_AGENT_USERNAME, password: process.env.ERP_DOCTOR_AGENT_PASSWORD }
      : undefined;

  if (demoDialect !== undefined) {
    const dialect = demoDialect || "default";
    process.env.DEMO_ERP_DIALECT = dialect;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "erp-doctor-"));
    const appToken = "erp-doctor-demo-token";
    const faults = process.env.DEMO_ERP_FAULTS ? parseFaultRules(JSON.parse(process.env.DEMO_ERP_FAULTS)) : [];
    const demo = await startDemoErp({ dbPath: path.join(dir, "erp.sqlite"), items: 400, appToken, faults });
    stopDemo = async () => {
      await demo.close();
      fs.rmSync(dir, { recursive: true, force: true });
    };
    Object.assign(process.env, { ERP_API_URL: demo.url, ERP_HUB_URL: `${demo.url}/hub`, CMS_URL: `${demo.url}/cms`, ERP_APP_TOKEN: appToken });
    const demoCustomer = DEMO_CUSTOMERS[0]!;
    credentials ??= { username: demoCustomer.username, password: demoCustomer.password };
    const demoAgent = DEMO_AGENTS[0]!;
    agentCredentials ??= { username: demoAgent.username, password: demoAgent.password };
    console.log(`Demo ERP (${dialect} dialect) at ${demo.url}, test customer ${credentials.username}\n`);
  }

  try {
    loadEnv({ ...process.env, LOG_LEVEL: "silent" });
    const rows = await runDoctor({ lang, credentials, agentCredentials });
    console.log(formatDoctorReport(rows));
    const failed = doctorFailed(rows);
    console.log(`\n${doctorVerdict(rows)}`);
    return failed ? 1 : 0;
  } finally {
    await closeErpTransport();
    await stopDemo?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
