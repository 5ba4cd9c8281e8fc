// The scripts' way to run the built demo ERP and production shop as child processes on free
// loopback ports (npm run bench, scripts/load.mjs, scripts/cluster-test.mjs), and Redis and nginx
// from the machine's packages (the cluster test). Run `npm run build` first.
import { fork, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

export const APP_TOKEN = `script-${crypto.randomBytes(12).toString("hex")}`;
const children = [];
// Whatever way this script ends, nothing it started outlives it.
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

/** A loopback port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function waitForReady(child, name) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in time`)), 600_000);
    child.once("exit", (code) => reject(new Error(`${name} exited with code ${code}`)));
    child.on("message", (message) => {
      if (message?.type === "ready") {
        clearTimeout(timer);
        child.removeAllListeners("exit");
        resolve(message);
      }
    });
  });
}

/** Resolves once `port` accepts connections; rejects when `child` exits first or after 30 s. */
function waitForPort(child, port, name) {
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 30_000;
    const onExit = (code) => reject(new Error(`${name} exited with code ${code}`));
    child.once("exit", onExit);
    const attempt = () => {
      const socket = net.connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        child.off("exit", onExit);
        resolve();
      });
      socket.once("error", () => {
        if (Date.now() > deadline) return reject(new Error(`${name} did not listen on ${port} in time`));
        if (child.exitCode === null) setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** The demo ERP on a database at `dbPath` with `items` articles; its URL. */
export async function startDemoErp(dbPath, items) {
  const child = fork(path.resolve("build/demo-erp.js"), [], {
    env: {
      ...process.env,
      DEMO_ERP_PORT: "0",
      DEMO_ERP_HOST: "127.0.0.1",
      DEMO_ERP_DB: dbPath,
      DEMO_ERP_ITEMS: String(items),
      ERP_APP_TOKEN: APP_TOKEN,
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  children.push(child);
  const ready = await waitForReady(child, "demo ERP");
  return String(ready.url);
}

/**
 * The production shop pointed at the ERP at `erpUrl`; its URL, process id and child process. `root`
 * is the checkout whose build runs (the bench runs an earlier build beside this one's).
 */
export async function startShop(erpUrl, env = {}, { root = process.cwd() } = {}) {
  const child = fork(path.resolve(root, "build/server.js"), [], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      SESSION_SECRET: crypto.randomBytes(24).toString("hex"),
      LOG_LEVEL: "error",
      ERP_API_URL: erpUrl,
      ERP_HUB_URL: `${erpUrl}/hub`,
      CMS_URL: `${erpUrl}/cms`,
      TRACKING_URL: `${erpUrl}/tracking`,
      ERP_APP_TOKEN: APP_TOKEN,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  children.push(child);
  const ready = await waitForReady(child, "storefront");
  return { url: `http://127.0.0.1:${ready.port}`, pid: child.pid, child };
}

/** redis-server on a free loopback port, nothing written to disk; its URL. */
export async function startRedis() {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  await waitForPort(child, port, "redis-server");
  return `redis://127.0.0.1:${port}`;
}

/**
 * nginx in the foreground as the current user, everything it writes inside `dir`, proxying a free
 * loopback port to `upstreams` (http://host:port). `rules.location` are the directives of its one
 * location besides proxy_pass (headers, retries, timeouts), `rules.maps` the map blocks they use.
 * Its URL and the access log's path; a log line reads `status upstream_addrs upstream_statuses "request"`.
 */
export async function startNginx(dir, upstreams, rules) {
  const port = await freePort();
  const temp = path.join(dir, "nginx-temp");
  fs.mkdirSync(temp, { recursive: true });
  const accessLog = path.join(dir, "nginx-access.log");
  const tempPaths = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `  ${kind}_temp_path ${path.join(temp, kind)};`);
  const config = [
    "daemon off;",
    // As root, nginx would otherwise run its workers as nobody, who cannot write the temp folder.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "worker_processes 1;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "nginx-error.log")} warn;`,
    "events { worker_connections 512; }",
    "http {",
    "  log_format upstreams '$status $upstream_addr $upstream_status \"$request\"';",
    `  access_log ${accessLog} upstreams;`,
    ...tempPaths,
    ...rules.maps.map((block) => `  ${block}`),
    "  upstream storefront {",
    ...upstreams.map((url) => `    server ${new URL(url).host} max_fails=3 fail_timeout=10s;`),
    "    keepalive 32;",
    "  }",
    "  server {",
    `    listen 127.0.0.1:${port};`,
    "    location / {",
    "      proxy_pass http://storefront;",
    ...rules.location.map((rule) => `      ${rule}`),
    "    }",
    "  }",
    "}",
  ].join("\n");
  const configPath = path.join(dir, "nginx.conf");
  fs.writeFileSync(configPath, `${config}\n`);
  const binary = process.env.NGINX ?? (fs.existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx");
  const child = spawn(binary, ["-p", dir, "-c", configPath, "-e", path.join(dir, "nginx-error.log")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  await waitForPort(child, port, "nginx");
  return { url: `http://127.0.0.1:${port}`, accessLog };
}

/** Stops every process started here (SIGTERM, then SIGKILL after 10 s); resolves when all have exited. */
export function stopAll() {
  const running = children.splice(0).filter((child) => child.exitCode === null && child.signalCode === null);
  return Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
          child.once("exit", () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill("SIGTERM");
        }),
    ),
  );
}
