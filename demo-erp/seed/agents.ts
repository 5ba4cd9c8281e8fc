// Seeds the sales agents (customers.ts) and their portfolios: the demo customers whose referral agent
// each one is, plus generated trade customers of the agent's region, each with addresses, a price
// list, a history and payment deadlines made by the demo customers' own generators. Deterministic.
// Runs after the demo customers, also on a database seeded before there were agents.
import type Database from "better-sqlite3";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAddress, type DemoAgent, type DemoCustomer } from "../customers";
import { hashPassword } from "../passwords";
import { insertCustomersWithHistory, orderableArticles } from "./customers";
import { intBetween, mulberry32, pick, type Random } from "./random";

const SEED = 20_260_318;
/** Customers in each agent's portfolio, the demo customers included. */
export const PORTFOLIO_SIZE = 30;

interface City {
  city: string;
  province: string;
  postalCode: string;
  /** Telephone area code. */
  prefix: string;
}

const CITIES: Record<string, City[]> = {
  // The north.
  AG01: [
    { city: "Bergamo", province: "BG", postalCode: "24121", prefix: "035" },
    { city: "Brescia", province: "BS", postalCode: "25121", prefix: "030" },
    { city: "Como", province: "CO", postalCode: "22100", prefix: "031" },
    { city: "Varese", province: "VA", postalCode: "21100", prefix: "0332" },
    { city: "Lecco", province: "LC", postalCode: "23900", prefix: "0341" },
    { city: "Pavia", province: "PV", postalCode: "27100", prefix: "0382" },
    { city: "Cremona", province: "CR", postalCode: "26100", prefix: "0372" },
    { city: "Torino", province: "TO", postalCode: "10121", prefix: "011" },
    { city: "Novara", province: "NO", postalCode: "28100", prefix: "0321" },
    { city: "Genova", province: "GE", postalCode: "16121", prefix: "010" },
    { city: "Verona", province: "VR", postalCode: "37121", prefix: "045" },
    { city: "Padova", province: "PD", postalCode: "35121", prefix: "049" },
  ],
  // The centre and the south.
  AG02: [
    { city: "Modena", province: "MO", postalCode: "41121", prefix: "059" },
    { city: "Parma", province: "PR", postalCode: "43121", prefix: "0521" },
    { city: "Firenze", province: "FI", postalCode: "50123", prefix: "055" },
    { city: "Prato", province: "PO", postalCode: "59100", prefix: "0574" },
    { city: "Pisa", province: "PI", postalCode: "56125", prefix: "050" },
    { city: "Ancona", province: "AN", postalCode: "60121", prefix: "071" },
    { city: "Perugia", province: "PG", postalCode: "06121", prefix: "075" },
    { city: "Roma", province: "RM", postalCode: "00184", prefix: "06" },
    { city: "Latina", province: "LT", postalCode: "04100", prefix: "0773" },
    { city: "Caserta", province: "CE", postalCode: "81100", prefix: "0823" },
    { city: "Salerno", province: "SA", postalCode: "84121", prefix: "089" },
    { city: "Bari", province: "BA", postalCode: "70121", prefix: "080" },
  ],
};

const TRADES = [
  "Ferramenta",
  "Colorificio",
  "Termoidraulica",
  "Elettroforniture",
  "Edilizia",
  "Utensileria",
  "Casalinghi",
  "Agraria",
  "Idrosanitari",
  "Materiali Edili",
  "Bricocenter",
  "Serramenti",
];
const SURNAMES = [
  "Colombo",
  "Ricci",
  "Marino",
  "Greco",
  "Bruno",
  "Mancini",
  "Costa",
  "Giordano",
  "Rizzo",
  "Lombardi",
  "Moretti",
  "Barbieri",
  "Fontana",
  "Santoro",
  "Mariani",
  "Rinaldi",
  "Caruso",
  "Ferrara",
  "Martini",
  "Leone",
  "Longo",
  "Gentile",
  "Vitale",
  "Serra",
  "Coppola",
  "De Santis",
  "Marchetti",
  "Parisi",
  "Villa",
  "Fabbri",
];
const FIRST_NAMES = [
  "Giuseppe",
  "Francesca",
  "Alessandro",
  "Chiara",
  "Roberto",
  "Elena",
  "Paolo",
  "Laura",
  "Stefano",
  "Valentina",
  "Davide",
  "Marta",
];
const LEGAL_FORMS = ["S.r.l.", "S.n.c.", "S.a.s.", "S.r.l.s.", "S.p.A."];
const STREETS = [
  "Via Roma",
  "Via Garibaldi",
  "Via Mazzini",
  "Via Dante Alighieri",
  "Corso Italia",
  "Via dell'Artigianato",
  "Via Guglielmo Marconi",
  "Viale Europa",
  "Via Giacomo Matteotti",
  "Via Giuseppe Verdi",
  "Via del Lavoro",
  "Via Cavour",
];
const BRANCHES = ["Magazzino", "Punto vendita", "Deposito", "Cantiere"];
const DISCOUNTS = [[30, 10], [25], [20, 5], [15], [10], [35, 5], [5], []];
const PAYMENTS: Pick<DemoCustomer, "paymentMethod" | "paymentType" | "paymentTerms">[] = [
  { paymentMethod: "Ri.Ba. 30/60 gg d.f.f.m.", paymentType: "RBA", paymentTerms: [30, 60] },
  { paymentMethod: "Ri.Ba. 60 gg d.f.f.m.", paymentType: "RBA", paymentTerms: [60] },
  { paymentMethod: "Ri.Ba. 30/60/90 gg d.f.f.m.", paymentType: "RBA", paymentTerms: [30, 60, 90] },
  { paymentMethod: "Bonifico bancario 30 gg d.f.f.m.", paymentType: "BB", paymentTerms: [30] },
  { paymentMethod: "RID 30 gg d.f.f.m.", paymentType: "RID", paymentTerms: [30] },
];
const CARRIERS = ["BRT Corriere Espresso", "GLS Italy", "SDA Express Courier", "TNT FedEx", "Vettore del cliente"];

