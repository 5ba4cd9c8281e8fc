// The hand-written taxonomy the catalogue generator combines: families on three levels, the article
// types of each level-3 family (with their materials, sizes, colours, units and price ranges) and the
// brands. Names are written once in Italian and once in English so that titles read naturally in both.

export type Unit = "PZ" | "CF" | "MT" | "PA" | "RT";
export type DocKind = "scheda" | "ce" | "sicurezza";
export type IdType = "ART" | "KIT" | "CON" | "RIC";
export type Tier = "PRO" | "HOB" | "IND";

/** A material or finish: Italian after the noun; English before it unless `enAfter`. */
export interface Qualifier {
  it: string;
  en: string;
  enAfter?: boolean;
}

/** A size: language-neutral text, or one text per language when it holds words. */
export type Size = string | { it: string; en: string };

export interface ArticleType {
  it: string;
  en: string;
  pictogram: string;
  unit: Unit;
  /** Allowed packaging multiples; one is picked per article. */
  packaging: number[];
  /** List price range (EUR per unit) of the smallest size. */
  price: [number, number];
  /** Sizes in Italian notation (decimal comma; English titles swap it for a point). */
  sizes?: Size[];
  /** How much each larger size adds to the price (0.3 = +30% a step). */
  sizeStep?: number;
  qualifiers?: Qualifier[];
  colours?: ColourCode[];
  idType?: IdType;
}

export interface Level3 {
  it: string;
  en: string;
  types: ArticleType[];
  docs?: DocKind[];
}

export interface Level2 {
  it: string;
  en: string;
  children: Level3[];
}

export interface Level1 {
  code: string;
  it: string;
  en: string;
  colour: string;
  pictogram: string;
  docs: DocKind[];
  children: Level2[];
}

export interface Brand {
  code: string;
  name: string;
  colour: string;
  tier: Tier;
  /** Level-1 family codes the brand makes articles for. */
  families: string[];
}

export const COLOURS = {
  nero: { it: "nero", en: "black", hex: "#1f2937" },
  bianco: { it: "bianco", en: "white", hex: "#f9fafb" },
  rosso: { it: "rosso", en: "red", hex: "#dc2626" },
  blu: { it: "blu", en: "blue", hex: "#2563eb" },
  giallo: { it: "giallo", en: "yellow", hex: "#facc15" },
  verde: { it: "verde", en: "green", hex: "#16a34a" },
  grigio: { it: "grigio", en: "grey", hex: "#9ca3af" },
  arancione: { it: "arancione", en: "orange", hex: "#f97316" },
  marrone: { it: "marrone", en: "brown", hex: "#92400e" },
  trasparente: { it: "trasparente", en: "clear", hex: "#e0f2fe" },
  noce: { it: "noce", en: "walnut", hex: "#5b3a1e" },
  rovere: { it: "rovere", en: "oak", hex: "#c8a165" },
  antracite: { it: "antracite", en: "anthracite", hex: "#374151" },
  terracotta: { it: "terracotta", en: "terracotta", hex: "#c2410c" },
} as const;

export type ColourCode = keyof typeof COLOURS;

export const UNIT_LABELS: Record<Unit, { it: string; en: string }> = {
  PZ: { it: "pezzi", en: "pieces" },
  CF: { it: "confezioni", en: "packs" },
  MT: { it: "metri", en: "metres" },
  PA: { it: "paia", en: "pairs" },
  RT: { it: "rotoli", en: "rolls" },
};

export const ID_TYPES: Record<IdType, { it: string; en: string }> = {
  ART: { it: "Articolo standard", en: "Standard item" },
  KIT: { it: "Kit e assortimenti", en: "Kits and sets" },
  CON: { it: "Consumabile", en: "Consumable" },
  RIC: { it: "Ricambio", en: "Spare part" },
};

export const ID_SUBTYPES: Record<Tier, { it: string; en: string }> = {
  PRO: { it: "Professionale", en: "Professional" },
  HOB: { it: "Fai da te", en: "DIY" },
  IND: { it: "Industriale", en: "Industrial" },
};

const pieces = (count: number): Size => ({ it: `${count} pz`, en: `${count} pcs` });
const q = (it: string, en: string, enAfter = false): Qualifier => ({ it, en, enAfter });

const STEEL = [q("acciaio zincato", "zinc-plated steel"), q("acciaio inox A2", "A2 stainless steel")];
const SCREW_FINISH = [...STEEL, q("acciaio brunito", "black-phosphated steel")];
const HANDLES = [q("manico in legno", "with wooden handle", true), q("manico in fibra", "with fibreglass handle", true)];
const BIMATERIAL = [q("impugnatura bimateriale", "with two-component grip", true)];
const LIGHT = [q("luce calda", "warm white"), q("luce naturale", "neutral white"), q("luce fredda", "cool white")];
const TAP_FINISH = [q("cromato", "chrome"), q("nero opaco", "matt black"), q("acciaio satinato", "brushed steel")];
const GLOSS = [q("lucido", "gloss"), q("satinato", "satin"), q("opaco", "matt")];
const THREADS = ['1/2"', '3/4"', '1"', '1 1/4"'];
const CLOTHING = ["S", "M", "L", "XL", "XXL"];
const SHOES = ["39", "40", "41", "42", "43", "44", "45", "46"];
const GLOVES = ["7", "8", "9", "10", "11"];

