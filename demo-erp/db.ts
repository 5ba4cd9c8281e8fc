// Opens the demo ERP's SQLite database and applies the migrations (every *.sql of the migrations
// folder, in name order, each once).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";

export type Db = Database.Database;

/**
 * The migrations folder. From source (vitest) it sits beside this file; in the bundle
 * (build/demo-erp.js) it is ../demo-erp/migrations; in Docker the image keeps demo-erp/migrations
 * under the working directory /app. The first folder that exists wins.
 */
export function findMigrationsDir(override?: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    override,
    path.join(here, "migrations"),
    path.join(here, "..", "demo-erp", "migrations"),
    path.resolve(process.cwd(), "demo-erp", "migrations"),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => fs.existsSync(dir) && fs.statSync(dir).isDirectory());
  if (!found) throw new Error(`demo ERP migrations folder not found (tried ${candidates.join(", ")})`);
  return found;
}

export function openDb(dbPath: string): Db {
  if (dbPath !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const db = new Database(dbPath);
  db.pragma("journal_mode = WAL");
  db.pragma("foreign_keys = ON");
  db.pragma("synchronous = NORMAL");
  db.pragma("busy_timeout = 5000");
  return db;
}

/** Applies the migrations not yet recorded in the `migrations` table; returns their names. */
export function migrate(db: Db, migrationsDir = findMigrationsDir()): string[] {
  db.exec("CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)");
  const applied = new Set(
    db
      .prepare("SELECT name FROM migrations")
      .pluck()
      .all()
      .map((name) => String(name)),
  );
  const pending = fs
    .readdirSync(migrationsDir)
    .filter((name) => name.endsWith(".sql") && !applied.has(name))
    .sort();
  const record = db.prepare("INSERT INTO migrations (name, applied_at) VALUES (?, ?)");
  for (const name of pending) {
    const sql = fs.readFileSync(path.join(migrationsDir, name), "utf8");
    db.transaction(() => {
      db.exec(sql);
      record.run(name, new Date().toISOString());
    })();
  }
  return pending;
}
