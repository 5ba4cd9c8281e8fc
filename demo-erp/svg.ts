// Generated SVG images: product pictures (coloured by level-1 family, with a pictogram and the code),
// brand logos, family tiles, banners, flyer covers and small icons. Every image has explicit width,
// height and viewBox, so the storefront can reserve its space.

/** Line drawings in a 200 × 200 box, drawn with the stroke of the surrounding group. */
const PICTOGRAMS: Record<string, string> = {
  screw: '<rect x="65" y="25" width="70" height="22" rx="6"/><path d="M85 47v100l15 28 15-28V47M85 72l30-8M85 97l30-8M85 122l30-8"/>',
  bolt: '<path d="M70 30h60l15 25-15 25H70L55 55z"/><path d="M88 80v90h24V80"/>',
  box: '<path d="M40 70l60-30 60 30v70l-60 30-60-30zM40 70l60 30 60-30M100 100v70"/>',
  hinge:
    '<rect x="45" y="40" width="50" height="120" rx="6"/><rect x="105" y="40" width="50" height="120" rx="6"/><circle cx="70" cy="70" r="6"/><circle cx="70" cy="130" r="6"/><circle cx="130" cy="70" r="6"/><circle cx="130" cy="130" r="6"/>',
  handle: '<path d="M40 125V95q0-20 20-20h80q20 0 20 20v30M25 125h35M140 125h35"/>',
  ruler: '<rect x="25" y="75" width="150" height="50" rx="6"/><path d="M50 75v20M75 75v12M100 75v20M125 75v12M150 75v20"/>',
  lock: '<rect x="50" y="90" width="100" height="80" rx="10"/><path d="M70 90V65a30 30 0 0 1 60 0v25M100 120v20"/>',
  key: '<circle cx="65" cy="100" r="30"/><path d="M95 100h80M150 100v22M170 100v16"/>',
  hammer: '<rect x="45" y="35" width="100" height="35" rx="6"/><path d="M95 70v100"/>',
  screwdriver: '<rect x="85" y="20" width="30" height="70" rx="10"/><path d="M100 90v70M92 160h16v18H92z"/>',
  wrench: '<path d="M55 165l75-75"/><circle cx="140" cy="70" r="28"/><path d="M140 42v22"/>',
  pliers: '<path d="M70 170l40-80 20-60M130 170l-40-80-20-60"/><circle cx="100" cy="100" r="8"/>',
  saw: '<path d="M60 70h110v40H60z"/><path d="M60 110l8 12 8-12 8 12 8-12 8 12 8-12 8 12 8-12 8 12 8-12 8 12 8-12 6 10"/><rect x="20" y="65" width="40" height="50" rx="12"/>',
  cutter: '<path d="M25 135l105-60h45l-35 40H70z"/><path d="M130 75l10 40"/>',
  scissors: '<circle cx="65" cy="145" r="20"/><circle cx="135" cy="145" r="20"/><path d="M78 130l60-100M122 130L62 30"/>',
  drill: '<path d="M40 60h90v40H40z"/><path d="M130 80h40M75 100l-10 70h30l10-70"/>',
  bit: '<path d="M100 20v160"/><path d="M100 40l15 12-30 16 30 16-30 16 30 16-15 10"/>',
  grinder: '<rect x="30" y="80" width="110" height="40" rx="14"/><circle cx="150" cy="70" r="35"/><path d="M75 120v30"/>',
  disc: '<circle cx="100" cy="100" r="70"/><circle cx="100" cy="100" r="15"/>',
  sander: '<path d="M40 130h120v25H40z"/><path d="M60 130V90q40-40 80 0v40"/>',
  battery: '<rect x="45" y="45" width="110" height="120" rx="10"/><path d="M80 45V30h40v15M105 70l-20 35h30l-20 35"/>',
  cable: '<path d="M25 100c25-60 50 60 75 0s50 60 75 0"/>',
  plug: '<rect x="60" y="70" width="80" height="60" rx="12"/><path d="M80 70V40M120 70V40M100 130v45"/>',
  pipe: '<path d="M25 70h85a45 45 0 0 1 45 45v60M25 120h85v55"/>',
  bulb: '<path d="M75 130a45 45 0 1 1 50 0v20H75z"/><path d="M80 172h40"/>',
  switch: '<rect x="50" y="40" width="100" height="120" rx="12"/><rect x="80" y="65" width="40" height="70" rx="6"/>',
  tap: '<path d="M40 80h90a30 30 0 0 1 30 30v20M70 80V50M50 50h40M160 150v10M160 175v5"/>',
  can: '<path d="M55 50h90v120H55zM55 75h90M70 50q30-30 60 0"/>',
  tape: '<circle cx="100" cy="100" r="60"/><circle cx="100" cy="100" r="25"/><path d="M160 100v60h-40"/>',
  hose: '<circle cx="85" cy="100" r="55"/><circle cx="85" cy="100" r="30"/><path d="M140 100h40"/>',
  brush: '<rect x="85" y="20" width="30" height="80" rx="10"/><path d="M70 100h60v30H70zM70 130v45M85 130v45M100 130v45M115 130v45M130 130v45"/>',
  roller: '<rect x="40" y="40" width="110" height="40" rx="14"/><path d="M150 60h20v50h-70v70"/>',
  spray: '<rect x="65" y="70" width="70" height="110" rx="10"/><path d="M85 70V40h30v30M125 50h25M145 35l20-10M145 65l20 10"/>',
  leaf: '<path d="M40 160q0-120 120-120 0 120-120 120z"/><path d="M40 160l80-80"/>',
  mower: '<path d="M40 110h110v35H40zM150 110l20-70"/><circle cx="60" cy="160" r="14"/><circle cx="130" cy="160" r="14"/>',
  shovel: '<path d="M100 20v100M80 20h40M70 120h60v30a30 30 0 0 1-60 0z"/>',
  pot: '<path d="M45 70h110l-15 100H60zM35 55h130v15H35z"/>',
  glove: '<path d="M60 175V95Q35 75 35 55M60 95V35M85 95V25M110 95V30M135 95V45v130H60"/>',
  boot: '<path d="M60 30h50v90l50 20v35H60zM60 155h100"/>',
  vest: '<path d="M60 30L35 65v110h130V65l-25-35-20 30H80zM35 120h130"/>',
  helmet: '<path d="M30 140a70 70 0 0 1 140 0zM20 140h160v15H20zM100 70v20"/>',
  glasses: '<circle cx="65" cy="110" r="30"/><circle cx="135" cy="110" r="30"/><path d="M95 110h10M35 110l-10-30M165 110l10-30"/>',
  mask: '<path d="M40 80q60-30 120 0v40q-60 60-120 0zM40 90L20 70M160 90l20-20"/>',
};