export function hasAgents(db: Database.Database): boolean {
  return db.prepare("SELECT 1 FROM agents LIMIT 1").get() !== undefined;
}

export function seedAgents(db: Database.Database, { now }: { now: Date }): void {
  const random = mulberry32(SEED);
  const pool = orderableArticles(db);
  const generated = generatedCustomers(random);
  db.transaction(() => {
    for (const agent of DEMO_AGENTS) {
      db.prepare("INSERT INTO agents (code, username, password_hash, name, email, phone) VALUES (?, ?, ?, ?, ?, ?)").run(
        agent.code,
        agent.username,
        hashPassword(agent.password),
        agent.name,
        agent.email,
        agent.phone,
      );
    }
    // The demo customers' referral agents (a database seeded before the agents has others).
    for (const customer of DEMO_CUSTOMERS) {
      for (const table of ["customers", "addresses"]) {
        db.prepare(`UPDATE ${table} SET agent_code = ?, agent_name = ? WHERE ${table === "customers" ? "id" : "customer_id"} = ?`).run(
          customer.agentCode,
          customer.agentName,
          customer.id,
        );
      }
    }
    insertCustomersWithHistory(db, random, generated, pool, now);
  })();
}

/**
 * The generated customers that fill each agent's portfolio up to PORTFOLIO_SIZE: trade customers of
 * the agent's region with distinct names, ids 11001... for the first agent, 12001... for the second;
 * they have no login.
 */
export function generatedCustomers(random: Random): DemoCustomer[] {
  const names = new Set<string>();
  return DEMO_AGENTS.flatMap((agent, index) => {
    const own = DEMO_CUSTOMERS.filter((customer) => customer.agentCode === agent.code).length;
    return portfolio(random, agent, 11_001 + index * 1000, PORTFOLIO_SIZE - own, names);
  });
}

function portfolio(random: Random, agent: DemoAgent, firstId: number, count: number, names: Set<string>): DemoCustomer[] {
  const cities = CITIES[agent.code];
  if (!cities) throw new Error(`no region for agent ${agent.code}`);
  return Array.from({ length: count }, (_, index) => {
    let trade: string;
    let surname: string;
    do {
      trade = pick(random, TRADES);
      surname = pick(random, SURNAMES);
    } while (names.has(`${trade} ${surname}`));
    names.add(`${trade} ${surname}`);
    const company = `${trade} ${surname} ${pick(random, LEGAL_FORMS)}`;
    const slug = `${trade}${surname}`.toLowerCase().replace(/[^a-z]/g, "");
    const vatDigits = vatNumber(random);
    const home = pick(random, cities);
    const phone = phoneIn(random, home);
    const addresses: DemoAddress[] = [
      { code: "1", description: "Sede", ...place(random, home), phone, email: `info@${slug}.example`, extraDiscount: 0 },
    ];
    for (let extra = intBetween(random, 0, 9) < 6 ? 0 : intBetween(random, 1, 2); extra > 0; extra--) {
      const city = pick(random, cities);
      addresses.push({
        code: String(addresses.length + 1),
        description: `${pick(random, BRANCHES)} ${city.city}`,
        ...place(random, city),
        phone: phoneIn(random, city),
        email: `${city.city.toLowerCase()}@${slug}.example`,
        extraDiscount: pick(random, [0, 0, 2]),
      });
    }
    return {
      id: String(firstId + index),
      username: `info@${slug}.example`,
      password: "",
      company,
      firstName: pick(random, FIRST_NAMES),
      lastName: surname,
      vat: `IT${vatDigits}`,
      taxCode: vatDigits,
      pec: `${slug}@pec.example`,
      sdi: sdiCode(random),
      priceList: pick(random, ["A", "B", "C"] as const),
      discounts: pick(random, DISCOUNTS),
      minOrderAmount: pick(random, [0, 0, 0, 150, 300]),
      creditLimit: pick(random, [5000, 8000, 10000, 15000, 20000, 30000]),
      phone,
      fax: "",
      email: `info@${slug}.example`,
      ...pick(random, PAYMENTS),
      port: pick(random, ["Franco destino", "Franco destino", "Franco partenza"]),
      carrier: pick(random, CARRIERS),
      agentCode: agent.code,
      agentName: agent.name,
      addresses,
      shows: `a generated customer of ${agent.name}'s portfolio`,
    };
  });
}

function place(random: Random, city: City): Pick<DemoAddress, "street" | "city" | "postalCode" | "province"> {
  return { street: `${pick(random, STREETS)} ${intBetween(random, 1, 220)}`, city: city.city, postalCode: city.postalCode, province: city.province };
}

function phoneIn(random: Random, city: City): string {
  return `${city.prefix} ${intBetween(random, 100, 999)} ${intBetween(random, 1000, 9999)}`;
}

/** Eleven digits with the Italian VAT number's check digit (a Luhn variant). */
export function vatNumber(random: Random): string {
  const digits = Array.from({ length: 10 }, () => intBetween(random, 0, 9));
  const sum = digits.reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return [...digits, (10 - (sum % 10)) % 10].join("");
}

function sdiCode(random: Random): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  return Array.from({ length: 7 }, () => pick(random, [...alphabet])).join("");
}
