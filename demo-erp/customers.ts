// The demo customers and sales agents: fictional Italian trade customers, each chosen to show one
// part of the storefront, and the distributor's two agents, whose portfolios hold these customers
// plus generated ones (seed/agents.ts). The seeds insert exactly these; tests and the README import them.

export interface DemoAddress {
  code: string;
  description: string;
  street: string;
  city: string;
  postalCode: string;
  province: string;
  phone: string;
  email: string;
  /** Percent added to the customer's cascade at this address (0 = none). */
  extraDiscount: number;
}

export interface DemoCustomer {
  id: string;
  username: string;
  password: string;
  company: string;
  firstName: string;
  lastName: string;
  vat: string;
  taxCode: string;
  pec: string;
  sdi: string;
  priceList: "A" | "B" | "C";
  /** Cascade percents, e.g. [30, 10]. */
  discounts: number[];
  /** Minimum order, net EUR (0 = none). */
  minOrderAmount: number;
  creditLimit: number;
  phone: string;
  fax: string;
  email: string;
  paymentMethod: string;
  /** Type of the payment deadlines (RBA = Ri.Ba., BB = bank transfer). */
  paymentType: "RBA" | "BB" | "RID";
  /** Instalments, in days after the end of the invoice month. */
  paymentTerms: number[];
  port: string;
  carrier: string;
  /** The referral agent: the customer is in this agent's portfolio. */
  agentCode: string;
  agentName: string;
  addresses: DemoAddress[];
  /** What logging in as this customer shows. */
  shows: string;
}

export const DEMO_PASSWORD = "demo1234";

export interface DemoAgent {
  /** agent_code, CodiceAgente. */
  code: string;
  username: string;
  password: string;
  name: string;
  email: string;
  phone: string;
  /** What signing in as this agent shows. */
  shows: string;
}

export const DEMO_AGENTS: readonly DemoAgent[] = [
  {
    code: "AG01",
    username: "luca.bianchi@ferramentapro.example",
    password: DEMO_PASSWORD,
    name: "Luca Bianchi",
    email: "luca.bianchi@ferramentapro.example",
    phone: "335 612 4480",
    shows: "a portfolio of 30 customers: Ferramenta Rossi, Colorificio Verdi and 28 generated ones in the north",
  },
  {
    code: "AG02",
    username: "sara.conti@ferramentapro.example",
    password: DEMO_PASSWORD,
    name: "Sara Conti",
    email: "sara.conti@ferramentapro.example",
    phone: "347 208 9931",
    shows: "a portfolio of 30 customers: Edilcolor Bianchi, Termoidraulica Esposito and 28 generated ones in the centre and south",
  },
];