const ICONS: Record<string, string> = {
  offers: '<circle cx="70" cy="70" r="22"/><circle cx="130" cy="130" r="22"/><path d="M150 50L50 150"/>',
  new: '<path d="M100 25l22 48 52 6-39 35 11 52-46-27-46 27 11-52-39-35 52-6z"/>',
  soon: '<circle cx="100" cy="100" r="70"/><path d="M100 55v45l30 20"/>',
  again: '<path d="M160 100a60 60 0 1 1-18-43M160 35v35h-35"/>',
  available: '<circle cx="100" cy="100" r="70"/><path d="M65 100l25 25 45-50"/>',
  reorder: '<path d="M55 55h100M55 100h100M55 145h100M30 55h5M30 100h5M30 145h5"/>',
  brand: '<path d="M30 100V35h65l75 75-65 65z"/><circle cx="65" cy="70" r="10"/>',
  family:
    '<rect x="35" y="35" width="55" height="55" rx="8"/><rect x="110" y="35" width="55" height="55" rx="8"/><rect x="35" y="110" width="55" height="55" rx="8"/><rect x="110" y="110" width="55" height="55" rx="8"/>',
};

const IMAGE_VARIANTS = { thumb: 160, gallery: 400, main: 600, original: 1200 } as const;
export type ImageVariant = keyof typeof IMAGE_VARIANTS;

const FONT = 'font-family="Helvetica, Arial, sans-serif"';

/** Escapes text for an SVG text node or attribute. */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[char] ?? char);
}

function pictogram(name: string, colour: string, x: number, y: number, scale: number, strokeWidth = 10): string {
  const drawing = PICTOGRAMS[name] ?? PICTOGRAMS.box!;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${drawing}</g>`;
}

/** A picture's size in pixels; it is drawn in the same units unless `view` gives the drawing's width and height. */
interface SvgSize {
  width: number;
  height: number;
  view?: [number, number];
}

/** An SVG document of `parts` in order, named by `label` for screen readers. */
function svg(size: SvgSize, label: string, parts: string[]): string {
  const [viewWidth, viewHeight] = size.view ?? [size.width, size.height];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${viewWidth} ${viewHeight}" role="img" aria-label="${escapeXml(label)}">${parts.join("")}</svg>`;
}

/** A colour blended towards white (amount 0..1), for backgrounds. */
function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export interface ProductImageData {
  sku: string;
  pictogram: string;
  familyColour: string;
  brandName: string;
  brandColour: string;
  colourHex: string | null;
  model: string;
  packaging: number;
  unit: string;
}

