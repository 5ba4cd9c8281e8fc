// The demo customers' declarations of intent, relative to `now`: Ferramenta Rossi's of this year is
// nearly used up and last year's has expired; Colorificio Verdi's has most of its plafond left;
// the others have none. They follow the company (its VAT number), so a copy of a customer has them too.
import type Database from "better-sqlite3";
import type { DemoCustomer } from "../customers";
import { romeToday } from "../dates";

interface SeededDeclaration {
  /** Years before the current one (0: this year). */
  yearsAgo: number;
  /** The protocol's last six digits. */
  serial: string;
  amount: number;
  used: number;
}

const DECLARATIONS_BY_VAT: Record<string, SeededDeclaration[]> = {
  // Ferramenta Rossi & Figli
  IT04187650962: [
    { yearsAgo: 0, serial: "000417", amount: 50_000, used: 49_820 },
    { yearsAgo: 1, serial: "000233", amount: 40_000, used: 38_150.4 },
  ],
  // Colorificio Verdi
  IT06318520191: [{ yearsAgo: 0, serial: "000098", amount: 25_000, used: 3_400 }],
};

/** A protocol as the revenue agency writes it: 17 digits (date of issue and a serial), a dash and 6 digits. */
function protocolOf(year: number, customerId: string, serial: string): string {
  return `${year}0115${customerId.padStart(7, "0")}00-${serial}`;
}

/** Call inside the transaction that inserts the customers. */
export function insertVatExemptions(db: Database.Database, customers: readonly DemoCustomer[], now: Date): void {
  const thisYear = Number(romeToday(now).slice(0, 4));
  const insert = db.prepare(
    `INSERT INTO vat_exemptions (customer_id, protocol, protocol_date, year, amount, used, valid_from, valid_to)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const customer of customers) {
    for (const declaration of DECLARATIONS_BY_VAT[customer.vat] ?? []) {
      const year = thisYear - declaration.yearsAgo;
      insert.run(
        customer.id,
        protocolOf(year, customer.id, declaration.serial),
        `${year}-01-15`,
        year,
        declaration.amount,
        declaration.used,
        `${year}-01-15`,
        `${year}-12-31`,
      );
    }
  }
}
