// Declarations of intent (hub account/vat_exemptions and account/vat_exemption_register, *proposed*
// in ERP-CONTRACT.md): the customer's declarations with what is left of each plafond, and the
// registration of a new one. The demo checks what the real ERP would: the protocol's form (17
// digits, a dash, 6 digits), a real protocol date not in the future, the year (this one or the next)
// not declared already, a positive amount; a refusal is the hub's 422 with the reason.
import { checkContext } from "../context";
import { displayDate, isIsoDate, romeToday } from "../dates";
import { hubError, message } from "../http";
import { round2 } from "../money";
import { integerOf, t, text } from "../text";
import { Failure, type Call, type Ctx, type Lang, type Reply, type Routes } from "../types";

const PROTOCOL = /^\d{17}-\d{6}$/;
const MAX_AMOUNT = 100_000_000;

interface DeclarationRow {
  protocol: string;
  protocol_date: string;
  year: number;
  amount: number;
  used: number;
  valid_from: string;
  valid_to: string;
  revoked: number;
}

/** ACTIVE, EXHAUSTED (nothing left), EXPIRED (its validity is over) or REVOKED. */
function statusOf(row: DeclarationRow, today: string): string {
  if (row.revoked) return "REVOKED";
  if (row.valid_to < today) return "EXPIRED";
  return row.used >= row.amount ? "EXHAUSTED" : "ACTIVE";
}

function answerOf(row: DeclarationRow, today: string) {
  return {
    protocol: row.protocol,
    protocol_date: displayDate(row.protocol_date),
    year: row.year,
    amount: row.amount,
    used: row.used,
    remaining: round2(Math.max(0, row.amount - row.used)),
    valid_from: displayDate(row.valid_from),
    valid_to: displayDate(row.valid_to),
    status: statusOf(row, today),
  };
}

const SELECT = "SELECT protocol, protocol_date, year, amount, used, valid_from, valid_to, revoked FROM vat_exemptions";

function list(call: Call, ctx: Ctx): Reply {
  const { customerId } = checkContext(call, ctx, { customerOnly: true });
  const today = romeToday(ctx.now());
  const rows = ctx.db.prepare(`${SELECT} WHERE customer_id = ? ORDER BY year DESC, id DESC`).all(customerId) as DeclarationRow[];
  return message({ data: rows.map((row) => answerOf(row, today)) });
}

/** "DD/MM/YYYY" or ISO → ISO, or null. */
function dayOf(value: unknown): string | null {
  const raw = text(value).trim();
  const italian = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw);
  const iso = italian ? `${italian[3]}-${italian[2]}-${italian[1]}` : raw;
  return isIsoDate(iso) ? iso : null;
}

function refuse(lang: Lang, it: string, en: string): never {
  throw new Failure(hubError(422, t(lang, it, en)));
}

function register(call: Call, ctx: Ctx): Reply {
  const { customerId } = checkContext(call, ctx, { customerOnly: true });
  const { lang } = call;
  const today = romeToday(ctx.now());
  const thisYear = Number(today.slice(0, 4));
  const protocol = text(call.body.protocol).trim();
  if (!PROTOCOL.test(protocol)) {
    refuse(lang, "Protocollo non valido: 17 cifre, un trattino e 6 cifre", "Invalid protocol: 17 digits, a dash and 6 digits");
  }
  const protocolDate = dayOf(call.body.protocol_date);
  if (protocolDate === null || protocolDate > today) refuse(lang, "Data del protocollo non valida", "Invalid protocol date");
  const year = integerOf(call.body.year);
  if (year === null || year < thisYear || year > thisYear + 1) refuse(lang, "Anno non valido", "Invalid year");
  const amount = typeof call.body.amount === "number" ? call.body.amount : Number.NaN;
  if (!(amount > 0 && amount <= MAX_AMOUNT)) refuse(lang, "Importo non valido", "Invalid amount");
  if (ctx.db.prepare("SELECT 1 FROM vat_exemptions WHERE customer_id = ? AND year = ?").get(customerId, year)) {
    refuse(lang, `Una dichiarazione per il ${year} è già registrata`, `A declaration for ${year} is already registered`);
  }
  if (ctx.db.prepare("SELECT 1 FROM vat_exemptions WHERE customer_id = ? AND protocol = ?").get(customerId, protocol)) {
    refuse(lang, "Protocollo già registrato", "Protocol already registered");
  }
  // Valid from its date (or the first day of its year, if later) to the end of the year.
  const validFrom = protocolDate > `${year}-01-01` ? protocolDate : `${year}-01-01`;
  ctx.db
    .prepare(
      `INSERT INTO vat_exemptions (customer_id, protocol, protocol_date, year, amount, used, valid_from, valid_to)
       VALUES (?, ?, ?, ?, ?, 0, ?, ?)`,
    )
    .run(customerId, protocol, protocolDate, year, round2(amount), validFrom, `${year}-12-31`);
  const row = ctx.db.prepare(`${SELECT} WHERE customer_id = ? AND year = ?`).get(customerId, year) as DeclarationRow;
  return message(answerOf(row, today));
}

export const routes: Routes = {
  "POST /hub/account/vat_exemptions": list,
  "POST /hub/account/vat_exemption_register": register,
};