/** The first picture: the pictogram on the family colour; the second: the pack with its model and multiple. */
export function productSvg(data: ProductImageData, variant: ImageVariant, second: boolean): string {
  const size = IMAGE_VARIANTS[variant];
  const swatch = data.colourHex ? `<circle cx="510" cy="90" r="36" fill="${data.colourHex}" stroke="#1f2937" stroke-width="4"/>` : "";
  const brand = `<text x="56" y="100" ${FONT} font-size="34" font-weight="700" fill="${data.brandColour}">${escapeXml(data.brandName)}</text>`;
  const code = `<text x="300" y="530" ${FONT} font-size="46" font-weight="700" text-anchor="middle" fill="#1f2937">${escapeXml(data.sku)}</text>`;
  if (!second) {
    return svg({ width: size, height: size, view: [600, 600] }, data.sku, [
      `<rect width="600" height="600" fill="${tint(data.familyColour, 0.88)}"/>`,
      `<circle cx="300" cy="285" r="175" fill="${data.familyColour}"/>`,
      pictogram(data.pictogram, "#ffffff", 165, 150, 1.35, 9),
      swatch,
      brand,
      code,
    ]);
  }
  return svg({ width: size, height: size, view: [600, 600] }, data.sku, [
    '<rect width="600" height="600" fill="#ffffff"/>',
    `<rect x="110" y="140" width="380" height="300" rx="24" fill="${tint(data.familyColour, 0.9)}" stroke="${data.familyColour}" stroke-width="8"/>`,
    pictogram(data.pictogram, data.familyColour, 210, 170, 0.9, 12),
    `<text x="300" y="420" ${FONT} font-size="40" font-weight="700" text-anchor="middle" fill="${data.familyColour}">× ${data.packaging} ${escapeXml(data.unit)}</text>`,
    swatch,
    brand,
    `<text x="300" y="520" ${FONT} font-size="36" text-anchor="middle" fill="#475569">${escapeXml(data.model)}</text>`,
  ]);
}

export function brandSvg(name: string, colour: string): string {
  return svg({ width: 240, height: 120 }, name, [
    '<rect width="240" height="120" rx="16" fill="#ffffff"/>',
    `<rect x="6" y="6" width="228" height="108" rx="12" fill="none" stroke="${colour}" stroke-width="4"/>`,
    `<rect x="22" y="44" width="32" height="32" rx="6" fill="${colour}" transform="rotate(45 38 60)"/>`,
    `<text x="142" y="67" ${FONT} font-size="${name.length > 14 ? 15 : 20}" font-weight="700" text-anchor="middle" fill="${colour}">${escapeXml(name)}</text>`,
  ]);
}

export function familySvg(code: string, colour: string, pictogramName: string): string {
  return svg({ width: 400, height: 300 }, code, [
    `<rect width="400" height="300" rx="20" fill="${tint(colour, 0.85)}"/>`,
    `<circle cx="200" cy="150" r="110" fill="${colour}"/>`,
    pictogram(pictogramName, "#ffffff", 130, 80, 0.7, 12),
  ]);
}

export function bannerSvg(label: string, colour: string, pictogramName: string): string {
  return svg({ width: 1200, height: 400 }, label, [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${tint(colour, 0.45)}"/></linearGradient></defs>`,
    '<rect width="1200" height="400" fill="url(#g)"/>',
    `<circle cx="980" cy="200" r="260" fill="${tint(colour, 0.25)}" opacity="0.6"/>`,
    `<circle cx="1080" cy="60" r="90" fill="${tint(colour, 0.6)}" opacity="0.5"/>`,
    pictogram(pictogramName, "#ffffff", 860, 80, 1.2, 10),
  ]);
}

export function flyerCoverSvg(label: string, colour: string, pictogramName: string): string {
  return svg({ width: 420, height: 594 }, label, [
    `<rect width="420" height="594" fill="${colour}"/>`,
    `<rect x="24" y="24" width="372" height="546" fill="none" stroke="#ffffff" stroke-width="4"/>`,
    `<circle cx="210" cy="250" r="130" fill="${tint(colour, 0.3)}"/>`,
    pictogram(pictogramName, "#ffffff", 120, 160, 0.9, 12),
    `<text x="210" y="470" ${FONT} font-size="96" font-weight="700" text-anchor="middle" fill="#ffffff">%</text>`,
  ]);
}

export function iconSvg(name: string, colour: string): string | null {
  const drawing = ICONS[name];
  if (!drawing) return null;
  return svg({ width: 48, height: 48, view: [200, 200] }, name, [
    `<g fill="none" stroke="${colour}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">${drawing}</g>`,
  ]);
}
