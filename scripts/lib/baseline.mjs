// An earlier build of the shop, to measure beside this one in the same run (npm run bench): the
// commit's files (git archive, no work tree of this repository touched), its own npm ci and build,
// in the temp folder and kept between runs (installing takes a few minutes); delete it to start afresh.
import { execFileSync, execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The folder of a built checkout of `revision`, made once. */
export function builtCheckout(revision) {
  const commit = execFileSync("git", ["rev-parse", "--short", `${revision}^{commit}`], { encoding: "utf8" }).trim();
  const dir = path.join(os.tmpdir(), `storefront-bench-build-${commit}`);
  if (fs.existsSync(path.join(dir, "build", "server.js"))) return { commit, dir };
  console.error(`Building ${commit} in ${dir} to measure beside this build (a few minutes, once)…`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execSync(`git archive ${commit} | tar -x -C ${JSON.stringify(dir)}`, { stdio: ["ignore", "ignore", "inherit"] });
  const quiet = { cwd: dir, stdio: ["ignore", "ignore", "inherit"] };
  execFileSync("npm", ["ci", "--no-audit", "--no-fund"], quiet);
  execFileSync("npm", ["run", "build"], quiet);
  return { commit, dir };
}
