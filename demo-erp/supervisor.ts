// Runs the demo ERP as a child process of the storefront (so it never competes with the shop's
// event loop) and restarts it on the same port if it dies, so the shop recovers by itself.
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface EmbeddedDemoErp {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  /** The bundled demo ERP entry (build/demo-erp.js). */
  entry: string;
  appToken: string;
  dbPath: string;
  log: (message: string, fields?: Record<string, unknown>) => void;
  readyTimeoutMs?: number;
}

const RESTART_DELAY_MS = 1_000;
const STOP_TIMEOUT_MS = 5_000;

function spawnOnce(options: Options, port: number): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(options.entry, [], {
    cwd: path.dirname(path.dirname(options.entry)),
    env: {
      ...process.env,
      DEMO_ERP_PORT: String(port),
      DEMO_ERP_HOST: "127.0.0.1",
      DEMO_ERP_DB: options.dbPath,
      ERP_APP_TOKEN: options.appToken,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("The demo ERP did not start in time"));
    }, options.readyTimeoutMs ?? 180_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The demo ERP exited during start-up (code ${code})`));
    });
    child.on("message", (message: unknown) => {
      const ready = message as { type?: string; url?: string };
      if (ready?.type === "ready" && typeof ready.url === "string") {
        clearTimeout(timer);
        child.removeAllListeners("exit");
        resolve({ child, url: ready.url });
      }
    });
  });
}

export async function startEmbeddedDemoErp(options: Options): Promise<EmbeddedDemoErp> {
  let stopping = false;
  let { child, url } = await spawnOnce(options, 0);
  const port = Number(new URL(url).port);

  const watch = (current: ChildProcess) => {
    current.once("exit", (code, signal) => {
      if (stopping) return;
      options.log("demo ERP stopped; restarting", { code, signal });
      const restart = () =>
        spawnOnce(options, port).then(
          (started) => {
            child = started.child;
            options.log("demo ERP restarted", { url: started.url });
            watch(child);
          },
          (error: Error) => {
            options.log("demo ERP restart failed; retrying", { error: error.message });
            setTimeout(restart, RESTART_DELAY_MS * 5);
          },
        );
      setTimeout(restart, RESTART_DELAY_MS);
    });
  };
  watch(child);

  return {
    url,
    stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill("SIGTERM");
      });
    },
  };
}
