// Where sessions live: on the server, never in the cookie (which holds only a random id), so the ERP
// token never reaches a browser and sign-out ends a session for good. In memory by default (nothing
// to install; a restart signs customers out); in Redis when REDIS_URL is set, shared by replicas.
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";

export interface StoredSession {
  data: Record<string, unknown>;
  /** When the session ends whatever the customer does (epoch ms). */
  expiresAt: number;
}

export interface SessionStore {
  /** The session, its idle time restarted; null when unknown, ended, idle too long or expired. */
  read(id: string): Promise<StoredSession | null>;
  write(id: string, session: StoredSession): Promise<void>;
  remove(id: string): Promise<void>;
}

const MEMORY_MAX_SESSIONS = 100_000;

export function memorySessionStore(idleMs: number, now: () => number = Date.now, max = MEMORY_MAX_SESSIONS): SessionStore {
  const sessions = new LRUCache<string, StoredSession>({ max, ttl: idleMs, ttlResolution: 0, updateAgeOnGet: true, perf: { now } });
  return {
    async read(id) {
      const session = sessions.get(id);
      return session && session.expiresAt > now() ? session : null;
    },
    async write(id, session) {
      sessions.set(id, session);
    },
    async remove(id) {
      sessions.delete(id);
    },
  };
}

export function redisSessionStore(redis: Redis, idleMs: number, prefix = "session:"): SessionStore {
  return {
    async read(id) {
      // GETEX restarts the idle time in the same round trip.
      const value = await redis.getex(prefix + id, "PX", idleMs);
      if (value === null) return null;
      const session = JSON.parse(value) as StoredSession;
      return session.expiresAt > Date.now() ? session : null;
    },
    async write(id, session) {
      await redis.set(prefix + id, JSON.stringify(session), "PX", idleMs);
    },
    async remove(id) {
      await redis.del(prefix + id);
    },
  };
}
