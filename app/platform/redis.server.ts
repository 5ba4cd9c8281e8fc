// The process's one Redis connection, when REDIS_URL is set: shared by the rate-limit counters and
// the session store, so every replica of the shop sees the same state.
import { Redis } from "ioredis";
import { getEnv } from "~/platform/env.server";
import { log } from "~/platform/log.server";

let connection: Redis | null | undefined;

/** Commands wait for the connection at most a second; it reconnects in the background. */
export function sharedRedis(): Redis | null {
  if (connection === undefined) {
    const { REDIS_URL } = getEnv();
    connection = REDIS_URL ? new Redis(REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 1_000, connectTimeout: 2_000 }) : null;
    connection?.on("error", (error: Error) => log("warn", "Redis connection error", { error: error.message }));
  }
  return connection;
}
