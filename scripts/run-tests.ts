// `npm test`: every test of the project, layer by layer (docs/testing.md), with one production shop
// and demo ERP per dialect started once for the HTTP integration and browser layers. Prints what each
// phase took and the 15 slowest tests, and writes both to test-results/ (phases.tsv, slowest.txt),
// which .ci/run prints again at its end beside its own phases. `--shops` only starts the shops and
// prints their variables, for running one layer or one file by hand against them.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { startTestShops } from "../tests/support/shops";

const RESULTS = "test-results";

interface Phase {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** The JSON report it writes, for the slowest tests. */
  report?: { file: string; kind: "vitest" | "playwright" };
}

function vitest(name: string, args: string[], env?: Record<string, string>): Phase {
  const file = `${RESULTS}/${name.replaceAll(" ", "-")}.json`;
  return {
    name,
    command: ["npx", "vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    env,
    report: { file, kind: "vitest" },
  };
}

const BEFORE_SHOPS: Phase[] = [
  vitest("unit", ["--project", "unit"]),
  vitest("integration", ["--project", "integration"], { DEMO_ERP_DIALECT: "default" }),
  vitest("integration varying", ["--project", "integration"], { DEMO_ERP_DIALECT: "varying" }),
];

const WITH_SHOPS: Phase[] = [
  vitest("http integration", ["-c", "vitest.http.config.ts", "--project", "http"]),
  { name: "browser", command: ["npx", "playwright", "test"], report: { file: `${RESULTS}/browser.json`, kind: "playwright" } },
  // Last, with nothing beside it: how fast the shop recovers from a burst is a figure of the machine.
  vitest("http alone", ["-c", "vitest.http.config.ts", "--project", "http-alone"]),
];

function run(phase: Phase): Promise<number> {
  return new Promise((resolve) => {
    const [command, ...args] = phase.command;
    const child = spawn(command!, args, { stdio: "inherit", env: { ...process.env, ...phase.env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

interface Timed {
  name: string;
  seconds: number;
  file: string;
}

/** What the slowest-tests list reads of Playwright's JSON report. */
interface PlaywrightSuite {
  specs?: { title: string; file: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Each test's duration from a vitest or Playwright JSON report (a missing report gives none). */
function durations(phase: Phase): Timed[] {
  if (!phase.report || !fs.existsSync(phase.report.file)) return [];
  const report = JSON.parse(fs.readFileSync(phase.report.file, "utf8"));
  if (phase.report.kind === "vitest") {
    return (report.testResults ?? []).flatMap((file: { name: string; assertionResults: { fullName: string; duration?: number }[] }) =>
      file.assertionResults.map((test) => ({
        name: test.fullName,
        seconds: (test.duration ?? 0) / 1000,
        file: file.name.replace(`${process.cwd()}/`, ""),
      })),
    );
  }
  const tests: Timed[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const seconds = test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        tests.push({ name: `[${test.projectName}] ${spec.title}`, seconds, file: spec.file });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return tests;
}

/** How many browser tests passed only on a retry (the "flaky"): must be 0. */
function flakyBrowserTests(): number {
  const file = `${RESULTS}/browser.json`;
  if (!fs.existsSync(file)) return 0;
  return JSON.parse(fs.readFileSync(file, "utf8")).stats?.flaky ?? 0;
}

async function main(): Promise<number> {
  fs.mkdirSync(RESULTS, { recursive: true });
  if (process.argv.includes("--shops")) {
    const stop = await startTestShops();
    for (const key of Object.keys(process.env).filter((name) => name.startsWith("E2E_"))) console.log(`export ${key}=${process.env[key]}`);
    await new Promise<void>((resolve) => process.once("SIGINT", resolve).once("SIGTERM", resolve));
    await stop();
    return 0;
  }
  const timings: { name: string; seconds: number; code: number }[] = [];
  const timed = async (name: string, work: () => Promise<number>) => {
    const started = performance.now();
    const code = await work();
    timings.push({ name, seconds: (performance.now() - started) / 1000, code });
    return code;
  };
  let failed = false;
  for (const phase of BEFORE_SHOPS) failed = (await timed(phase.name, () => run(phase))) !== 0 || failed;
  let stop: (() => Promise<void>) | undefined;
  await timed("start shops", async () => {
    stop = await startTestShops();
    return 0;
  });
  try {
    for (const phase of WITH_SHOPS) failed = (await timed(phase.name, () => run(phase))) !== 0 || failed;
  } finally {
    await stop?.();
  }

  const slowest = [...BEFORE_SHOPS, ...WITH_SHOPS]
    .flatMap(durations)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 15);
  const summary = [
    "The 15 slowest tests:",
    ...slowest.map((test) => `${test.seconds.toFixed(1).padStart(7)} s  ${test.file}  ${test.name}`),
    `Browser tests that passed only on a retry: ${flakyBrowserTests()}`,
  ].join("\n");
  console.log(`\n${summary}`);
  fs.writeFileSync(`${RESULTS}/slowest.txt`, `${summary}\n`);
  console.log("\nnpm test, by phase:");
  for (const { name, seconds, code } of timings) console.log(`${name.padEnd(22)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? "" : "  FAILED"}`);
  fs.writeFileSync(`${RESULTS}/phases.tsv`, timings.map(({ name, seconds }) => `${name}\t${seconds.toFixed(0)}`).join("\n") + "\n");
  return failed ? 1 : 0;
}

process.exitCode = await main();
