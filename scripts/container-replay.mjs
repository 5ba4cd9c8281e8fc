// `npm run test:container` (run by .ci/run): the Dockerfile proven without a Docker engine. It reads
// the Dockerfile and replays it in a temp folder: the build stages' COPY (honouring .dockerignore)
// and RUN lines (apt-get skipped: this machine has the toolchain), then a fresh folder holding only
// what the runtime stage COPYs, with the runtime stage's ENV. It starts the CMD there as an
// unprivileged user who can write only what the runtime stage gives the image's USER, with the demo
// ERP embedded, and checks /healthz, /readyz, the HEALTHCHECK, two pages, an asset, a PDF, and a clean
// exit on SIGTERM. Runs as root (as CI does), to switch user with setpriv.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const CONTEXT = path.resolve(import.meta.dirname, "..");
/** Debian's unprivileged user stands in for the image's USER. */
const RUN_AS = { user: "nobody", group: "nogroup" };
/** server.ts's SHUTDOWN_GRACE_MS, plus time to stop the demo ERP. */
const EXIT_GRACE_MS = 12_000;
const START_TIMEOUT_MS = 90_000;

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const summary = [];

function fail(message) {
  throw new Error(message);
}

// --- The Dockerfile -------------------------------------------------------------------------------

/** Stages in order, each { name, parent (a stage name or null), lines: [{ op, args }] }. */
function parseDockerfile(text) {
  const joined = text.replace(/\\\n/g, " ");
  const stages = [];
  for (const raw of joined.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const [, op, args] = line.match(/^(\S+)\s*(.*)$/);
    if (op.toUpperCase() === "FROM") {
      const [image, , name] = args.split(/\s+/);
      const parent = stages.some((stage) => stage.name === image) ? image : null;
      stages.push({ name: name ?? String(stages.length), parent, lines: [] });
    } else {
      stages.at(-1).lines.push({ op: op.toUpperCase(), args });
    }
  }
  return stages;
}

/** A stage and its ancestors, oldest first: what a stage starts from. */
function chainOf(stages, name) {
  const stage = stages.find((candidate) => candidate.name === name) ?? fail(`no stage "${name}" in the Dockerfile`);
  return stage.parent ? [...chainOf(stages, stage.parent), stage] : [stage];
}

/** `--from=build --chown=node:node src... dest` as { flags, sources, dest }. */
function parseCopy(args) {
  const words = args.split(/\s+/);
  const flags = Object.fromEntries(words.filter((word) => word.startsWith("--")).map((word) => word.slice(2).split("=")));
  const paths = words.filter((word) => !word.startsWith("--"));
  return { flags, sources: paths.slice(0, -1), dest: paths.at(-1) };
}

