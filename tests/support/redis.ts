// A throwaway redis-server for the tests of the Redis-backed stores (apt-get install redis-server);
// the tests that need it skip themselves where it is not installed.
import { spawn, spawnSync } from "node:child_process";
import { Redis } from "ioredis";
import { freePort } from "./processes";

export const hasRedis = spawnSync("redis-server", ["--version"]).status === 0;
if (!hasRedis) console.warn("redis-server is not installed: the Redis store tests are skipped");

export interface TestRedis {
  url: string;
  redis: Redis;
  stop(): Promise<void>;
}

/** Starts redis-server without persistence (on `port`, e.g. to restart it empty, else a free one), with a client connected to it. */
export async function startRedis(port?: number): Promise<TestRedis> {
  port ??= await freePort();
  const server = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server.once("exit", (code) => reject(new Error(`redis-server exited with ${code}`)));
    server.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready to accept connections")) resolve();
    });
  });
  server.stdout!.resume();
  const redis = new Redis({ port, host: "127.0.0.1" });
  return {
    url: `redis://127.0.0.1:${port}`,
    redis,
    async stop() {
      redis.disconnect();
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    },
  };
}