export const FAMILIES: Level1[] = [
  {
    code: "FE",
    it: "Ferramenta",
    en: "Hardware",
    colour: "#475569",
    pictogram: "screw",
    docs: ["scheda"],
    children: [
      {
        it: "Viteria e bulloneria",
        en: "Screws and bolts",
        children: [
          {
            it: "Viti per legno",
            en: "Wood screws",
            types: [
              {
                it: "Vite per legno testa svasata",
                en: "countersunk wood screw",
                pictogram: "screw",
                unit: "PZ",
                packaging: [100, 50],
                price: [0.1, 0.28],
                // Screw sizes written compact, as the hub's catalogue writes them (others, «M8 x 40», spaced).
                sizes: ["3x20 mm", "3x30 mm", "4x40 mm", "4x50 mm", "5x60 mm", "6x80 mm"],
                qualifiers: SCREW_FINISH,
              },
              {
                it: "Vite truciolare testa piana",
                en: "pan-head chipboard screw",
                pictogram: "screw",
                unit: "PZ",
                packaging: [100],
                price: [0.1, 0.24],
                sizes: ["3,5x16 mm", "3,5x25 mm", "4x30 mm", "4,5x40 mm"],
                qualifiers: STEEL,
              },
              {
                it: "Assortimento viti per legno",
                en: "wood screw assortment",
                pictogram: "box",
                unit: "CF",
                packaging: [1, 6],
                price: [9.5, 24],
                sizes: [pieces(300), pieces(600), pieces(1000)],
                idType: "KIT",
              },
            ],
          },
          {
            it: "Bulloni e dadi",
            en: "Nuts and bolts",
            types: [
              {
                it: "Bullone testa esagonale",
                en: "hex head bolt",
                pictogram: "bolt",
                unit: "PZ",
                packaging: [25, 50],
                price: [0.12, 0.45],
                sizes: ["M6 x 30", "M8 x 40", "M10 x 50", "M12 x 60", "M16 x 80"],
                qualifiers: STEEL,
              },
              {
                it: "Dado esagonale",
                en: "hex nut",
                pictogram: "bolt",
                unit: "PZ",
                packaging: [100],
                price: [0.1, 0.3],
                sizes: ["M5", "M6", "M8", "M10", "M12"],
                qualifiers: STEEL,
              },
              {
                it: "Rondella piana",
                en: "flat washer",
                pictogram: "bolt",
                unit: "PZ",
                packaging: [100],
                price: [0.1, 0.2],
                sizes: ["6 mm", "8 mm", "10 mm", "12 mm"],
                qualifiers: STEEL,
              },
            ],
          },
          {
            it: "Tasselli e ancoranti",
            en: "Wall plugs and anchors",
            types: [
              {
                it: "Tassello in nylon",
                en: "nylon wall plug",
                pictogram: "screw",
                unit: "PZ",
                packaging: [100, 50],
                price: [0.1, 0.35],
                sizes: ["5 mm", "6 mm", "8 mm", "10 mm", "12 mm"],
              },
              {
                it: "Ancorante chimico",
                en: "chemical anchor",
                pictogram: "can",
                unit: "PZ",
                packaging: [12],
                price: [8.9, 16.5],
                sizes: ["300 ml", "410 ml"],
                qualifiers: [q("in poliestere", "polyester"), q("vinilestere", "vinylester")],
              },
              {
                it: "Tassello per cartongesso",
                en: "plasterboard anchor",
                pictogram: "screw",
                unit: "PZ",
                packaging: [50, 100],
                price: [0.08, 0.22],
                qualifiers: [q("in metallo", "metal"), q("in nylon", "nylon")],
              },
            ],
          },
        ],
      },
      {
        it: "Ferramenta per mobili",
        en: "Furniture hardware",
        children: [
          {
            it: "Cerniere",
            en: "Hinges",
            types: [
              {
                it: "Cerniera per mobili a scomparsa",
                en: "concealed cabinet hinge",
                pictogram: "hinge",
                unit: "PZ",
                packaging: [10, 2],
                price: [1.4, 4.2],
                sizes: ["35 mm", "26 mm"],
                qualifiers: [q("con ammortizzatore", "soft-close", false), q("a scatto", "clip-on")],
              },
              {
                it: "Cerniera anuba",
                en: "lift-off hinge",
                pictogram: "hinge",
                unit: "PZ",
                packaging: [10],
                price: [0.9, 2.6],
                sizes: ["13 mm", "14 mm", "16 mm"],
                qualifiers: [q("ottonata", "brass-plated"), q("zincata", "zinc-plated")],
              },
            ],
          },
          {
            it: "Maniglie e pomoli",
            en: "Handles and knobs",
            types: [
              {
                it: "Maniglia per mobili",
                en: "cabinet handle",
                pictogram: "handle",
                unit: "PZ",
                packaging: [2, 10],
                price: [2.2, 9.8],
                sizes: ["96 mm", "128 mm", "160 mm", "192 mm"],
                colours: ["nero", "bianco", "grigio"],
                qualifiers: [q("in alluminio", "aluminium"), q("in zama", "zamak")],
              },
              {
                it: "Pomolo per mobili",
                en: "cabinet knob",
                pictogram: "handle",
                unit: "PZ",
                packaging: [2, 10],
                price: [1.6, 6.4],
                colours: ["nero", "bianco", "noce"],
              },
            ],
          },
          {
            it: "Guide per cassetti",
            en: "Drawer slides",
            types: [
              {
                it: "Guida per cassetti a sfera",
                en: "ball-bearing drawer slide",
                pictogram: "ruler",
                unit: "PA",
                packaging: [1, 5],
                price: [6.5, 18],
                sizes: ["300 mm", "350 mm", "400 mm", "450 mm", "500 mm"],
                qualifiers: [q("estrazione totale", "full-extension"), q("con chiusura ammortizzata", "soft-close")],
              },
            ],
          },
        ],
      },
      {
        it: "Sicurezza e chiusure",
        en: "Locks and security",
        children: [
          {
            it: "Lucchetti",
            en: "Padlocks",
            types: [
              {
                it: "Lucchetto in ottone",
                en: "brass padlock",
                pictogram: "lock",
                unit: "PZ",
                packaging: [1, 6],
                price: [4.9, 19],
                sizes: ["30 mm", "40 mm", "50 mm", "60 mm"],
                qualifiers: [q("arco in acciaio", "with steel shackle", true), q("arco lungo", "with long shackle", true)],
              },
              {
                it: "Lucchetto a combinazione",
                en: "combination padlock",
                pictogram: "lock",
                unit: "PZ",
                packaging: [1, 6],
                price: [6.5, 14],
                sizes: ["30 mm", "40 mm"],
                colours: ["nero", "rosso", "blu"],
              },
            ],
          },
          {
            it: "Serrature",
            en: "Door locks",
            types: [
              {
                it: "Serratura da infilare",
                en: "mortice lock",
                pictogram: "lock",
                unit: "PZ",
                packaging: [1],
                price: [9.8, 38],
                sizes: [
                  { it: "entrata 40 mm", en: "backset 40 mm" },
                  { it: "entrata 50 mm", en: "backset 50 mm" },
                  { it: "entrata 60 mm", en: "backset 60 mm" },
                ],
                qualifiers: [q("per porte interne", "for interior doors", true), q("per porte blindate", "for security doors", true)],
              },
            ],
          },
          {
            it: "Cilindri e chiavi",
            en: "Cylinders and keys",
            types: [
              {
                it: "Cilindro europeo",
                en: "euro profile cylinder",
                pictogram: "key",
                unit: "PZ",
                packaging: [1],
                price: [14, 62],
                sizes: ["30/30", "30/40", "35/35", "40/40", "40/50"],
                qualifiers: [q("con 5 chiavi", "with 5 keys", true), q("antibumping", "anti-bump")],
              },
              {
                it: "Chiave grezza",
                en: "key blank",
                pictogram: "key",
                unit: "PZ",
                packaging: [10, 50],
                price: [0.6, 2.4],
                qualifiers: [q("in ottone", "brass"), q("in nichel", "nickel")],
                idType: "RIC",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: "UT",
    it: "Utensileria",
    en: "Hand tools",
    colour: "#b45309",
    pictogram: "hammer",
    docs: ["scheda"],
    children: [
      {
        it: "Utensili da percussione",
        en: "Striking tools",
        children: [
          {
            it: "Martelli",
            en: "Hammers",
            types: [
              {
                it: "Martello da carpentiere",
                en: "claw hammer",
                pictogram: "hammer",
                unit: "PZ",
                packaging: [1, 6],
                price: [8.5, 21],
                sizes: ["300 g", "500 g", "700 g"],
                qualifiers: HANDLES,
              },
              {
                it: "Mazzetta",
                en: "club hammer",
                pictogram: "hammer",
                unit: "PZ",
                packaging: [1, 6],
                price: [9.9, 24],
                sizes: ["1000 g", "1250 g", "1500 g"],
                qualifiers: HANDLES,
              },
              {
                it: "Martello in gomma",
                en: "rubber mallet",
                pictogram: "hammer",
                unit: "PZ",
                packaging: [1, 6],
                price: [6.2, 13.5],
                sizes: ["450 g", "680 g", "900 g"],
                colours: ["nero", "bianco"],
              },
            ],
          },
          {
            it: "Scalpelli e punteruoli",
            en: "Chisels and punches",
            types: [
              {
                it: "Scalpello da muratore",
                en: "bricklayer's chisel",
                pictogram: "screwdriver",
                unit: "PZ",
                packaging: [1, 6],
                price: [5.4, 12.8],
                sizes: ["250 mm", "300 mm", "400 mm"],
                qualifiers: [q("con paramano", "with hand guard", true)],
              },
              {
                it: "Scalpello da legno",
                en: "wood chisel",
                pictogram: "screwdriver",
                unit: "PZ",
                packaging: [1, 6],
                price: [6.9, 15.5],
                sizes: ["10 mm", "12 mm", "16 mm", "20 mm", "25 mm"],
                qualifiers: BIMATERIAL,
              },
              {
                it: "Set scalpelli da legno",
                en: "wood chisel set",
                pictogram: "box",
                unit: "CF",
                packaging: [1],
                price: [24, 49],
                sizes: [pieces(4), pieces(6)],
                idType: "KIT",
              },
            ],
          },
        ],
      },
      {
        it: "Chiavi, cacciaviti e pinze",
        en: "Spanners, screwdrivers and pliers",
        children: [
          {
            it: "Cacciaviti",
            en: "Screwdrivers",
            types: [
              {
                it: "Cacciavite a taglio",
                en: "flat screwdriver",
                pictogram: "screwdriver",
                unit: "PZ",
                packaging: [1, 6, 12],
                price: [2.9, 7.5],
                sizes: ["3 x 75 mm", "4 x 100 mm", "5,5 x 125 mm", "6,5 x 150 mm"],
                qualifiers: BIMATERIAL,
              },
              {
                it: "Cacciavite a croce Phillips",
                en: "Phillips screwdriver",
                pictogram: "screwdriver",
                unit: "PZ",
                packaging: [1, 6, 12],
                price: [3.1, 7.9],
                sizes: ["PH0", "PH1", "PH2", "PH3"],
                qualifiers: BIMATERIAL,
              },
              {
                it: "Set cacciaviti",
                en: "screwdriver set",
                pictogram: "box",
                unit: "CF",
                packaging: [1],
                price: [12.5, 39],
                sizes: [pieces(6), pieces(8), pieces(12)],
                qualifiers: [q("isolati 1000 V", "insulated 1000 V")],
                idType: "KIT",
              },
            ],
          },
          {
            it: "Chiavi",
            en: "Spanners",
            types: [
              {
                it: "Chiave combinata",
                en: "combination spanner",
                pictogram: "wrench",
                unit: "PZ",
                packaging: [1, 6],
                price: [3.2, 9.8],
                sizes: ["8 mm", "10 mm", "13 mm", "17 mm", "19 mm"],
                qualifiers: [q("cromo vanadio", "chrome vanadium")],
              },
              {
                it: "Chiave regolabile",
                en: "adjustable wrench",
                pictogram: "wrench",
                unit: "PZ",
                packaging: [1, 6],
                price: [7.5, 19.5],
                sizes: ["150 mm", "200 mm", "250 mm", "300 mm"],
              },
              {
                it: "Set chiavi a brugola",
                en: "hex key set",
                pictogram: "wrench",
                unit: "CF",
                packaging: [1, 6],
                price: [5.9, 18.9],
                sizes: [pieces(9), pieces(10)],
                qualifiers: [q("con testa sferica", "ball-end")],
                idType: "KIT",
              },
            ],
          },
          {
            it: "Pinze e tronchesi",
            en: "Pliers and cutters",
            types: [
              {
                it: "Pinza universale",
                en: "combination pliers",
                pictogram: "pliers",
                unit: "PZ",
                packaging: [1, 6],
                price: [8.9, 22],
                sizes: ["160 mm", "180 mm", "200 mm"],
                qualifiers: BIMATERIAL,
              },
              {
                it: "Pinza a becchi lunghi",
                en: "long-nose pliers",
                pictogram: "pliers",
                unit: "PZ",
                packaging: [1, 6],
                price: [8.5, 21],
                sizes: ["160 mm", "200 mm"],
                qualifiers: BIMATERIAL,
              },
              {
                it: "Tronchese a taglio diagonale",
                en: "diagonal cutters",
                pictogram: "pliers",
                unit: "PZ",
                packaging: [1, 6],
                price: [9.2, 24],
                sizes: ["140 mm", "160 mm", "180 mm"],
                qualifiers: [q("isolato 1000 V", "insulated 1000 V")],
              },
            ],
          },
        ],
      },
      {
        it: "Misura e taglio",
        en: "Measuring and cutting",
        children: [
          {
            it: "Strumenti di misura",
            en: "Measuring tools",
            types: [
              {
                it: "Metro a nastro",
                en: "tape measure",
                pictogram: "ruler",
                unit: "PZ",
                packaging: [1, 6, 12],
                price: [3.5, 14],
                sizes: ["3 m", "5 m", "8 m", "10 m"],
                qualifiers: [q("con cassa gommata", "with rubber case", true)],
              },
              {
                it: "Livella a bolla",
                en: "spirit level",
                pictogram: "ruler",
                unit: "PZ",
                packaging: [1, 6],
                price: [6.9, 29],
                sizes: ["40 cm", "60 cm", "80 cm", "100 cm", "120 cm"],
                qualifiers: [q("in alluminio", "aluminium"), q("magnetica", "magnetic")],
              },
              {
                it: "Squadra da falegname",
                en: "carpenter's try square",
                pictogram: "ruler",
                unit: "PZ",
                packaging: [1, 6],
                price: [5.5, 14.5],
                sizes: ["200 mm", "300 mm"],
              },
            ],
          },
          {
            it: "Seghe manuali",
            en: "Hand saws",
            types: [
              {
                it: "Saracco per legno",
                en: "wood handsaw",
                pictogram: "saw",
                unit: "PZ",
                packaging: [1, 6],
                price: [7.9, 19.5],
                sizes: ["400 mm", "450 mm", "500 mm", "550 mm"],
                qualifiers: [q("dentatura temprata", "with hardened teeth", true)],
              },
              {
                it: "Seghetto per metalli",
                en: "hacksaw",
                pictogram: "saw",
                unit: "PZ",
                packaging: [1, 6],
                price: [8.5, 18],
                sizes: ["300 mm"],
                qualifiers: [q("telaio tubolare", "tubular-frame")],
              },
              {
                it: "Lame per seghetto",
                en: "hacksaw blades",
                pictogram: "saw",
                unit: "CF",
                packaging: [10],
                price: [3.9, 8.5],
                sizes: ["18 TPI", "24 TPI", "32 TPI"],
                qualifiers: [q("bimetalliche", "bi-metal")],
                idType: "CON",
              },
            ],
          },
          {
            it: "Cutter e forbici",
            en: "Knives and shears",
            types: [
              {
                it: "Cutter professionale",
                en: "professional utility knife",
                pictogram: "cutter",
                unit: "PZ",
                packaging: [1, 12],
                price: [3.5, 12],
                sizes: ["9 mm", "18 mm", "25 mm"],
                qualifiers: [q("con blocco a vite", "with screw lock", true)],
              },
              {
                it: "Lame per cutter",
                en: "snap-off blades",
                pictogram: "cutter",
                unit: "CF",
                packaging: [10, 12],
                price: [1.5, 4.9],
                sizes: ["9 mm", "18 mm", "25 mm"],
                idType: "CON",
              },
              {
                it: "Forbici da elettricista",
                en: "electrician's scissors",
                pictogram: "scissors",
                unit: "PZ",
                packaging: [1, 6],
                price: [6.5, 14],
                sizes: ["140 mm", "160 mm"],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: "EL",
    it: "Elettroutensili",
    en: "Power tools",
    colour: "#1d4ed8",
    pictogram: "drill",
    docs: ["scheda", "ce"],
    children: [
      {
        it: "Foratura e avvitatura",
        en: "Drilling and driving",
        children: [
          {
            it: "Trapani e avvitatori",
            en: "Drills and drivers",
            types: [
              {
                it: "Trapano a percussione",
                en: "impact drill",
                pictogram: "drill",
                unit: "PZ",
                packaging: [1],
                price: [49, 139],
                sizes: ["600 W", "800 W", "1100 W"],
                qualifiers: [q("con valigetta", "with carry case", true)],
              },
              {
                it: "Trapano avvitatore a batteria",
                en: "cordless drill driver",
                pictogram: "drill",
                unit: "PZ",
                packaging: [1],
                price: [69, 249],
                sizes: ["12 V", "18 V"],
                qualifiers: [q("con 2 batterie", "with 2 batteries", true), q("senza batteria", "body only", true)],
              },
              {
                it: "Tassellatore SDS Plus",
                en: "SDS Plus rotary hammer",
                pictogram: "drill",
                unit: "PZ",
                packaging: [1],
                price: [89, 299],
                sizes: ["800 W", "1000 W", "1500 W"],
              },
            ],
          },
          {
            it: "Punte e inserti",
            en: "Drill bits and inserts",
            docs: ["scheda"],
            types: [
              {
                it: "Punta per metallo HSS",
                en: "HSS metal drill bit",
                pictogram: "bit",
                unit: "PZ",
                packaging: [10, 5],
                price: [0.8, 4.5],
                sizes: ["2 mm", "3 mm", "4 mm", "5 mm", "6 mm", "8 mm", "10 mm", "13 mm"],
                qualifiers: [q("rettificata", "ground"), q("al cobalto", "cobalt")],
                idType: "CON",
              },
              {
                it: "Punta per muro",
                en: "masonry drill bit",
                pictogram: "bit",
                unit: "PZ",
                packaging: [10, 5],
                price: [1.1, 6.9],
                sizes: ["5 mm", "6 mm", "8 mm", "10 mm", "12 mm", "14 mm"],
                qualifiers: [q("con placchetta in widia", "carbide-tipped")],
                idType: "CON",
              },
              {
                it: "Set inserti per avvitatore",
                en: "screwdriver bit set",
                pictogram: "box",
                unit: "CF",
                packaging: [1, 6],
                price: [7.9, 29],
                sizes: [pieces(10), pieces(32), pieces(60)],
                idType: "KIT",
              },
            ],
          },
        ],
      },
      {
        it: "Taglio e levigatura",
        en: "Cutting and sanding",
        children: [
          {
            it: "Smerigliatrici",
            en: "Angle grinders",
            types: [
              {
                it: "Smerigliatrice angolare",
                en: "angle grinder",
                pictogram: "grinder",
                unit: "PZ",
                packaging: [1],
                price: [45, 189],
                sizes: ["115 mm", "125 mm", "230 mm"],
                qualifiers: [q("con avviamento progressivo", "with soft start", true)],
              },
              {
                it: "Disco da taglio per metallo",
                en: "metal cutting disc",
                pictogram: "disc",
                unit: "PZ",
                packaging: [25, 10],
                price: [0.7, 3.2],
                sizes: ["115 x 1 mm", "125 x 1 mm", "230 x 1,9 mm"],
                qualifiers: [q("per acciaio inox", "for stainless steel", true)],
                idType: "CON",
              },
              {
                it: "Disco diamantato",
                en: "diamond blade",
                pictogram: "disc",
                unit: "PZ",
                packaging: [1, 5],
                price: [9.5, 45],
                sizes: ["115 mm", "125 mm", "230 mm"],
                qualifiers: [q("a corona continua", "continuous-rim"), q("segmentato", "segmented")],
                idType: "CON",
              },
            ],
          },
          {
            it: "Seghe elettriche",
            en: "Power saws",
            types: [
              {
                it: "Seghetto alternativo",
                en: "jigsaw",
                pictogram: "saw",
                unit: "PZ",
                packaging: [1],
                price: [39, 159],
                sizes: ["500 W", "650 W", "750 W"],
                qualifiers: [q("con movimento pendolare", "with pendulum action", true)],
              },
              {
                it: "Sega circolare",
                en: "circular saw",
                pictogram: "disc",
                unit: "PZ",
                packaging: [1],
                price: [79, 229],
                sizes: ["1200 W", "1400 W", "1800 W"],
              },
              {
                it: "Lame per seghetto alternativo",
                en: "jigsaw blades",
                pictogram: "saw",
                unit: "CF",
                packaging: [5, 10],
                price: [3.9, 12],
                qualifiers: [q("per legno", "for wood", true), q("per metallo", "for metal", true)],
                idType: "CON",
              },
            ],
          },
          {
            it: "Levigatrici e abrasivi",
            en: "Sanders and abrasives",
            types: [
              {
                it: "Levigatrice orbitale",
                en: "orbital sander",
                pictogram: "sander",
                unit: "PZ",
                packaging: [1],
                price: [39, 149],
                sizes: ["200 W", "300 W"],
                qualifiers: [q("con aspirazione", "with dust extraction", true)],
              },
              {
                it: "Carta abrasiva in fogli",
                en: "sandpaper sheets",
                pictogram: "sander",
                unit: "CF",
                packaging: [10, 50],
                price: [0.35, 1.2],
                sizes: ["P60", "P80", "P120", "P180", "P240"],
                idType: "CON",
              },
            ],
          },
        ],
      },
      {
        it: "Batterie e caricabatterie",
        en: "Batteries and chargers",
        children: [
          {
            it: "Batterie per utensili",
            en: "Tool batteries",
            types: [
              {
                it: "Batteria al litio",
                en: "lithium battery pack",
                pictogram: "battery",
                unit: "PZ",
                packaging: [1],
                price: [39, 129],
                sizes: ["18 V 2 Ah", "18 V 4 Ah", "18 V 5 Ah", "12 V 2 Ah"],
                idType: "RIC",
              },
              {
                it: "Caricabatterie rapido",
                en: "fast charger",
                pictogram: "battery",
                unit: "PZ",
                packaging: [1],
                price: [29, 69],
                sizes: ["12 V", "18 V"],
                idType: "RIC",
              },
            ],
          },
          {
            it: "Pile",
            en: "Household batteries",
            docs: ["scheda", "sicurezza"],
            types: [
              {
                it: "Pile alcaline",
                en: "alkaline batteries",
                pictogram: "battery",
                unit: "CF",
                packaging: [12, 10],
                price: [2.9, 7.9],
                sizes: ["AA", "AAA", "C", "D", "9V"],
                qualifiers: [q("confezione da 4", "pack of 4", true)],
                idType: "CON",
              },
              {
                it: "Pile a bottone al litio",
                en: "lithium coin cells",
                pictogram: "battery",
                unit: "CF",
                packaging: [10],
                price: [1.9, 4.9],
                sizes: ["CR2025", "CR2032", "CR2450"],
                idType: "CON",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: "ME",
    it: "Materiale elettrico",
    en: "Electrical",
    colour: "#a16207",
    pictogram: "plug",
    docs: ["scheda", "ce"],
    children: [
      {
        it: "Cavi e canaline",
        en: "Cables and trunking",
        children: [
          {
            it: "Cavi elettrici",
            en: "Electrical cables",
            types: [
              {
                it: "Cavo unipolare FS17",
                en: "FS17 single-core cable",
                pictogram: "cable",
                unit: "MT",
                packaging: [100],
                price: [0.18, 0.55],
                sizes: ["1,5 mm²", "2,5 mm²", "4 mm²", "6 mm²"],
                colours: ["nero", "blu", "grigio", "marrone", "giallo"],
              },
              {
                it: "Cavo tripolare FG16OR16",
                en: "FG16OR16 three-core cable",
                pictogram: "cable",
                unit: "MT",
                packaging: [50, 100],
                price: [0.9, 2.9],
                sizes: ["3G1,5", "3G2,5", "3G4"],
              },
              {
                it: "Prolunga",
                en: "extension cable",
                pictogram: "plug",
                unit: "PZ",
                packaging: [1, 6],
                price: [6.5, 29],
                sizes: ["5 m", "10 m", "25 m"],
                qualifiers: [q("con avvolgicavo", "on a cable reel", true), q("per esterni IP44", "outdoor IP44")],
              },
            ],
          },
          {
            it: "Canaline e tubi",
            en: "Trunking and conduits",
            types: [
              {
                it: "Canalina in PVC",
                en: "PVC trunking",
                pictogram: "pipe",
                unit: "MT",
                packaging: [2, 10],
                price: [1.2, 4.5],
                sizes: ["15 x 10 mm", "25 x 17 mm", "40 x 25 mm"],
                colours: ["bianco", "grigio"],
              },
              {
                it: "Tubo corrugato",
                en: "corrugated conduit",
                pictogram: "pipe",
                unit: "MT",
                packaging: [50, 100],
                price: [0.22, 0.75],
                sizes: ["16 mm", "20 mm", "25 mm", "32 mm"],
                colours: ["grigio", "nero", "blu"],
              },
            ],
          },
        ],
      },
      {
        it: "Illuminazione",
        en: "Lighting",
        children: [
          {
            it: "Lampadine LED",
            en: "LED bulbs",
            types: [
              {
                it: "Lampadina LED goccia E27",
                en: "E27 LED bulb",
                pictogram: "bulb",
                unit: "PZ",
                packaging: [10, 2],
                price: [2.1, 6.5],
                sizes: ["6 W", "9 W", "12 W", "15 W"],
                qualifiers: LIGHT,
              },
              {
                it: "Faretto LED GU10",
                en: "GU10 LED spotlight",
                pictogram: "bulb",
                unit: "PZ",
                packaging: [10, 5],
                price: [1.9, 5.5],
                sizes: ["5 W", "7 W"],
                qualifiers: LIGHT,
              },
              {
                it: "Lampadina LED candela E14",
                en: "E14 LED candle bulb",
                pictogram: "bulb",
                unit: "PZ",
                packaging: [10],
                price: [2.2, 5.9],
                sizes: ["4 W", "6 W"],
                qualifiers: LIGHT,
              },
            ],
          },
          {
            it: "Proiettori e plafoniere",
            en: "Floodlights and ceiling lights",
            types: [
              {
                it: "Proiettore LED",
                en: "LED floodlight",
                pictogram: "bulb",
                unit: "PZ",
                packaging: [1, 6],
                price: [12, 69],
                sizes: ["20 W", "30 W", "50 W", "100 W"],
                qualifiers: [q("con sensore di movimento", "with motion sensor", true)],
                colours: ["nero", "grigio"],
              },
              {
                it: "Plafoniera stagna IP65",
                en: "IP65 waterproof ceiling light",
                pictogram: "bulb",
                unit: "PZ",
                packaging: [1, 6],
                price: [14, 49],
                sizes: ["60 cm", "120 cm", "150 cm"],
              },
            ],
          },
        ],
      },
      {
        it: "Prese e interruttori",
        en: "Sockets and switches",
        children: [
          {
            it: "Frutti e placche",
            en: "Switches and cover plates",
            types: [
              {
                it: "Interruttore unipolare",
                en: "one-way switch",
                pictogram: "switch",
                unit: "PZ",
                packaging: [10],
                price: [2.1, 5.8],
                sizes: ["10 A", "16 A"],
                colours: ["bianco", "nero", "antracite"],
              },
              {
                it: "Presa Schuko",
                en: "Schuko socket",
                pictogram: "plug",
                unit: "PZ",
                packaging: [10],
                price: [3.5, 8.9],
                sizes: ["16 A"],
                colours: ["bianco", "nero", "antracite"],
              },
              {
                it: "Placca 3 moduli",
                en: "3-module cover plate",
                pictogram: "switch",
                unit: "PZ",
                packaging: [10],
                price: [1.5, 9.5],
                colours: ["bianco", "nero", "antracite", "grigio"],
                qualifiers: [q("in tecnopolimero", "technopolymer"), q("in alluminio", "aluminium")],
              },
            ],
          },
          {
            it: "Multiprese e adattatori",
            en: "Power strips and adapters",
            types: [
              {
                it: "Multipresa 6 posti",
                en: "6-way power strip",
                pictogram: "plug",
                unit: "PZ",
                packaging: [1, 6],
                price: [6.9, 24],
                sizes: ["1,5 m", "3 m", "5 m"],
                qualifiers: [q("con interruttore", "with switch", true), q("con protezione da sovratensioni", "with surge protection", true)],
              },
              {
                it: "Adattatore triplo",
                en: "triple adapter",
                pictogram: "plug",
                unit: "PZ",
                packaging: [10, 6],
                price: [1.9, 5.5],
                colours: ["bianco", "nero"],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: "ID",
    it: "Idraulica",
    en: "Plumbing",
    colour: "#0e7490",
    pictogram: "tap",
    docs: ["scheda"],
    children: [
      {
        it: "Raccorderia e tubi",
        en: "Fittings and pipes",
        children: [
          {
            it: "Raccordi in ottone",
            en: "Brass fittings",
            types: [
              {
                it: "Manicotto in ottone",
                en: "brass socket",
                pictogram: "pipe",
                unit: "PZ",
                packaging: [10, 25],
                price: [0.9, 4.8],
                sizes: THREADS,
              },
              {
                it: "Gomito in ottone",
                en: "brass elbow",
                pictogram: "pipe",
                unit: "PZ",
                packaging: [10, 25],
                price: [1.2, 5.9],
                sizes: THREADS,
                qualifiers: [q("maschio-femmina", "male-female"), q("femmina-femmina", "female-female")],
              },
              { it: "Nipplo esagonale", en: "hex nipple", pictogram: "pipe", unit: "PZ", packaging: [10, 25], price: [0.6, 3.5], sizes: THREADS },
            ],
          },
          {
            it: "Tubi",
            en: "Pipes",
            types: [
              {
                it: "Tubo multistrato",
                en: "multilayer pipe",
                pictogram: "pipe",
                unit: "MT",
                packaging: [50, 100],
                price: [0.9, 3.2],
                sizes: ["16 x 2 mm", "20 x 2 mm", "26 x 3 mm"],
                qualifiers: [q("preisolato", "pre-insulated")],
              },
              {
                it: "Tubo in PVC per scarichi",
                en: "PVC waste pipe",
                pictogram: "pipe",
                unit: "MT",
                packaging: [2, 10],
                price: [1.5, 6.5],
                sizes: ["32 mm", "40 mm", "50 mm", "110 mm"],
                colours: ["grigio", "arancione"],
              },
            ],
          },
        ],
      },
      {
        it: "Rubinetteria e valvole",
        en: "Taps and valves",
        children: [
          {
            it: "Miscelatori",
            en: "Mixer taps",
            types: [
              {
                it: "Miscelatore monocomando per lavabo",
                en: "single-lever basin mixer",
                pictogram: "tap",
                unit: "PZ",
                packaging: [1],
                price: [39, 149],
                qualifiers: TAP_FINISH,
              },
              {
                it: "Miscelatore per cucina",
                en: "kitchen mixer tap",
                pictogram: "tap",
                unit: "PZ",
                packaging: [1],
                price: [49, 179],
                qualifiers: TAP_FINISH,
              },
              {
                it: "Miscelatore termostatico per doccia",
                en: "thermostatic shower mixer",
                pictogram: "tap",
                unit: "PZ",
                packaging: [1],
                price: [79, 229],
                qualifiers: TAP_FINISH,
              },
            ],
          },
          {
            it: "Valvole",
            en: "Valves",
            types: [
              {
                it: "Valvola a sfera",
                en: "ball valve",
                pictogram: "tap",
                unit: "PZ",
                packaging: [5, 10],
                price: [3.9, 18],
                sizes: THREADS,
                qualifiers: [q("leva rossa", "with red lever", true), q("farfalla", "with butterfly handle", true)],
              },
              {
                it: "Rubinetto a squadra",
                en: "angle valve",
                pictogram: "tap",
                unit: "PZ",
                packaging: [10],
                price: [3.5, 9.9],
                sizes: ['1/2" x 3/8"', '1/2" x 1/2"'],
              },
            ],
          },
        ],
      },
      {
        it: "Sigillanti e accessori",
        en: "Sealants and accessories",
        children: [
          {
            it: "Sigillanti",
            en: "Sealants",
            types: [
              {
                it: "Silicone sanitario",
                en: "sanitary silicone",
                pictogram: "can",
                unit: "PZ",
                packaging: [12, 6],
                price: [3.2, 7.9],
                sizes: ["280 ml"],
                colours: ["bianco", "trasparente", "grigio"],
              },
              {
                it: "Nastro in PTFE",
                en: "PTFE thread seal tape",
                pictogram: "tape",
                unit: "RT",
                packaging: [10],
                price: [0.5, 1.9],
                sizes: ["12 mm x 12 m", "19 mm x 15 m"],
                idType: "CON",
              },
              {
                it: "Filo sigillante per raccordi",
                en: "thread sealing cord",
                pictogram: "tape",
                unit: "PZ",
                packaging: [10, 12],
                price: [4.9, 9.5],
                sizes: ["50 m", "160 m"],
                idType: "CON",
              },
            ],
          },
          {
            it: "Accessori per il bagno",
            en: "Bathroom accessories",
            types: [
              {
                it: "Flessibile per doccia",
                en: "shower hose",
                pictogram: "hose",
                unit: "PZ",
                packaging: [1, 10],
                price: [4.5, 14],
                sizes: ["150 cm", "175 cm", "200 cm"],
                qualifiers: [q("in acciaio", "stainless steel"), q("in PVC", "PVC")],
              },
              {
                it: "Soffione doccia",
                en: "shower head",
                pictogram: "tap",
                unit: "PZ",
                packaging: [1],
                price: [14, 69],
                sizes: ["20 cm", "25 cm", "30 cm"],
                qualifiers: TAP_FINISH,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: "VE",
    it: "Vernici",
    en: "Paints",
    colour: "#be185d",
    pictogram: "brush",
    docs: ["scheda", "sicurezza"],
    children: [
      {
        it: "Pitture murali",
        en: "Wall paints",
        children: [
          {
            it: "Idropitture per interni",
            en: "Interior paints",
            types: [
              {
                it: "Idropittura traspirante",
                en: "breathable interior paint",
                pictogram: "can",
                unit: "PZ",
                packaging: [1, 2],
                price: [11, 24],
                sizeStep: 1,
                sizes: ["2,5 l", "5 l", "14 l"],
                colours: ["bianco"],
              },
              {
                it: "Idropittura lavabile",
                en: "washable interior paint",
                pictogram: "can",
                unit: "PZ",
                packaging: [1, 2],
                price: [14, 29],
                sizeStep: 1,
                sizes: ["2,5 l", "5 l", "14 l"],
                colours: ["bianco", "grigio"],
              },
              {
                it: "Idropittura antimuffa",
                en: "anti-mould interior paint",
                pictogram: "can",
                unit: "PZ",
                packaging: [1, 6],
                price: [15, 26],
                sizeStep: 0.8,
                sizes: ["2,5 l", "5 l"],
              },
            ],
          },
          {
            it: "Pitture per esterni",
            en: "Masonry paints",
            types: [
              {
                it: "Pittura al quarzo",
                en: "quartz masonry paint",
                pictogram: "can",
                unit: "PZ",
                packaging: [1, 2],
                price: [19, 39],
                sizeStep: 1.2,
                sizes: ["5 l", "14 l"],
                colours: ["bianco", "terracotta", "giallo"],
              },
              {
                it: "Pittura elastomerica",
                en: "elastomeric masonry paint",
                pictogram: "can",
                unit: "PZ",
                packaging: [1, 2],
                price: [29, 49],
                sizeStep: 1.2,
                sizes: ["5 l", "14 l"],
                colours: ["bianco", "grigio"],
              },
            ],
          },
        ],
      },
      {
        it: "Smalti e vernici",
        en: "Enamels and varnishes",
        children: [
          {
            it: "Smalti",
            en: "Enamels",
            types: [
              {
                it: "Smalto all'acqua",
                en: "water-based enamel",
                pictogram: "can",
                unit: "PZ",
                packaging: [6, 1],
                price: [8.9, 24],
                sizes: ["0,75 l", "2,5 l"],
                qualifiers: GLOSS,
                colours: ["bianco", "nero", "rosso", "blu", "verde", "giallo", "grigio"],
              },
              {
                it: "Smalto antiruggine",
                en: "anti-rust enamel",
                pictogram: "can",
                unit: "PZ",
                packaging: [6, 1],
                price: [10.5, 29],
                sizes: ["0,75 l", "2,5 l"],
                colours: ["nero", "grigio", "rosso", "verde"],
              },
            ],
          },
          {
            it: "Impregnanti per legno",
            en: "Wood stains",
            types: [
              {
                it: "Impregnante per legno",
                en: "wood stain",
                pictogram: "can",
                unit: "PZ",
                packaging: [6, 1],
                price: [9.5, 27],
                sizes: ["0,75 l", "2,5 l", "5 l"],
                colours: ["noce", "rovere", "trasparente", "marrone"],
                qualifiers: [q("all'acqua", "water-based"), q("a solvente", "solvent-based")],
              },
              {
                it: "Olio per legno",
                en: "wood oil",
                pictogram: "can",
                unit: "PZ",
                packaging: [6],
                price: [11.5, 24],
                sizes: ["0,75 l", "2,5 l"],
                qualifiers: [q("per esterni", "for outdoor use", true), q("per parquet", "for parquet", true)],
              },
            ],
          },
          {
            it: "Vernici spray",
            en: "Spray paints",
            types: [
              {
                it: "Vernice spray acrilica",
                en: "acrylic spray paint",
                pictogram: "spray",
                unit: "PZ",
                packaging: [6, 12],
                price: [4.5, 9.9],
                sizes: ["400 ml"],
                qualifiers: GLOSS,
                colours: ["bianco", "nero", "rosso", "blu", "verde", "giallo", "grigio", "arancione"],
              },
              {
                it: "Primer spray",
                en: "spray primer",
                pictogram: "spray",
                unit: "PZ",
                packaging: [6, 12],
                price: [5.5, 10.5],
                sizes: ["400 ml"],
                colours: ["grigio", "bianco", "rosso"],
              },
            ],
          },
        ],
      },
      {
        it: "Attrezzi per pittura",
        en: "Painting tools",
        children: [
          {
            it: "Pennelli",
            en: "Brushes",
            docs: ["scheda"],
            types: [
              {
                it: "Pennello piatto",
                en: "flat paintbrush",
                pictogram: "brush",
                unit: "PZ",
                packaging: [12, 6],
                price: [1.5, 7.9],
                sizes: ["20 mm", "30 mm", "40 mm", "50 mm", "70 mm", "100 mm"],
                qualifiers: [q("setola naturale", "natural bristle"), q("fibra sintetica", "synthetic")],
              },
              {
                it: "Pennellessa",
                en: "wall brush",
                pictogram: "brush",
                unit: "PZ",
                packaging: [6, 12],
                price: [4.5, 14],
                sizes: ["120 mm", "150 mm"],
                qualifiers: [q("setola naturale", "natural bristle"), q("fibra sintetica", "synthetic")],
              },
            ],
          },
          {
            it: "Rulli e vaschette",
            en: "Rollers and trays",
            docs: ["scheda"],
            types: [
              {
                it: "Rullo per pareti",
                en: "wall paint roller",
                pictogram: "roller",
                unit: "PZ",
                packaging: [6, 12],
                price: [3.9, 12.5],
                sizes: ["18 cm", "23 cm"],
                qualifiers: [q("in microfibra", "microfibre"), q("in lana", "wool"), q("antigoccia", "anti-drip")],
              },
              {
                it: "Vaschetta per rullo",
                en: "paint roller tray",
                pictogram: "roller",
                unit: "PZ",
                packaging: [6, 12],
                price: [1.9, 5.5],
                sizes: ["25 cm", "32 cm"],
              },
            ],
          },
          {
            it: "Nastri e teli",
            en: "Tapes and drop sheets",
            docs: ["scheda"],
            types: [
              {
                it: "Nastro di carta per mascheratura",
                en: "masking tape",
                pictogram: "tape",
                unit: "RT",
                packaging: [6, 12],
                price: [1.2, 4.5],
                sizes: ["25 mm x 50 m", "38 mm x 50 m", "50 mm x 50 m"],
                qualifiers: [q("per esterni", "for outdoor use", true)],
                idType: "CON",
              },
              {
                it: "Telo di protezione in polietilene",
                en: "polyethylene drop sheet",
                pictogram: "box",
                unit: "PZ",
                packaging: [10, 25],
                price: [0.9, 4.5],
                sizes: ["4 x 4 m", "4 x 5 m", "4 x 10 m"],
                colours: ["trasparente"],
                idType: "CON",
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: "GI",
    it: "Giardinaggio",
    en: "Garden",
    colour: "#15803d",
    pictogram: "leaf",
    docs: ["scheda"],
    children: [
      {
        it: "Irrigazione",
        en: "Watering",
        children: [
          {
            it: "Tubi da giardino",
            en: "Garden hoses",
            types: [
              {
                it: "Tubo da giardino retinato",
                en: "reinforced garden hose",
                pictogram: "hose",
                unit: "PZ",
                packaging: [1],
                price: [14, 69],
                sizes: ['1/2" 15 m', '1/2" 25 m', '5/8" 25 m', '3/4" 50 m'],
                colours: ["verde", "giallo", "grigio"],
              },
              {
                it: "Avvolgitubo",
                en: "hose reel",
                pictogram: "hose",
                unit: "PZ",
                packaging: [1],
                price: [24, 119],
                qualifiers: [q("a parete", "wall-mounted"), q("con carrello", "trolley")],
              },
            ],
          },
          {
            it: "Raccordi e lance",
            en: "Connectors and spray guns",
            types: [
              {
                it: "Raccordo rapido",
                en: "quick hose connector",
                pictogram: "hose",
                unit: "PZ",
                packaging: [5, 10],
                price: [0.9, 3.9],
                sizes: ['1/2"', '3/4"'],
                qualifiers: [q("con acquastop", "with water stop", true)],
              },
              {
                it: "Lancia a spruzzo multigetto",
                en: "multi-pattern spray gun",
                pictogram: "hose",
                unit: "PZ",
                packaging: [1, 6],
                price: [5.9, 24],
                colours: ["verde", "grigio", "arancione"],
              },
              {
                it: "Programmatore per irrigazione",
                en: "watering timer",
                pictogram: "tap",
                unit: "PZ",
                packaging: [1],
                price: [24, 79],
                qualifiers: [q("a batteria", "battery-powered"), q("bluetooth", "Bluetooth")],
              },
            ],
          },
        ],
      },
      {
        it: "Attrezzi da giardino",
        en: "Garden tools",
        children: [
          {
            it: "Attrezzi manuali",
            en: "Hand garden tools",
            types: [
              {
                it: "Forbici da potatura",
                en: "bypass pruning shears",
                pictogram: "scissors",
                unit: "PZ",
                packaging: [1, 6],
                price: [9.5, 39],
                sizes: ["20 cm", "23 cm"],
              },
              { it: "Vanga", en: "garden spade", pictogram: "shovel", unit: "PZ", packaging: [1, 5], price: [14, 39], qualifiers: HANDLES },
              {
                it: "Rastrello",
                en: "garden rake",
                pictogram: "shovel",
                unit: "PZ",
                packaging: [1, 5],
                price: [7.5, 24],
                sizes: ["35 cm", "40 cm", "50 cm"],
                qualifiers: HANDLES,
              },
            ],
          },
          {
            it: "Macchine da giardino",
            en: "Garden machines",
            docs: ["scheda", "ce"],
            types: [
              {
                it: "Tosaerba elettrico",
                en: "electric lawn mower",
                pictogram: "mower",
                unit: "PZ",
                packaging: [1],
                price: [99, 289],
                sizes: ["1200 W", "1600 W", "1800 W"],
              },
              {
                it: "Tagliasiepi elettrico",
                en: "electric hedge trimmer",
                pictogram: "saw",
                unit: "PZ",
                packaging: [1],
                price: [49, 149],
                sizes: ["500 W", "600 W", "700 W"],
              },
              {
                it: "Decespugliatore a batteria",
                en: "cordless grass trimmer",
                pictogram: "mower",
                unit: "PZ",
                packaging: [1],
                price: [69, 229],
                sizes: ["18 V", "36 V"],
              },
            ],
          },
        ],
      },
      {
        it: "Cura del verde",
        en: "Lawn and plant care",
        children: [
          {
            it: "Concimi e terricci",
            en: "Fertilisers and compost",
            docs: ["scheda", "sicurezza"],
            types: [
              {
                it: "Concime granulare",
                en: "granular fertiliser",
                pictogram: "leaf",
                unit: "PZ",
                packaging: [1, 10],
                price: [4.9, 9.9],
                sizes: ["1 kg", "5 kg", "25 kg"],
                sizeStep: 1.5,
                qualifiers: [q("per prato", "lawn"), q("per orto", "vegetable garden"), q("universale", "all-purpose")],
              },
              {
                it: "Terriccio universale",
                en: "multi-purpose compost",
                pictogram: "leaf",
                unit: "PZ",
                packaging: [1, 50],
                price: [3.9, 8.5],
                sizeStep: 0.8,
                sizes: ["20 l", "50 l", "80 l"],
              },
            ],
          },
          {
            it: "Vasi e fioriere",
            en: "Pots and planters",
            types: [
              {
                it: "Vaso tondo in plastica",
                en: "round plastic pot",
                pictogram: "pot",
                unit: "PZ",
                packaging: [10, 5],
                price: [1.2, 14],
                sizes: ["20 cm", "25 cm", "30 cm", "40 cm"],
                colours: ["terracotta", "antracite", "bianco", "verde"],
              },
              {
                it: "Fioriera rettangolare",
                en: "rectangular planter",
                pictogram: "pot",
                unit: "PZ",
                packaging: [5, 10],
                price: [4.5, 24],
                sizes: ["40 cm", "60 cm", "80 cm"],
                colours: ["terracotta", "antracite", "bianco"],
              },
              {
                it: "Sottovaso",
                en: "plant saucer",
                pictogram: "pot",
                unit: "PZ",
                packaging: [10, 25],
                price: [0.5, 3.9],
                sizes: ["20 cm", "25 cm", "30 cm", "40 cm"],
                colours: ["terracotta", "antracite", "trasparente"],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    code: "AN",
    it: "Antinfortunistica",
    en: "Safety",
    colour: "#ea580c",
    pictogram: "helmet",
    docs: ["scheda", "ce"],
    children: [
      {
        it: "Guanti",
        en: "Gloves",
        children: [
          {
            it: "Guanti da lavoro",
            en: "Work gloves",
            types: [
              {
                it: "Guanti da lavoro spalmati in nitrile",
                en: "nitrile-coated work gloves",
                pictogram: "glove",
                unit: "PA",
                packaging: [12],
                price: [1.5, 4.9],
                sizes: GLOVES,
              },
              {
                it: "Guanti da lavoro in pelle",
                en: "leather work gloves",
                pictogram: "glove",
                unit: "PA",
                packaging: [12],
                price: [2.9, 8.9],
                sizes: GLOVES,
                qualifiers: [q("fiore", "grain"), q("crosta", "split")],
              },
              {
                it: "Guanti antitaglio",
                en: "cut-resistant gloves",
                pictogram: "glove",
                unit: "PA",
                packaging: [12, 6],
                price: [4.5, 12.9],
                sizes: GLOVES,
                qualifiers: [q("livello C", "level C"), q("livello F", "level F")],
              },
            ],
          },
          {
            it: "Guanti monouso",
            en: "Disposable gloves",
            types: [
              {
                it: "Guanti monouso in nitrile",
                en: "disposable nitrile gloves",
                pictogram: "glove",
                unit: "CF",
                packaging: [10],
                price: [5.9, 12.5],
                sizes: ["S", "M", "L", "XL"],
                colours: ["blu", "nero"],
                qualifiers: [q("senza polvere", "powder-free")],
                idType: "CON",
              },
              {
                it: "Guanti monouso in lattice",
                en: "disposable latex gloves",
                pictogram: "glove",
                unit: "CF",
                packaging: [10],
                price: [4.9, 9.9],
                sizes: ["S", "M", "L", "XL"],
                idType: "CON",
              },
            ],
          },
        ],
      },
      {
        it: "Calzature e abbigliamento",
        en: "Footwear and workwear",
        children: [
          {
            it: "Scarpe antinfortunistiche",
            en: "Safety shoes",
            types: [
              {
                it: "Scarpa antinfortunistica S3 bassa",
                en: "S3 low safety shoe",
                pictogram: "boot",
                unit: "PA",
                packaging: [1],
                price: [39, 99],
                sizes: SHOES,
                colours: ["nero", "grigio", "blu"],
              },
              {
                it: "Scarpa antinfortunistica S1P",
                en: "S1P safety trainer",
                pictogram: "boot",
                unit: "PA",
                packaging: [1],
                price: [35, 85],
                sizes: SHOES,
                colours: ["nero", "grigio"],
              },
              {
                it: "Stivale in PVC",
                en: "PVC safety boot",
                pictogram: "boot",
                unit: "PA",
                packaging: [1, 5],
                price: [14, 39],
                sizes: SHOES,
                colours: ["verde", "nero", "bianco"],
              },
            ],
          },
          {
            it: "Abbigliamento da lavoro",
            en: "Workwear",
            types: [
              {
                it: "Pantalone da lavoro multitasche",
                en: "multi-pocket work trousers",
                pictogram: "vest",
                unit: "PZ",
                packaging: [1, 5],
                price: [19, 49],
                sizes: CLOTHING,
                colours: ["grigio", "blu", "nero"],
              },
              {
                it: "Gilet alta visibilità",
                en: "high-visibility vest",
                pictogram: "vest",
                unit: "PZ",
                packaging: [10, 5],
                price: [2.5, 8.9],
                sizes: ["L", "XL", "XXL"],
                colours: ["giallo", "arancione"],
              },
              {
                it: "Giacca softshell",
                en: "softshell jacket",
                pictogram: "vest",
                unit: "PZ",
                packaging: [1, 5],
                price: [29, 79],
                sizes: CLOTHING,
                colours: ["nero", "grigio", "blu"],
              },
            ],
          },
        ],
      },
      {
        it: "Protezione di testa, occhi e vie respiratorie",
        en: "Head, eye and respiratory protection",
        children: [
          {
            it: "Elmetti, occhiali e cuffie",
            en: "Helmets, glasses and ear defenders",
            types: [
              {
                it: "Elmetto di protezione",
                en: "safety helmet",
                pictogram: "helmet",
                unit: "PZ",
                packaging: [1, 10],
                price: [5.9, 24],
                colours: ["bianco", "giallo", "rosso", "blu", "arancione"],
                qualifiers: [q("con regolazione a cricchetto", "with ratchet adjustment", true)],
              },
              {
                it: "Occhiali di protezione",
                en: "safety glasses",
                pictogram: "glasses",
                unit: "PZ",
                packaging: [10, 12],
                price: [1.9, 9.9],
                qualifiers: [
                  q("lente trasparente", "with clear lens", true),
                  q("lente scura", "with tinted lens", true),
                  q("antiappannanti", "anti-fog"),
                ],
              },
              {
                it: "Cuffie antirumore",
                en: "ear defenders",
                pictogram: "helmet",
                unit: "PZ",
                packaging: [1, 10],
                price: [7.9, 29],
                sizes: ["SNR 27 dB", "SNR 31 dB", "SNR 35 dB"],
              },
            ],
          },
          {
            it: "Protezione delle vie respiratorie",
            en: "Respiratory protection",
            types: [
              {
                it: "Mascherina FFP2",
                en: "FFP2 face mask",
                pictogram: "mask",
                unit: "PZ",
                packaging: [10, 25],
                price: [0.4, 1.5],
                qualifiers: [q("con valvola", "with valve", true), q("senza valvola", "without valve", true)],
                idType: "CON",
              },
              {
                it: "Mascherina FFP3",
                en: "FFP3 face mask",
                pictogram: "mask",
                unit: "PZ",
                packaging: [10],
                price: [1.2, 3.5],
                qualifiers: [q("con valvola", "with valve", true)],
                idType: "CON",
              },
              {
                it: "Semimaschera riutilizzabile",
                en: "reusable half-mask respirator",
                pictogram: "mask",
                unit: "PZ",
                packaging: [1, 6],
                price: [14, 39],
                sizes: ["S", "M", "L"],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const BRANDS: Brand[] = [
  { code: "FTC", name: "Ferrotech", colour: "#334155", tier: "PRO", families: ["FE", "UT"] },
  { code: "VAL", name: "Vitalpina", colour: "#0f766e", tier: "IND", families: ["FE"] },
  { code: "BLB", name: "Bulloneria Lombarda", colour: "#1e3a8a", tier: "IND", families: ["FE"] },
  { code: "SLK", name: "Securlock", colour: "#7c2d12", tier: "PRO", families: ["FE"] },
  { code: "UMX", name: "Utensilmax", colour: "#b91c1c", tier: "PRO", families: ["UT", "EL"] },
  { code: "DLP", name: "Dolomiti Pro", colour: "#1d4ed8", tier: "PRO", families: ["UT", "GI"] },
  { code: "BRX", name: "Brixia Utensili", colour: "#92400e", tier: "IND", families: ["UT"] },
  { code: "FGN", name: "Forgia Nord", colour: "#111827", tier: "PRO", families: ["UT"] },
  { code: "VLC", name: "Vulcano Tools", colour: "#dc2626", tier: "PRO", families: ["EL"] },
  { code: "VLT", name: "Voltera", colour: "#2563eb", tier: "HOB", families: ["EL", "ME"] },
  { code: "TFG", name: "Tecnoforge", colour: "#0369a1", tier: "IND", families: ["EL", "UT"] },
  { code: "RPW", name: "Rapida Power", colour: "#ea580c", tier: "HOB", families: ["EL", "GI"] },
  { code: "ELL", name: "Elettra Line", colour: "#ca8a04", tier: "PRO", families: ["ME"] },
  { code: "LXA", name: "Luxalpi", colour: "#eab308", tier: "HOB", families: ["ME"] },
  { code: "CBL", name: "Cablinea", colour: "#4d7c0f", tier: "IND", families: ["ME"] },
  { code: "IDS", name: "Idrosan", colour: "#0891b2", tier: "PRO", families: ["ID"] },
  { code: "AQF", name: "Aquaflex", colour: "#0284c7", tier: "HOB", families: ["ID", "GI"] },
  { code: "OTT", name: "Ottonella", colour: "#a16207", tier: "IND", families: ["ID"] },
  { code: "CLR", name: "Colorama", colour: "#c026d3", tier: "HOB", families: ["VE"] },
  { code: "PVN", name: "Pittura Veneta", colour: "#9d174d", tier: "PRO", families: ["VE"] },
  { code: "PNR", name: "Pennelli Riviera", colour: "#7e22ce", tier: "PRO", families: ["VE"] },
  { code: "VDB", name: "Verdeblu", colour: "#15803d", tier: "HOB", families: ["GI"] },
  { code: "GFC", name: "Giardino Facile", colour: "#65a30d", tier: "HOB", families: ["GI"] },
  { code: "TRN", name: "Terranova", colour: "#78350f", tier: "PRO", families: ["GI"] },
  { code: "SCP", name: "Securpro", colour: "#f97316", tier: "PRO", families: ["AN"] },
  { code: "GAD", name: "Guantificio Adriatico", colour: "#0e7490", tier: "IND", families: ["AN"] },
  { code: "PSS", name: "Passo Sicuro", colour: "#1f2937", tier: "PRO", families: ["AN"] },
  { code: "WKL", name: "Workline", colour: "#4338ca", tier: "IND", families: ["AN", "UT"] },
  { code: "MST", name: "Maestrale", colour: "#0f172a", tier: "IND", families: ["FE", "ID"] },
  { code: "UNC", name: "Universo Casa", colour: "#e11d48", tier: "HOB", families: ["FE", "ME", "ID", "VE", "GI"] },
];

/** Italian decimal comma → English decimal point, inside sizes and titles. */
export function englishNumbers(text: string): string {
  return text.replace(/(\d),(\d)/g, "$1.$2");
}