/** `ENV A=1 B="two"` (or the old `ENV A 1`) as entries. */
function parseEnv(args) {
  if (!/^\S+=/.test(args)) {
    const [, key, value] = args.match(/^(\S+)\s+(.*)$/);
    return [[key, value]];
  }
  return [...args.matchAll(/(\w+)=("[^"]*"|\S*)/g)].map(([, key, value]) => [key, value.replace(/^"|"$/g, "")]);
}

/** Parts of a RUN line; apt-get and its list cleanup install system packages this machine has. */
function runParts(args) {
  return args
    .split("&&")
    .map((part) => part.trim())
    .filter((part) => !part.startsWith("apt-get") && part !== "rm -rf /var/lib/apt/lists/*");
}

// --- .dockerignore --------------------------------------------------------------------------------

/** Docker's rules: patterns from the context root, `**` spans folders, `!` re-includes, last match wins. */
function dockerIgnore(file) {
  if (!fs.existsSync(file)) return () => false;
  const rules = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"))
    .map((line) => {
      const include = line.startsWith("!");
      const pattern = path.posix.normalize(line.replace(/^!/, "").replace(/^\/+/, ""));
      const source = pattern
        .split(/(\*\*\/?|\*|\?)/)
        .map((part) => ({ "**/": "(.*/)?", "**": ".*", "*": "[^/]*", "?": "[^/]" })[part] ?? part.replace(/[.+^${}()|[\]\\]/g, "\\$&"))
        .join("");
      return { include, regex: new RegExp(`^${source}(/.*)?$`) };
    });
  return (relative) => rules.reduce((ignored, rule) => (rule.regex.test(relative) ? !rule.include : ignored), false);
}

/** Copies `source` (relative to the context) to `dest` as COPY would: ignored paths stay behind. */
function copyFromContext(source, dest, isIgnored) {
  const from = path.join(CONTEXT, source);
  fs.cpSync(from, dest, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (file) => {
      const relative = path.relative(CONTEXT, file).split(path.sep).join("/");
      return relative === "" || !isIgnored(relative);
    },
  });
}

// --- Replaying ------------------------------------------------------------------------------------

/** Where an absolute image path lives in a stage's folder. */
const inStage = (root, imagePath) => path.join(root, imagePath);

/**
 * better-sqlite3's addon, compiled by this checkout's own `npm ci`, offered to its installer
 * (prebuild-install) as a local prebuild, in place of the download the image's build makes: on
 * this machine it would compile SQLite again, a minute and more of CI. Same lockfile, same Node.
 * prebuild-install reads `.prebuild-installrc` from the folders above the package, so the setting
 * stays in the replay's temp folder, outside the stages.
 */
function offerLocalPrebuild(temp) {
  const addon = path.join(CONTEXT, "node_modules/better-sqlite3");
  if (!fs.existsSync(path.join(addon, "build/Release/better_sqlite3.node"))) return;
  const { version } = JSON.parse(fs.readFileSync(path.join(addon, "package.json"), "utf8"));
  const dir = path.join(temp, "prebuilds");
  fs.mkdirSync(dir);
  const tarball = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  execFileSync("tar", ["-czf", path.join(dir, tarball), "-C", addon, "build/Release/better_sqlite3.node"]);
  fs.writeFileSync(path.join(temp, ".prebuild-installrc"), `local-prebuilds=${dir}\n`);
}

/** Runs the build stages that the runtime stage copies from, in one folder each chain. */
function replayBuild(stages, stageName, root, isIgnored) {
  let workdir = "/";
  const env = {};
  for (const stage of chainOf(stages, stageName)) {
    const stageStart = Date.now();
    for (const { op, args } of stage.lines) {
      if (op === "WORKDIR") workdir = path.posix.resolve(workdir, args);
      if (op === "ENV") Object.assign(env, Object.fromEntries(parseEnv(args)));
      if (op === "COPY") {
        const { flags, sources, dest } = parseCopy(args);
        if (flags.from) fail(`COPY --from in a build stage is not replayed: ${args}`);
        const target = inStage(root, path.posix.resolve(workdir, dest));
        for (const source of sources) {
          const into = dest.endsWith("/") && source !== "." ? path.join(target, path.basename(source)) : target;
          copyFromContext(source, into, isIgnored);
        }
      }
      if (op === "RUN") {
        const command = runParts(args).join(" && ");
        if (command === "") continue;
        console.log(`[${stage.name}] RUN ${command}`);
        const cwd = inStage(root, workdir);
        fs.mkdirSync(cwd, { recursive: true });
        execFileSync("sh", ["-c", command], {
          cwd,
          stdio: ["ignore", "inherit", "inherit"],
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            ...env,
            // The machine's npm cache, without asking the registry again; no browser for Playwright.
            npm_config_prefer_offline: "true",
            PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
          },
        });
      }
    }
    summary.push(`stage ${stage.name}: ${seconds(stageStart)}`);
  }
  return workdir;
}

