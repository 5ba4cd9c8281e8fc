// Starts the demo ERP in this process: database, migrations, seeds, search index, HTTP server.
import type { AddressInfo } from "node:net";
import { migrate, findMigrationsDir, openDb } from "./db";
import { dialectOf, type Dialect } from "./dialect";
import { createHttpServer, type FaultRule } from "./http";
import { routes } from "./modules";
import { warmSearch } from "./search";
import { hasAgents, seedAgents } from "./seed/agents";
import { hasCatalog, seedCatalog } from "./seed/catalog";
import { hasCustomers, seedCustomers } from "./seed/customers";
import { hasReturns, seedReturns } from "./modules/returns";
import type { Ctx } from "./types";

export interface DemoErpOptions {
  /** 0 or missing: a free port. */
  port?: number;
  host?: string;
  /** A file path, or ":memory:". */
  dbPath: string;
  /** Articles to generate when the database has no catalogue yet. */
  items?: number;
  appToken: string;
  faults?: FaultRule[];
  now?: () => Date;
  log?: boolean;
  migrationsDir?: string;
  /** How the answers are shaped (default: DEMO_ERP_DIALECT, else "default"); see dialect.ts. */
  dialect?: Dialect;
}

export interface DemoErp {
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_ITEMS = 5000;

export async function startDemoErp(options: DemoErpOptions): Promise<DemoErp> {
  const now = options.now ?? (() => new Date());
  const log = (fields: Record<string, unknown>) => {
    if (options.log) console.log(JSON.stringify(fields));
  };
  const db = openDb(options.dbPath);
  try {
    const applied = migrate(db, findMigrationsDir(options.migrationsDir));
    if (applied.length > 0) log({ event: "migrated", applied });
    if (!hasCatalog(db)) {
      const seeded = seedCatalog(db, { items: options.items ?? DEFAULT_ITEMS });
      log({ event: "catalogue-seeded", items: seeded.items, ms: seeded.ms });
    }
    if (!hasCustomers(db)) {
      seedCustomers(db, { now: now() });
      log({ event: "customers-seeded" });
    }
    if (!hasAgents(db)) {
      seedAgents(db, { now: now() });
      log({ event: "agents-seeded" });
    }
    if (!hasReturns(db)) seedReturns(db, { now: now() });
    warmSearch(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const dialect = options.dialect ?? dialectOf(process.env.DEMO_ERP_DIALECT);
  const ctx: Ctx = { db, now, baseUrl: "", appToken: options.appToken, dialect };
  const server = createHttpServer({ routes, ctx, faults: options.faults, log: options.log, dialect });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  ctx.baseUrl = `http://${host}:${address.port}`;

  let closing: Promise<void> | null = null;
  return {
    url: ctx.baseUrl,
    close() {
      closing ??= new Promise<void>((resolve) => {
        server.close(() => {
          db.close();
          resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