export const DEMO_CUSTOMERS: readonly DemoCustomer[] = [
  {
    id: "10001",
    username: "acquisti@ferramentarossi.example",
    password: DEMO_PASSWORD,
    company: "Ferramenta Rossi & Figli S.r.l.",
    firstName: "Mario",
    lastName: "Rossi",
    vat: "IT04187650962",
    taxCode: "04187650962",
    pec: "ferramentarossi@pec.example",
    sdi: "M5UXCR1",
    priceList: "A",
    discounts: [30, 10],
    minOrderAmount: 0,
    creditLimit: 30000,
    phone: "02 4851 2290",
    fax: "02 4851 2291",
    email: "acquisti@ferramentarossi.example",
    paymentMethod: "Ri.Ba. 30/60 gg d.f.f.m.",
    paymentType: "RBA",
    paymentTerms: [30, 60],
    port: "Franco destino",
    carrier: "BRT Corriere Espresso",
    agentCode: "AG01",
    agentName: "Luca Bianchi",
    addresses: [
      {
        code: "1",
        description: "Sede e negozio",
        street: "Via Giuseppe Ripamonti 118",
        city: "Milano",
        postalCode: "20141",
        province: "MI",
        phone: "02 4851 2290",
        email: "negozio@ferramentarossi.example",
        extraDiscount: 0,
      },
      {
        code: "2",
        description: "Magazzino",
        street: "Viale Edison 412",
        city: "Sesto San Giovanni",
        postalCode: "20099",
        province: "MI",
        phone: "02 2624 7715",
        email: "magazzino@ferramentarossi.example",
        extraDiscount: 2,
      },
      {
        code: "3",
        description: "Punto vendita Monza",
        street: "Corso Milano 45",
        city: "Monza",
        postalCode: "20900",
        province: "MB",
        phone: "039 232 8841",
        email: "monza@ferramentarossi.example",
        extraDiscount: 0,
      },
    ],
    shows:
      "price list A with 30+10%, three delivery addresses (the Magazzino address adds 2% to the 30+10 cascade), a long order history, overdue and open Ri.Ba. instalments",
  },
  {
    id: "10002",
    username: "ordini@edilcolorbianchi.example",
    password: DEMO_PASSWORD,
    company: "Edilcolor Bianchi S.n.c.",
    firstName: "Giulia",
    lastName: "Bianchi",
    vat: "IT02958331207",
    taxCode: "02958331207",
    pec: "edilcolorbianchi@pec.example",
    sdi: "T04ZHR3",
    priceList: "B",
    discounts: [15],
    minOrderAmount: 300,
    creditLimit: 8000,
    phone: "051 634 1187",
    fax: "",
    email: "ordini@edilcolorbianchi.example",
    paymentMethod: "Bonifico bancario 30 gg d.f.f.m.",
    paymentType: "BB",
    paymentTerms: [30],
    port: "Franco destino",
    carrier: "GLS Italy",
    agentCode: "AG02",
    agentName: "Sara Conti",
    addresses: [
      {
        code: "1",
        description: "Sede",
        street: "Via della Salute 22/B",
        city: "Bologna",
        postalCode: "40132",
        province: "BO",
        phone: "051 634 1187",
        email: "ordini@edilcolorbianchi.example",
        extraDiscount: 0,
      },
    ],
    shows: "price list B with 15%, a minimum order of 300 EUR net (cart warning, checkout blocked below it), bank transfer deadlines",
  },
  {
    id: "10003",
    username: "info@termoidraulicaesposito.example",
    password: DEMO_PASSWORD,
    company: "Termoidraulica Esposito S.r.l.",
    firstName: "Antonio",
    lastName: "Esposito",
    vat: "IT07741231215",
    taxCode: "07741231215",
    pec: "termoidraulicaesposito@pec.example",
    sdi: "KRRH6B9",
    priceList: "C",
    discounts: [5],
    minOrderAmount: 0,
    creditLimit: 12000,
    phone: "081 751 9043",
    fax: "081 751 9044",
    email: "info@termoidraulicaesposito.example",
    paymentMethod: "Ri.Ba. 60 gg d.f.f.m.",
    paymentType: "RBA",
    paymentTerms: [60],
    port: "Franco partenza",
    carrier: "Vettore del cliente",
    agentCode: "AG02",
    agentName: "Sara Conti",
    addresses: [
      {
        code: "1",
        description: "Sede",
        street: "Via Nuova Poggioreale 61",
        city: "Napoli",
        postalCode: "80143",
        province: "NA",
        phone: "081 751 9043",
        email: "info@termoidraulicaesposito.example",
        extraDiscount: 0,
      },
      {
        code: "2",
        description: "Cantiere Pozzuoli",
        street: "Via Domitiana 210",
        city: "Pozzuoli",
        postalCode: "80078",
        province: "NA",
        phone: "081 526 7730",
        email: "cantiere@termoidraulicaesposito.example",
        extraDiscount: 0,
      },
    ],
    shows: "price list C with a small 5% discount, two addresses, pickup-friendly (Franco partenza), 60-day Ri.Ba.",
  },
  {
    id: "10004",
    username: "ordini@colorificioverdi.example",
    password: DEMO_PASSWORD,
    company: "Colorificio Verdi S.r.l.",
    firstName: "Paolo",
    lastName: "Verdi",
    vat: "IT06318520191",
    taxCode: "06318520191",
    pec: "colorificioverdi@pec.example",
    sdi: "W7YVJK9",
    priceList: "B",
    discounts: [20, 5],
    minOrderAmount: 0,
    creditLimit: 10000,
    phone: "0371 428 5560",
    fax: "",
    email: "ordini@colorificioverdi.example",
    paymentMethod: "Ri.Ba. 30/60 gg d.f.f.m.",
    paymentType: "RBA",
    paymentTerms: [30, 60],
    port: "Franco partenza",
    carrier: "Vettore del cliente",
    agentCode: "AG01",
    agentName: "Luca Bianchi",
    addresses: [
      {
        code: "1",
        description: "Sede e colorificio",
        street: "Viale Piacenza 37",
        city: "Lodi",
        postalCode: "26900",
        province: "LO",
        phone: "0371 428 5560",
        email: "ordini@colorificioverdi.example",
        extraDiscount: 0,
      },
      {
        code: "2",
        description: "Deposito Crema",
        street: "Via Milano 54",
        city: "Crema",
        postalCode: "26013",
        province: "CR",
        phone: "0373 256 1184",
        email: "deposito@colorificioverdi.example",
        extraDiscount: 0,
      },
    ],
    shows: "in Luca Bianchi's portfolio, price list B with 20+5%, two addresses, pickup-friendly (Franco partenza)",
  },
];