/** Assembles the runtime stage: only its COPYs, its ENV and its USER's folders. */
function assembleRuntime(stages, runtime, root, buildRoots, ids) {
  let workdir = "/";
  let user = "root";
  const env = {};
  const ownedByUser = [];
  const volumes = [];
  for (const stage of chainOf(stages, runtime.name)) {
    for (const { op, args } of stage.lines) {
      if (op === "WORKDIR") workdir = path.posix.resolve(workdir, args);
      if (op === "ENV") Object.assign(env, Object.fromEntries(parseEnv(args)));
      if (op === "USER") user = args.split(":")[0];
      if (op === "VOLUME") volumes.push(...(args.startsWith("[") ? JSON.parse(args) : args.split(/\s+/)));
      if (op === "COPY") {
        const { flags, sources, dest } = parseCopy(args);
        const from = buildRoots[flags.from] ?? fail(`runtime COPY without a replayed --from: ${args}`);
        for (const source of sources) {
          const target = inStage(root, path.posix.resolve(workdir, dest));
          fs.cpSync(inStage(from, source), target, { recursive: true, verbatimSymlinks: true });
          if (flags.chown) ownedByUser.push({ target, owner: flags.chown.split(":")[0] });
        }
      }
      if (op === "RUN") {
        for (const part of runParts(args)) {
          const [command, ...words] = part.split(/\s+/);
          const paths = words.filter((word) => !word.startsWith("-"));
          if (command === "mkdir") for (const dir of paths) fs.mkdirSync(inStage(root, dir), { recursive: true });
          else if (command === "chown")
            ownedByUser.push(...paths.slice(1).map((dir) => ({ target: inStage(root, dir), owner: paths[0].split(":")[0] })));
          else fail(`the replay does not know this runtime RUN step: ${part}`);
        }
      }
    }
  }
  // What the image gives its USER, the replay gives the unprivileged user; root owns the rest.
  execFileSync("chown", ["-R", "root:root", root]);
  execFileSync("chmod", ["-R", "a-w", root]);
  const userFolders = ownedByUser.filter(({ owner }) => owner === user).map(({ target }) => target);
  for (const target of userFolders) {
    execFileSync("chown", ["-R", `${ids.uid}:${ids.gid}`, target]);
    execFileSync("chmod", ["-R", "u+w", target]);
  }
  const cmd = runtime.lines.findLast((line) => line.op === "CMD") ?? fail("the runtime stage has no CMD");
  const healthcheck = runtime.lines.findLast((line) => line.op === "HEALTHCHECK");
  return { workdir, user, env, volumes, userFolders, cmd: JSON.parse(cmd.args), healthcheck: healthcheck?.args.match(/CMD\s+(.*)$/)?.[1] };
}

// --- Running --------------------------------------------------------------------------------------

/** The port itself when free on the image's HOST, else any free one. */
function freePort(preferred, host) {
  const tryListen = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once("error", () => resolve(null));
      server.listen(port, host, () => {
        const { port: bound } = server.address();
        server.close(() => resolve(bound));
      });
    });
  return tryListen(preferred).then((port) => port ?? tryListen(0));
}

const userFlags = (ids) => ["--reuid", String(ids.uid), "--regid", String(ids.gid), "--clear-groups"];

function asUser(ids, command, args, options) {
  return spawn("setpriv", [...userFlags(ids), "--pdeathsig", "KILL", "--", command, ...args], options);
}

/** Exit code of a command run as the unprivileged user. */
function runAsUser(ids, cwd, env, command) {
  return new Promise((resolve) => {
    const child = asUser(ids, "sh", ["-c", command], { cwd, env, stdio: "ignore" });
    child.on("exit", (code) => resolve(code));
  });
}

async function waitFor(url, what, server) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the server exited with code ${server.exitCode} before ${what}`);
    const response = await fetch(url).catch(() => null);
    if (response?.ok) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`${what}: no 200 from ${url} within ${START_TIMEOUT_MS / 1000} s`);
}

async function expectPage(url, check) {
  const response = await fetch(url, { headers: { Accept: "text/html" } });
  const body = await response.text();
  if (response.status !== 200) fail(`${url} answered ${response.status}`);
  if (!check(body)) fail(`${url} did not answer the shop's page`);
  return body;
}

