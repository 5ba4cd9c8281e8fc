// Login, registration, password reset and change.
import { randomBytes } from "node:crypto";
import { COMPANY } from "../company";
import { checkContext } from "../context";
import { hubError, listForm, message } from "../http";
import { hashPassword, verifyPassword } from "../passwords";
import { EMAIL_PATTERN, flagOf, t, text } from "../text";
import type { Call, Ctx, Reply, Routes } from "../types";

const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
const MIN_PASSWORD_LENGTH = 8;
/** Checked against when the username is unknown, so both failures take the same time. */
const DECOY_HASH = hashPassword(randomBytes(12).toString("hex"));

interface AgentLoginRow {
  code: string;
  password_hash: string;
  name: string;
}

interface LoginRow {
  id: string;
  password_hash: string;
  company: string;
  first_name: string;
  last_name: string;
}

function login(call: Call, ctx: Ctx): Reply {
  const { db } = ctx;
  const username = text(call.body.username);
  const password = typeof call.body.password === "string" ? call.body.password : "";
  const customer = db.prepare("SELECT id, password_hash, company, first_name, last_name FROM customers WHERE username = ?").get(username) as
    LoginRow | undefined;
  const agent = customer
    ? undefined
    : (db.prepare("SELECT code, password_hash, name FROM agents WHERE username = ?").get(username) as AgentLoginRow | undefined);
  // A customer without a password (the agents' generated customers) cannot sign in; the decoy keeps the time the same.
  const valid = verifyPassword(password, customer?.password_hash || agent?.password_hash || DECOY_HASH) && (customer ?? agent) !== undefined;
  if (!valid) return listForm({ success: false, message: "Authentication Failed!" }, 422);

  const now = ctx.now();
  const token = randomBytes(32).toString("base64url");
  db.prepare("DELETE FROM tokens WHERE expires_at <= ?").run(now.getTime());
  db.prepare("DELETE FROM agent_tokens WHERE expires_at <= ?").run(now.getTime());
  if (agent) {
    db.prepare("INSERT INTO agent_tokens (token, agent_code, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
      token,
      agent.code,
      now.toISOString(),
      now.getTime() + TOKEN_TTL_MS,
    );
    // An agent is client 0 without addresses: they act for the customers of agent/customers.
    return message({
      message: "Logged In",
      access_token: token,
      user: { name: agent.name, company_name: COMPANY.name, client_id: "0", address_codes: [], role: "agent", agent_code: agent.code },
    });
  }
  const row = customer as LoginRow;
  db.prepare("INSERT INTO tokens (token, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)").run(
    token,
    row.id,
    now.toISOString(),
    now.getTime() + TOKEN_TTL_MS,
  );
  const addresses = db.prepare("SELECT code, street, city FROM addresses WHERE customer_id = ? ORDER BY CAST(code AS INTEGER)").all(row.id) as {
    code: string;
    street: string;
    city: string;
  }[];
  // Frappe-wrapped like every wrapper/* answer.
  return message({
    message: "Logged In",
    access_token: token,
    user: {
      name: `${row.first_name} ${row.last_name}`,
      company_name: row.company,
      client_id: row.id,
      address_codes: addresses.map((address) => ({
        address_code: address.code,
        IndirizzoEsteso: address.street,
        Citta: address.city,
      })),
    },
  });
}

function register(call: Call, ctx: Ctx): Reply {
  const { db } = ctx;
  const field = (name: string) => text(call.body[name]);
  const missing = ["name", "email", "vat", "phone"].filter((name) => field(name) === "");
  if (missing.length > 0) {
    return message({
      success: false,
      message: t(call.lang, `Campi obbligatori mancanti: ${missing.join(", ")}`, `Missing required fields: ${missing.join(", ")}`),
    });
  }
  if (!EMAIL_PATTERN.test(field("email"))) {
    return message({ success: false, message: t(call.lang, "Indirizzo email non valido", "Invalid email address") });
  }
  const email = field("email");
  const vat = field("vat").toUpperCase();
  const duplicate =
    db.prepare("SELECT 1 FROM customers WHERE username = ? OR email = ? OR vat = ?").get(email, email, vat) ??
    db.prepare("SELECT 1 FROM registrations WHERE email = ? OR vat = ?").get(email, vat);
  if (duplicate) {
    return message({
      success: false,
      message: t(call.lang, "Email o partita IVA già registrate", "Email or VAT number already registered"),
    });
  }
  db.prepare(
    `INSERT INTO registrations (name, email, vat, phone, company, tax_code, address, city, province, postal_code, consent, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    field("name"),
    email,
    vat,
    field("phone"),
    field("company"),
    field("tax_code"),
    field("address"),
    field("city"),
    field("province"),
    field("postal_code"),
    flagOf(call.body.consent) ? 1 : 0,
    ctx.now().toISOString(),
  );
  return message({ success: true });
}

/** Records the request; the demo sends no email and keeps the password, so demo logins keep working. */
function resetPassword(call: Call, ctx: Ctx): Reply {
  const username = text(call.body.username);
  const row = ctx.db.prepare("SELECT id FROM customers WHERE username = ?").get(username) as { id: string } | undefined;
  if (!row) {
    return listForm({ success: false, message: t(call.lang, "Utente non trovato", "User not found") }, 422);
  }
  ctx.db.prepare("INSERT INTO password_resets (username, customer_id, created_at) VALUES (?, ?, ?)").run(username, row.id, ctx.now().toISOString());
  return listForm(
    { success: true, message: t(call.lang, "Controlla la tua email per la nuova password", "Please check your email for a new password") },
    200,
  );
}

/**
 * hub `wrapper/change_password`: the customer's `username`, `old_password`, `new_password` (with the
 * context); Frappe-wrapped list form, 422 with the reason for a wrong current password or a refused
 * new one.
 */
function changePassword(call: Call, ctx: Ctx): Reply {
  const checked = checkContext(call, ctx, { customerOnly: true });
  // An agent acts for the customer in the shop, never on the customer's credentials.
  if (checked.agentCode !== null) return hubError(403, "Only the customer can change their password");
  const row = ctx.db.prepare("SELECT username, password_hash FROM customers WHERE id = ?").get(checked.customerId) as {
    username: string;
    password_hash: string;
  };
  const username = text(call.body.username);
  const oldPassword = typeof call.body.old_password === "string" ? call.body.old_password : "";
  const newPassword = typeof call.body.new_password === "string" ? call.body.new_password : "";
  if (username.toLowerCase() !== row.username.toLowerCase() || !verifyPassword(oldPassword, row.password_hash)) {
    return listForm({ success: false, message: "Password is wrong" }, 422);
  }
  if (newPassword.length < MIN_PASSWORD_LENGTH) {
    return listForm(
      {
        success: false,
        message: t(
          call.lang,
          `La nuova password deve avere almeno ${MIN_PASSWORD_LENGTH} caratteri`,
          `The new password needs at least ${MIN_PASSWORD_LENGTH} characters`,
        ),
      },
      422,
    );
  }
  ctx.db.prepare("UPDATE customers SET password_hash = ? WHERE id = ?").run(hashPassword(newPassword), checked.customerId);
  return listForm({ success: true, message: t(call.lang, "Password modificata", "Password changed") }, 200);
}

const W = "/api/method/mymb_ecommerce.controllers.wrapper";

export const routes: Routes = {
  "POST /hub/wrapper/login": login,
  [`POST ${W}.login`]: login,
  [`POST ${W}.register`]: register,
  [`POST ${W}.reset_password`]: resetPassword,
  "POST /hub/wrapper/change_password": changePassword,
};
