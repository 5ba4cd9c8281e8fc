// GET /__demo/: what the shop sent to the demo ERP, for people trying the demo (no auth; read only).
import type Database from "better-sqlite3";
import type { Call, Ctx, Reply, Routes } from "../types";

const LIMIT = 50;

function escapeHtml(value: unknown): string {
  return String(value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

interface Section {
  title: string;
  sql: string;
}

const SECTIONS: Section[] = [
  {
    title: "Orders placed through the shop",
    sql: `SELECT o.created_at AS received, o.causale || '/' || o.year || '/' || o.number AS "order", c.company AS customer,
                 o.address_code AS address, o.delivery_type, o.delivery_on, o.net, o.transport, o.total,
                 COALESCE(o.coupon_code, '') AS coupon, o.note
            FROM orders o JOIN customers c ON c.id = o.customer_id
           WHERE o.source = 'shop' ORDER BY o.id DESC LIMIT ${LIMIT}`,
  },
  {
    title: "Tracking events",
    sql: `SELECT received_at AS received, stream, topic, action, record FROM tracking_events ORDER BY id DESC LIMIT ${LIMIT}`,
  },
  {
    title: "Contact requests",
    sql: `SELECT created_at AS received, type, name, email, phone, company, subject, message FROM contact_requests
           ORDER BY id DESC LIMIT ${LIMIT}`,
  },
  {
    title: "Newsletter sign-ups",
    sql: `SELECT created_at AS received, email, lang FROM newsletter ORDER BY id DESC LIMIT ${LIMIT}`,
  },
  {
    title: "Registrations",
    sql: `SELECT created_at AS received, name, email, company, vat, phone, city, province FROM registrations
           ORDER BY id DESC LIMIT ${LIMIT}`,
  },
];

function table(db: Database.Database, section: Section): string {
  const statement = db.prepare(section.sql);
  const columns = statement.columns().map((column) => column.name);
  const rows = statement.all() as Record<string, unknown>[];
  const head = `<tr>${columns.map((name) => `<th>${escapeHtml(name)}</th>`).join("")}</tr>`;
  const body =
    rows.length === 0
      ? `<tr><td colspan="${columns.length}">Nothing yet.</td></tr>`
      : rows.map((row) => `<tr>${columns.map((name) => `<td>${escapeHtml(row[name])}</td>`).join("")}</tr>`).join("\n");
  return `<h2>${escapeHtml(section.title)} (latest ${LIMIT})</h2>\n<table>\n<thead>${head}</thead>\n<tbody>\n${body}\n</tbody>\n</table>`;
}

function adminPage(db: Database.Database, now: Date): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo ERP</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1d2733; }
table { border-collapse: collapse; width: 100%; margin-bottom: 2rem; }
th, td { border: 1px solid #ccd3db; padding: .3rem .5rem; text-align: left; vertical-align: top; }
th { background: #eef2f6; }
td { max-width: 40rem; overflow-wrap: anywhere; }
</style>
</head>
<body>
<h1>Demo ERP</h1>
<p>What the storefront sent to the embedded demo ERP. Generated ${escapeHtml(now.toISOString())}.</p>
${SECTIONS.map((section) => table(db, section)).join("\n")}
</body>
</html>
`;
}

function page(_call: Call, ctx: Ctx): Reply {
  return {
    raw: {
      contentType: "text/html; charset=utf-8",
      body: adminPage(ctx.db, ctx.now()),
      headers: { "Cache-Control": "no-store", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" },
    },
  };
}

export const routes: Routes = {
  "GET /__demo/": page,
  "GET /__demo": page,
};