async function main() {
  if (process.getuid?.() !== 0) fail("run it as root (as CI does): it switches to an unprivileged user with setpriv");
  const ids = {
    uid: Number(execFileSync("id", ["-u", RUN_AS.user], { encoding: "utf8" })),
    gid: Number(execFileSync("getent", ["group", RUN_AS.group], { encoding: "utf8" }).split(":")[2]),
  };
  const stages = parseDockerfile(fs.readFileSync(path.join(CONTEXT, "Dockerfile"), "utf8"));
  const runtime = stages.at(-1);
  const isIgnored = dockerIgnore(path.join(CONTEXT, ".dockerignore"));
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), "container-replay-"));
  fs.chmodSync(temp, 0o755);
  console.log(`Replaying the Dockerfile in ${temp}`);

  // Build stages: each stage the runtime copies from, replayed in a folder of its own.
  const buildRoots = {};
  offerLocalPrebuild(temp);
  for (const { op, args } of runtime.lines) {
    const from = op === "COPY" ? parseCopy(args).flags.from : undefined;
    if (from && !buildRoots[from]) {
      buildRoots[from] = path.join(temp, `stage-${from}`);
      replayBuild(stages, from, buildRoots[from], isIgnored);
    }
  }

  const root = path.join(temp, "runtime");
  const image = assembleRuntime(stages, runtime, root, buildRoots, ids);
  const cwd = inStage(root, image.workdir);
  summary.push(`runtime folder: ${fs.readdirSync(cwd).join(" ")} (${execFileSync("du", ["-sh", root], { encoding: "utf8" }).split("\t")[0]})`);

  // The image's ENV; its absolute paths point into the runtime folder; ports move when taken.
  const env = Object.fromEntries(
    Object.entries(image.env).map(([key, value]) => [key, value.startsWith(`${image.workdir}/`) ? path.join(root, value) : value]),
  );
  const host = env.HOST ?? "0.0.0.0";
  env.PORT = String(await freePort(Number(env.PORT ?? 3000), host));
  env.HEALTH_PORT = String(await freePort(Number(env.HEALTH_PORT ?? env.PORT), host));
  const runEnv = { PATH: process.env.PATH, ...env, SESSION_SECRET: crypto.randomBytes(24).toString("hex") };
  summary.push(
    `ENV: ${Object.entries(env)
      .map(([key, value]) => `${key}=${value}`)
      .join(" ")} (no ERP_* URLs: demo ERP embedded)`,
  );

  // Only the VOLUME folders (the data) are the user's, and nothing else is writable by that user.
  const volumes = image.volumes.map((volume) => inStage(root, volume));
  const inVolume = (file) => volumes.some((volume) => file === volume || file.startsWith(`${volume}/`));
  const given = image.userFolders.filter((folder) => !inVolume(folder));
  if (given.length > 0)
    fail(`the image gives its USER ${image.user} more than the data folder: ${given.map((folder) => path.relative(root, folder)).join(", ")}`);
  const writable = execFileSync("setpriv", [...userFlags(ids), "find", root, "-writable", "-print"], { encoding: "utf8" })
    .split("\n")
    .filter((file) => file !== "" && !inVolume(file));
  if (writable.length > 0) fail(`writable by ${RUN_AS.user} outside the data folder: ${writable.slice(0, 5).join(", ")}`);
  if ((await runAsUser(ids, cwd, runEnv, "echo probe > build/probe")) === 0) fail("a write into build/ succeeded");
  if (!volumes.some((volume) => env.DEMO_ERP_DB.startsWith(`${volume}/`))) fail(`DEMO_ERP_DB (${env.DEMO_ERP_DB}) is not in a VOLUME`);
  summary.push(
    `runs as ${RUN_AS.user} (for the image's USER ${image.user}), can write only in ${image.volumes.join(", ")}; a write into build/ fails`,
  );

  // The CMD, as the unprivileged user (tini, the ENTRYPOINT, only forwards signals and reaps).
  const serverStart = Date.now();
  const [command, ...args] = image.cmd;
  const server = asUser(ids, command, args, { cwd, env: runEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  try {
    const health = `http://127.0.0.1:${env.HEALTH_PORT}`;
    const shop = `http://127.0.0.1:${env.PORT}`;
    await waitFor(`${health}/healthz`, "/healthz", server);
    await waitFor(`${health}/readyz`, "/readyz", server);
    summary.push(`/healthz and /readyz: 200 after ${seconds(serverStart)}`);
    if (image.healthcheck) {
      const code = await runAsUser(ids, cwd, runEnv, image.healthcheck);
      if (code !== 0) fail(`the HEALTHCHECK command exited with ${code}`);
      summary.push("HEALTHCHECK command: exit 0");
    }
    const home = await expectPage(`${shop}/`, (body) => body.includes('<html lang="it"'));
    await expectPage(`${shop}/en/shop`, (body) => body.includes('<html lang="en"'));
    // A script's address ends in .js" (the page texts' files under /build/texts/ end in .json).
    const asset = home.match(/"(\/build\/[\w./-]+\.js)"/)?.[1] ?? fail("the home page links no script under /build/");
    const assetResponse = await fetch(`${shop}${asset}`);
    if (assetResponse.status !== 200) fail(`${asset} answered ${assetResponse.status}`);
    // A flyer: the demo ERP draws it with PDFKit, whose fonts are read from node_modules at run time.
    const flyer = home.match(/\/media\/[^"]+\.pdf/)?.[0] ?? fail("the home page links no flyer PDF");
    const flyerResponse = await fetch(`${shop}${flyer}`);
    const pdf = Buffer.from(await flyerResponse.arrayBuffer());
    if (flyerResponse.status !== 200 || pdf.subarray(0, 5).toString() !== "%PDF-") fail(`${flyer} answered ${flyerResponse.status}, not a PDF`);
    summary.push(`pages: / and /en/shop 200 with the shop's HTML; ${asset} 200; ${flyer} a PDF of ${pdf.length} bytes`);
    if (!fs.existsSync(env.DEMO_ERP_DB)) fail(`the demo ERP's database is not at ${env.DEMO_ERP_DB}`);
  } catch (error) {
    server.kill("SIGKILL");
    console.error(output);
    throw error;
  }

  // SIGTERM (what `docker stop` sends through tini): a clean exit within the grace period.
  const stopStart = Date.now();
  const exited = new Promise((resolve) => server.on("exit", (code, signal) => resolve({ code, signal })));
  server.kill("SIGTERM");
  const timeout = new Promise((resolve) => setTimeout(() => resolve(null), EXIT_GRACE_MS));
  const exit = await Promise.race([exited, timeout]);
  if (exit === null) {
    server.kill("SIGKILL");
    console.error(output);
    fail(`no exit within ${EXIT_GRACE_MS / 1000} s of SIGTERM`);
  }
  if (exit.code !== 0) {
    console.error(output);
    fail(`exit on SIGTERM: code ${exit.code}, signal ${exit.signal}`);
  }
  const leftover = spawnSync("pgrep", ["-f", `${root}/build/`], { encoding: "utf8" }).stdout.trim();
  if (leftover) fail(`processes left after the exit: ${leftover}`);
  summary.push(`SIGTERM: exit code 0 after ${seconds(stopStart)}, no process left`);

  fs.rmSync(temp, { recursive: true, force: true });
  console.log(`\nContainer replay passed in ${seconds(started)}:\n${summary.map((line) => `- ${line}`).join("\n")}`);
}

main().catch((error) => {
  console.error(`\nContainer replay FAILED: ${error.message}`);
  if (summary.length) console.error(summary.map((line) => `- ${line}`).join("\n"));
  process.exit(1);
});
