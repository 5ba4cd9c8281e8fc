// The catalogue's nouns as customers type them (seed/catalog-data.ts). Prefix search already finds
// longer words ("cacci" → cacciavite) but not the other number of an Italian noun ("viti" → vite)
// nor the Italian noun behind an English word ("screw" → vite). One line per noun: its Italian
// singular and plural, then the English words for it. Only words of the catalogue belong here.
export const NOUNS: [singular: string, plural: string, english: string[]][] = [
  ["vite", "viti", ["screw", "screws"]],
  ["bullone", "bulloni", ["bolt", "bolts"]],
  ["dado", "dadi", ["nut", "nuts"]],
  ["rondella", "rondelle", ["washer", "washers"]],
  ["tassello", "tasselli", ["plug", "plugs", "anchor", "anchors"]],
  ["cerniera", "cerniere", ["hinge", "hinges"]],
  ["maniglia", "maniglie", ["handle", "handles"]],
  ["lucchetto", "lucchetti", ["padlock", "padlocks"]],
  ["serratura", "serrature", ["lock", "locks"]],
  ["chiave", "chiavi", ["key", "keys", "spanner", "spanners", "wrench", "wrenches"]],
  ["martello", "martelli", ["hammer", "hammers"]],
  ["scalpello", "scalpelli", ["chisel", "chisels"]],
  ["cacciavite", "cacciaviti", ["screwdriver", "screwdrivers"]],
  ["pinza", "pinze", ["pliers"]],
  ["trapano", "trapani", ["drill", "drills"]],
  ["punta", "punte", ["bit", "bits"]],
  ["lama", "lame", ["blade", "blades"]],
  ["sega", "seghe", ["saw", "saws"]],
  ["disco", "dischi", ["disc", "discs"]],
  ["batteria", "batterie", ["battery", "batteries"]],
  ["cavo", "cavi", ["cable", "cables"]],
  ["lampadina", "lampadine", ["bulb", "bulbs"]],
  ["tubo", "tubi", ["pipe", "pipes", "hose", "hoses"]],
  ["raccordo", "raccordi", ["connector", "connectors"]],
  ["valvola", "valvole", ["valve", "valves"]],
  ["rubinetto", "rubinetti", ["tap", "taps"]],
  ["nastro", "nastri", ["tape", "tapes"]],
  ["pennello", "pennelli", ["brush", "brushes", "paintbrush", "paintbrushes"]],
  ["guanto", "guanti", ["glove", "gloves"]],
  ["scarpa", "scarpe", ["shoe", "shoes"]],
  ["vaso", "vasi", ["pot", "pots"]],
  ["mascherina", "mascherine", ["mask", "masks"]],
];

const ITALIAN_FORMS = new Map<string, string[]>(
  NOUNS.flatMap(([singular, plural, english]) => [singular, plural, ...english].map((word) => [word, [singular, plural]])),
);

/** The Italian catalogue forms a lowercase word also stands for, besides itself; [] when none. */
export function italianFormsOf(word: string): string[] {
  return (ITALIAN_FORMS.get(word) ?? []).filter((form) => form !== word);
}
