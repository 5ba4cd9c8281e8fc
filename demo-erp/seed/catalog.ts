// The deterministic catalogue generator. Every article's attributes come from a PRNG seeded with the
// article's position, so the same `items` gives the same catalogue on every run, and a smaller
// catalogue is the beginning of a larger one. Articles go round-robin over the level-3 families, so
// even a small catalogue (tests) covers every family.
import type { Db } from "../db";
import { ean13 } from "../ean";
import {
  BRANDS,
  COLOURS,
  FAMILIES,
  UNIT_LABELS,
  englishNumbers,
  type ArticleType,
  type Brand,
  type ColourCode,
  type DocKind,
  type Level1,
  type Level2,
  type Level3,
  type Qualifier,
  type Size,
} from "./catalog-data";
import { intBetween, mulberry32, pick, type Random } from "./random";

const SEED = 0x5eed_2024;

/** An independent stream per (purpose, index), so adding articles never shifts earlier ones. */
function rngFor(stream: number, index: number): Random {
  return mulberry32(SEED ^ Math.imul(stream + 1, 0x85ebca6b) ^ Math.imul(index + 1, 0x9e3779b1));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Families and promotions

export interface FamilyRow {
  code: string;
  level: 1 | 2 | 3;
  parentCode: string | null;
  nameIt: string;
  nameEn: string;
  colour: string;
  pictogram: string;
  position: number;
}

interface Level3Info {
  code: string;
  level1: Level1;
  level2Code: string;
  level2Index: number;
  level3: Level3;
  docs: DocKind[];
}

const code2 = (index: number): string => String(index + 1).padStart(2, "0");

export function familyRows(): FamilyRow[] {
  const rows: FamilyRow[] = [];
  FAMILIES.forEach((level1, index1) => {
    rows.push({
      code: level1.code,
      level: 1,
      parentCode: null,
      nameIt: level1.it,
      nameEn: level1.en,
      colour: level1.colour,
      pictogram: level1.pictogram,
      position: index1,
    });
    level1.children.forEach((level2, index2) => {
      const code = level1.code + code2(index2);
      const pictogram = level2.children[0]?.types[0]?.pictogram ?? level1.pictogram;
      rows.push({
        code,
        level: 2,
        parentCode: level1.code,
        nameIt: level2.it,
        nameEn: level2.en,
        colour: level1.colour,
        pictogram,
        position: index2,
      });
      level2.children.forEach((level3, index3) => {
        rows.push({
          code: code + code2(index3),
          level: 3,
          parentCode: code,
          nameIt: level3.it,
          nameEn: level3.en,
          colour: level1.colour,
          pictogram: level3.types[0]?.pictogram ?? pictogram,
          position: index3,
        });
      });
    });
  });
  return rows;
}

function level2List(): { code: string; level1: Level1; level2: Level2 }[] {
  return FAMILIES.flatMap((level1) => level1.children.map((level2, index2) => ({ code: level1.code + code2(index2), level1, level2 })));
}

function level3List(): Level3Info[] {
  const list: Level3Info[] = [];
  let level2Index = 0;
  for (const level1 of FAMILIES) {
    level1.children.forEach((level2, index2) => {
      const level2Code = level1.code + code2(index2);
      level2.children.forEach((level3, index3) => {
        list.push({ code: level2Code + code2(index3), level1, level2Code, level2Index, level3, docs: level3.docs ?? level1.docs });
      });
      level2Index++;
    });
  }
  return list;
}

export interface PromotionDef {
  code: number;
  titleIt: string;
  titleEn: string;
  fromDay: number;
  toDay: number;
  rows: { row: number; minQuantity: number; discount: number }[];
}

/** One promotion per level-2 family; a third of them run only half of every month. */
export function promotionDefs(): PromotionDef[] {
  return level2List().map(({ level2 }, index) => {
    const rng = rngFor(1, index);
    const firstHalf = index % 6 === 2;
    const secondHalf = index % 6 === 5;
    const flash = firstHalf || secondHalf;
    const pack = level2.children[0]?.types[0]?.packaging[0] ?? 1;
    const rowCount = 1 + (index % 3);
    const minimums = [1, pack <= 2 ? 12 : pack * 5, pack <= 2 ? 48 : pack * 20];
    let discount = intBetween(rng, 5, 15);
    const rows = minimums.slice(0, rowCount).map((minQuantity, rowIndex) => {
      if (rowIndex > 0) discount += intBetween(rng, 3, 8);
      return { row: rowIndex + 1, minQuantity, discount };
    });
    return {
      code: 1001 + index,
      titleIt: flash ? `Offerta lampo ${level2.it}` : `Promo ${level2.it}`,
      titleEn: flash ? `${level2.en} flash sale` : `${level2.en} promotion`,
      fromDay: secondHalf ? 16 : 1,
      toDay: firstHalf ? 15 : 31,
      rows,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Articles

export type ProductStatus = "DISPONIBILE" | "IN ARRIVO" | "ESAURITO" | "FUORI PRODUZIONE";

export interface GeneratedProduct {
  id: number;
  sku: string;
  parentId: number | null;
  titleIt: string;
  titleEn: string;
  baseIt: string;
  baseEn: string;
  longIt: string;
  longEn: string;
  materialIt: string | null;
  materialEn: string | null;
  unit: string;
  packaging: number;
  model: string;
  brandCode: string;
  family1: string;
  family2: string;
  family3: string;
  status: ProductStatus;
  stock: number;
  isNew: number;
  nextInsert: number;
  availableAgain: number;
  color: ColourCode | null;
  size: string | null;
  sizeEn: string | null;
  idType: string;
  idSubtype: string;
  promoCode: number | null;
  priceA: number;
  priceB: number;
  priceC: number;
  ageDays: number;
  popularity: number;
  pictogram: string;
  imageCount: number;
  docs: string;
  barcodes: string[];
}

const USAGE: Record<string, { it: string; en: string }> = {
  FE: {
    it: "Ferramenta selezionata per falegnami, serramentisti e manutentori: resistente alla corrosione e pensata per il cantiere.",
    en: "Hardware selected for joiners, window fitters and maintenance crews: corrosion-resistant and built for the job site.",
  },
  UT: {
    it: "Utensile forgiato e temprato per un uso quotidiano intensivo, con tolleranze controllate pezzo per pezzo.",
    en: "Forged and hardened tool for heavy daily use, with tolerances checked piece by piece.",
  },
  EL: {
    it: "Elettroutensile conforme alle direttive Macchine e Compatibilità elettromagnetica, garanzia 24 mesi.",
    en: "Power tool compliant with the Machinery and EMC directives, 24-month warranty.",
  },
  ME: {
    it: "Materiale elettrico marcato CE, conforme alle norme CEI per impianti civili e industriali.",
    en: "CE-marked electrical material, compliant with IEC standards for residential and industrial installations.",
  },
  ID: {
    it: "Componente idraulico collaudato in pressione, adatto ad acqua potabile e impianti di riscaldamento.",
    en: "Pressure-tested plumbing component, suitable for drinking water and heating systems.",
  },
  VE: {
    it: "Prodotto a bassa emissione di COV: consultare la scheda di sicurezza prima dell'uso.",
    en: "Low-VOC product: read the safety data sheet before use.",
  },
  GI: {
    it: "Pensato per la cura professionale di giardini, orti e aree verdi.",
    en: "Designed for the professional care of gardens, vegetable plots and green areas.",
  },
  AN: {
    it: "Dispositivo di protezione individuale certificato secondo le norme EN applicabili.",
    en: "Personal protective equipment certified to the applicable EN standards.",
  },
};

const TIER_LINE = {
  PRO: { it: "della linea professionale", en: "from the professional range" },
  HOB: { it: "della linea fai da te", en: "from the DIY range" },
  IND: { it: "della linea industriale", en: "from the industrial range" },
};

function sizeTexts(size: Size | undefined): { it: string; en: string } | null {
  if (size === undefined) return null;
  return typeof size === "string" ? { it: size, en: englishNumbers(size) } : size;
}

function titlesOf(
  type: ArticleType,
  qualifier: Qualifier | undefined,
  colour: ColourCode | null,
  size: Size | undefined,
): { it: string; en: string } {
  const colourNames = colour ? COLOURS[colour] : null;
  const sizes = sizeTexts(size);
  const core = qualifier ? (qualifier.enAfter ? `${type.en} ${qualifier.en}` : `${qualifier.en} ${type.en}`) : type.en;
  const it = [type.it, qualifier?.it, colourNames?.it, sizes?.it].filter(Boolean).join(" ");
  const en = [core, colourNames?.en, sizes?.en].filter(Boolean).join(" ");
  return { it: capitalise(it), en: capitalise(englishNumbers(en)) };
}

interface Variant {
  colour: ColourCode | null;
  size: Size | undefined;
  sizeIndex: number;
}

function describe(
  product: Omit<GeneratedProduct, "baseIt" | "baseEn" | "longIt" | "longEn">,
  brand: Brand,
  family1: string,
  docs: DocKind[],
): Pick<GeneratedProduct, "baseIt" | "baseEn" | "longIt" | "longEn"> {
  const unit = UNIT_LABELS[product.unit as keyof typeof UNIT_LABELS];
  const packIt = product.packaging === 1 ? "Venduto singolarmente." : `Venduto a multipli di ${product.packaging} ${unit.it}.`;
  const packEn = product.packaging === 1 ? "Sold individually." : `Sold in multiples of ${product.packaging} ${unit.en}.`;
  const usage = USAGE[family1] ?? { it: "", en: "" };
  const tier = TIER_LINE[brand.tier];
  const colour = product.color ? COLOURS[product.color] : null;
  const detailsIt = [
    product.size ? `Misura: ${product.size}.` : "",
    colour ? `Colore: ${colour.it}.` : "",
    product.materialIt ? `Finitura: ${product.materialIt}.` : "",
  ].filter(Boolean);
  const detailsEn = [
    product.sizeEn ? `Size: ${product.sizeEn}.` : "",
    colour ? `Colour: ${colour.en}.` : "",
    product.materialEn ? `Finish: ${product.materialEn}.` : "",
  ].filter(Boolean);
  const docsIt = docs.includes("ce")
    ? "Disponibili scheda tecnica e dichiarazione di conformità CE."
    : docs.includes("sicurezza")
      ? "Disponibili scheda tecnica e scheda di sicurezza."
      : "Scheda tecnica disponibile.";
  const docsEn = docs.includes("ce")
    ? "Technical sheet and CE declaration of conformity available."
    : docs.includes("sicurezza")
      ? "Technical sheet and safety data sheet available."
      : "Technical sheet available.";
  return {
    baseIt: `${product.titleIt}. Marca ${brand.name}, modello ${product.model}. ${packIt}`,
    baseEn: `${product.titleEn}. Brand ${brand.name}, model ${product.model}. ${packEn}`,
    longIt: [`${product.titleIt} ${tier.it} ${brand.name} (modello ${product.model}).`, usage.it, ...detailsIt, packIt, docsIt].join(" "),
    longEn: [`${product.titleEn} ${tier.en} by ${brand.name} (model ${product.model}).`, usage.en, ...detailsEn, packEn, docsEn].join(" "),
  };
}

function statusOf(rng: Random): ProductStatus {
  const roll = rng();
  if (roll < 0.8) return "DISPONIBILE";
  if (roll < 0.9) return "IN ARRIVO";
  if (roll < 0.97) return "ESAURITO";
  return "FUORI PRODUZIONE";
}

function stockOf(rng: Random, status: ProductStatus, packaging: number): number {
  if (status === "DISPONIBILE") return packaging * intBetween(rng, 1, 80);
  if (status === "FUORI PRODUZIONE") return packaging * intBetween(rng, 0, 3);
  return 0;
}

const STATUS_RANK: ProductStatus[] = ["DISPONIBILE", "IN ARRIVO", "ESAURITO", "FUORI PRODUZIONE"];

/** Generates `items` articles (parents and children count alike), in id order. */
export function generateCatalog(items: number): GeneratedProduct[] {
  const level3s = level3List();
  const promotions = promotionDefs();
  const brandsByFamily = new Map(FAMILIES.map((level1) => [level1.code, BRANDS.filter((brand) => brand.families.includes(level1.code))]));
  const brandNumber = new Map(BRANDS.map((brand, index) => [brand.code, 101 + index]));
  const skuCounter = new Map<string, number>();
  const products: GeneratedProduct[] = [];

  for (let article = 0; products.length < items; article++) {
    const rng = rngFor(2, article);
    const family = level3s[article % level3s.length]!;
    const type = pick(rng, family.level3.types);
    const brand = pick(rng, brandsByFamily.get(family.level1.code) ?? BRANDS);
    const qualifier = type.qualifiers ? pick(rng, type.qualifiers) : undefined;
    const sizes = type.sizes ?? [];
    const colours = type.colours ?? [];
    const packaging = pick(rng, type.packaging);
    const basePrice = type.price[0] + rng() * (type.price[1] - type.price[0]);
    const tierFactor = brand.tier === "PRO" ? 1.12 : brand.tier === "IND" ? 1.04 : 0.9;
    const factorB = 0.95 + rng() * 0.04;
    const factorC = 1.01 + rng() * 0.04;
    const sequence = (skuCounter.get(family.level1.code) ?? 10000) + 1;
    skuCounter.set(family.level1.code, sequence);
    const sku = `${family.level1.code}${sequence}`;
    const model = `${brand.code}-${intBetween(rng, 1000, 9899)}`;
    const flagRoll = rng();
    const nextInsert = flagRoll < 0.02 ? 1 : 0;
    const availableAgain = flagRoll >= 0.02 && flagRoll < 0.05 ? 1 : 0;
    const isNew = !nextInsert && !availableAgain && rng() < 0.06 ? 1 : 0;
    const promoCode = rng() < 0.14 ? (promotions[family.level2Index]?.code ?? null) : null;
    const ageDays = nextInsert ? intBetween(rng, 0, 10) : isNew ? intBetween(rng, 0, 45) : intBetween(rng, 60, 2500);
    const imageCount = rng() < 0.3 ? 2 : 1;
    const idSubtype = brand.tier;
    const remaining = items - products.length;
    const varyBy = sizes.length >= 2 ? "size" : colours.length >= 2 ? "colour" : null;
    const isParent = varyBy !== null && remaining >= 3 && rng() < 0.08;

    const randomVariant = (): Variant => {
      const sizeIndex = sizes.length > 0 ? Math.floor(rng() * sizes.length) : 0;
      return { colour: colours.length > 0 ? pick(rng, colours) : null, size: sizes[sizeIndex], sizeIndex };
    };

    const build = (
      id: number,
      productSku: string,
      parentId: number | null,
      variant: Variant,
      status: ProductStatus,
      variantRng: Random,
    ): GeneratedProduct => {
      const titles = titlesOf(type, qualifier, variant.colour, variant.size);
      const sizeNames = sizeTexts(variant.size);
      const priceA = Math.max(0.1, round2(basePrice * tierFactor * (1 + variant.sizeIndex * (type.sizeStep ?? 0.3))));
      const withoutTexts = {
        id,
        sku: productSku,
        parentId,
        titleIt: titles.it,
        titleEn: titles.en,
        materialIt: qualifier?.it ?? null,
        materialEn: qualifier?.en ?? null,
        unit: type.unit,
        packaging,
        model,
        brandCode: brand.code,
        family1: family.level1.code,
        family2: family.level2Code,
        family3: family.code,
        status,
        stock: stockOf(variantRng, status, packaging),
        isNew,
        nextInsert,
        availableAgain,
        color: variant.colour,
        size: sizeNames?.it ?? null,
        sizeEn: sizeNames?.en ?? null,
        idType: type.idType ?? "ART",
        idSubtype,
        promoCode: status === "FUORI PRODUZIONE" ? null : promoCode,
        priceA,
        priceB: round2(priceA * factorB),
        priceC: round2(priceA * factorC),
        ageDays,
        popularity: Math.floor(variantRng() * 1000) + (status === "DISPONIBILE" ? 500 : 0),
        pictogram: type.pictogram,
        imageCount,
        docs: family.docs.join(","),
        barcodes: [] as string[],
      };
      const barcodeCount = variantRng() < 0.25 ? 2 : 1;
      const company = String(brandNumber.get(brand.code) ?? 100);
      for (let index = 0; index < barcodeCount; index++) {
        withoutTexts.barcodes.push(ean13(`80${company}${String(id * 2 + index).padStart(7, "0")}`));
      }
      return { ...withoutTexts, ...describe(withoutTexts, brand, family.level1.code, family.docs) };
    };

    const forcedStatus = (status: ProductStatus): ProductStatus => (nextInsert ? "IN ARRIVO" : availableAgain ? "DISPONIBILE" : status);

    if (!isParent) {
      const id = products.length + 1;
      products.push(build(id, sku, null, randomVariant(), forcedStatus(statusOf(rng)), rng));
      continue;
    }

    // A parent article and 2-6 children that differ by size or by colour.
    const variantCount = varyBy === "size" ? sizes.length : colours.length;
    const childCount = Math.min(intBetween(rng, 2, 6), variantCount, remaining - 1);
    const start = intBetween(rng, 0, variantCount - childCount);
    const sharedColour = varyBy === "size" && colours.length > 0 ? pick(rng, colours) : null;
    const parentId = products.length + 1;
    const children: GeneratedProduct[] = [];
    for (let child = 0; child < childCount; child++) {
      const childRng = rngFor(3, parentId * 8 + child);
      const index = start + child;
      const variant: Variant =
        varyBy === "size"
          ? { size: sizes[index], sizeIndex: index, colour: sharedColour }
          : { size: sizes[0], sizeIndex: 0, colour: colours[index] ?? null };
      const childSku = `${sku}-${code2(child)}`;
      children.push(build(parentId + 1 + child, childSku, parentId, variant, forcedStatus(statusOf(childRng)), childRng));
    }
    const parentVariant: Variant =
      varyBy === "size" ? { colour: sharedColour, size: undefined, sizeIndex: 0 } : { colour: null, size: sizes[0], sizeIndex: 0 };
    const parent = build(parentId, sku, null, parentVariant, "DISPONIBILE", rng);
    const bestStatus = STATUS_RANK.find((status) => children.some((child) => child.status === status)) ?? "DISPONIBILE";
    const cheapest = children.reduce((low, child) => (child.priceA < low.priceA ? child : low));
    products.push(
      {
        ...parent,
        status: bestStatus,
        stock: children.reduce((sum, child) => sum + child.stock, 0),
        promoCode: bestStatus === "FUORI PRODUZIONE" ? null : promoCode,
        priceA: cheapest.priceA,
        priceB: cheapest.priceB,
        priceC: cheapest.priceC,
      },
      ...children,
    );
  }
  return products;
}

/** Related articles (same level-3 family) and accessories (the next level-3 family of the same level 1). */
export function generateLinks(
  products: GeneratedProduct[],
): { productId: number; kind: "related" | "accessory"; position: number; linkedId: number }[] {
  const byFamily = new Map<string, number[]>();
  for (const product of products) {
    if (product.parentId !== null) continue;
    const list = byFamily.get(product.family3) ?? [];
    list.push(product.id);
    byFamily.set(product.family3, list);
  }
  const level3s = level3List();
  const companion = new Map<string, string>();
  for (const family of level3s) {
    const siblings = level3s.filter((other) => other.level1 === family.level1);
    const index = siblings.indexOf(family);
    companion.set(family.code, siblings[(index + 1) % siblings.length]!.code);
  }
  const links: { productId: number; kind: "related" | "accessory"; position: number; linkedId: number }[] = [];
  for (const product of products) {
    if (product.parentId !== null) continue;
    const rng = rngFor(4, product.id);
    const add = (kind: "related" | "accessory", pool: number[], count: number) => {
      const chosen = new Set<number>();
      for (let attempt = 0; attempt < count * 4 && chosen.size < Math.min(count, pool.length); attempt++) {
        const candidate = pick(rng, pool);
        if (candidate !== product.id) chosen.add(candidate);
      }
      [...chosen].forEach((linkedId, position) => links.push({ productId: product.id, kind, position, linkedId }));
    };
    add("related", byFamily.get(product.family3) ?? [], 4);
    if (rng() < 0.6) add("accessory", byFamily.get(companion.get(product.family3) ?? "") ?? [], intBetween(rng, 1, 3));
  }
  return links;
}

// ---------------------------------------------------------------------------------------------
// Writing it to the database

export function hasCatalog(db: Db): boolean {
  return db.prepare("SELECT 1 FROM products LIMIT 1").get() !== undefined;
}

/** Writes the whole catalogue in one transaction; returns how many articles and how long it took. */
export function seedCatalog(db: Db, options: { items: number }): { items: number; ms: number } {
  const started = performance.now();
  const products = generateCatalog(options.items);
  const links = generateLinks(products);
  const brandNames = new Map(BRANDS.map((brand) => [brand.code, brand.name]));

  const insertFamily = db.prepare(
    "INSERT INTO families (code, level, parent_code, name_it, name_en, colour, pictogram, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const insertBrand = db.prepare("INSERT INTO brands (code, name, colour, position) VALUES (?, ?, ?, ?)");
  const insertPromotion = db.prepare("INSERT INTO promotions (code, title_it, title_en, from_day, to_day) VALUES (?, ?, ?, ?, ?)");
  const insertPromotionRow = db.prepare("INSERT INTO promotion_rows (promo_code, row, min_quantity, discount) VALUES (?, ?, ?, ?)");
  const insertProduct = db.prepare(`INSERT INTO products (
      id, sku, parent_id, title_it, title_en, base_it, base_en, long_it, long_en, material_it, material_en,
      unit, packaging, model, brand_code, family_lev1, family_lev2, family_lev3, status, stock, is_new,
      next_insert, available_again, color, size, size_en, id_type, id_subtype, promo_code, price_a, price_b,
      price_c, age_days, popularity, pictogram, image_count, docs
    ) VALUES (${new Array(37).fill("?").join(", ")})`);
  const insertBarcode = db.prepare("INSERT INTO barcodes (ean, product_id, position) VALUES (?, ?, ?)");
  const insertLink = db.prepare("INSERT INTO product_links (product_id, kind, position, linked_id) VALUES (?, ?, ?, ?)");
  const insertFts = db.prepare("INSERT INTO products_fts (rowid, title_it, title_en, codes, brand) VALUES (?, ?, ?, ?, ?)");

  db.transaction(() => {
    for (const family of familyRows()) {
      insertFamily.run(family.code, family.level, family.parentCode, family.nameIt, family.nameEn, family.colour, family.pictogram, family.position);
    }
    BRANDS.forEach((brand, index) => insertBrand.run(brand.code, brand.name, brand.colour, index));
    for (const promotion of promotionDefs()) {
      insertPromotion.run(promotion.code, promotion.titleIt, promotion.titleEn, promotion.fromDay, promotion.toDay);
      for (const row of promotion.rows) insertPromotionRow.run(promotion.code, row.row, row.minQuantity, row.discount);
    }
    for (const p of products) {
      insertProduct.run(
        p.id,
        p.sku,
        p.parentId,
        p.titleIt,
        p.titleEn,
        p.baseIt,
        p.baseEn,
        p.longIt,
        p.longEn,
        p.materialIt,
        p.materialEn,
        p.unit,
        p.packaging,
        p.model,
        p.brandCode,
        p.family1,
        p.family2,
        p.family3,
        p.status,
        p.stock,
        p.isNew,
        p.nextInsert,
        p.availableAgain,
        p.color,
        p.size,
        p.sizeEn,
        p.idType,
        p.idSubtype,
        p.promoCode,
        p.priceA,
        p.priceB,
        p.priceC,
        p.ageDays,
        p.popularity,
        p.pictogram,
        p.imageCount,
        p.docs,
      );
      p.barcodes.forEach((ean, position) => insertBarcode.run(ean, p.id, position));
    }
    for (const link of links) insertLink.run(link.productId, link.kind, link.position, link.linkedId);

    // One search document per top-level article, with its children's codes and variant words.
    const childrenOf = new Map<number, GeneratedProduct[]>();
    for (const p of products) {
      if (p.parentId === null) continue;
      const list = childrenOf.get(p.parentId) ?? [];
      list.push(p);
      childrenOf.set(p.parentId, list);
    }
    for (const p of products) {
      if (p.parentId !== null) continue;
      const family = [p, ...(childrenOf.get(p.id) ?? [])];
      const variantWordsIt = family.slice(1).map((child) => [child.size, child.color ? COLOURS[child.color].it : ""].join(" "));
      const variantWordsEn = family.slice(1).map((child) => [child.sizeEn, child.color ? COLOURS[child.color].en : ""].join(" "));
      const codes = family.flatMap((member) => [member.sku, ...member.barcodes]);
      insertFts.run(
        p.id,
        [p.titleIt, ...variantWordsIt].join(" "),
        [p.titleEn, ...variantWordsEn].join(" "),
        [...codes, p.model].join(" "),
        brandNames.get(p.brandCode) ?? "",
      );
    }
  })();
  db.pragma("optimize");
  return { items: products.length, ms: Math.round(performance.now() - started) };
}
