// One JSON line per event on stdout/stderr: easy to ship to any log collector. Never log tokens,
// cookies, bodies or query strings (they may carry personal data).
type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

// LOG_LEVEL is validated with the rest of the environment (env.server.ts); it is read here directly
// because the log must work before that validation has run (it reports what failed).
function threshold(): number {
  const level = (process.env.LOG_LEVEL ?? "info") as Level | "silent";
  return ORDER[level] ?? ORDER.info;
}

export function log(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (ORDER[level] < threshold()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields });
  (level === "error" || level === "warn" ? process.stderr : process.stdout).write(`${line}\n`);
}

export function logError(message: string, error: unknown, fields: Record<string, unknown> = {}) {
  const detail = error instanceof Error ? { error: error.message, name: error.name, stack: error.stack } : { error: String(error) };
  log("error", message, { ...fields, ...detail });
}
