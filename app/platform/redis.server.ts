// The process's one Redis connection, when REDIS_URL is set: shared by the rate-limit counters, the
// session store and the public cache, so every replica of the shop sees the same state. Redis is a
// dependency that can fail: its callers fall back (counters to memory, the cache to the ERP) or say
// so (sessions), and the connection comes back by itself when Redis does.
import { Redis } from "ioredis";
import { getEnv } from "~/platform/env.server";
import { log } from "~/platform/log.server";

let connection: Redis | null | undefined;

/**
 * Commands wait for the first connection (the process's first requests), then never for a lost one:
 * while Redis is away they fail at once (no offline queue) or after a second when it hangs, and
 * ioredis reconnects in the background.
 */
export function sharedRedis(): Redis | null {
  if (connection === undefined) {
    const { REDIS_URL } = getEnv();
    connection = REDIS_URL ? new Redis(REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 1_000, connectTimeout: 2_000 }) : null;
    if (connection) {
      const redis = connection;
      redis.on("error", (error: Error) => log("warn", "Redis connection error", { error: error.message }));
      // The offline queue (ioredis's default) is for the boot only; afterwards a request must not wait on a Redis that is down.
      redis.once("ready", () => {
        redis.options.enableOfflineQueue = false;
      });
    }
  }
  return connection;
}
