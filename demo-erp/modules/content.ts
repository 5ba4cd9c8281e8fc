// Content: the CMS (menu, promo tabs, home page), the footer, blog and web pages, and the public
// generated files (SVG images, technical sheets, flyers). Lists are built from the catalogue so that
// every link leads to real articles.
import { brandsOf, colourLabel, familiesOf, productIdOf, productRecords, barcodesOf, STATUS_LABELS, type FamilyInfo } from "../catalog";
import { ceDeclarationPdf, flyerPdf, safetySheetPdf, technicalSheetPdf, type SheetArticle } from "../catalog-pdf";
import { COMPANY } from "../company";
import { BLOG_POSTS } from "../content-data";
import type { Db } from "../db";
import { addDays, endOfMonth, romeToday } from "../dates";
import { hubError, message } from "../http";
import { decimalComma, FREE_SHIPPING_FROM, SHIPPING_COST } from "../money";
import { activePromotionCodes, guestProfile, priceFor, promotionsOf } from "../pricing";
import { COLOURS, type ColourCode } from "../seed/catalog-data";
import { bannerSvg, brandSvg, familySvg, flyerCoverSvg, iconSvg, productSvg, type ImageVariant } from "../svg";
import { integerOf, t } from "../text";
import type { Call, Ctx, Lang, Reply, Routes } from "../types";

const O = "/api/method/omnicommerce.controllers";
const C = "/api/method/omnicommerce_cms.omnicommerce_cms";
const FILE_CACHE = { "Cache-Control": "public, max-age=86400" };

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[char] ?? char);
}

function familyName(family: FamilyInfo, lang: Lang): string {
  return lang === "en" ? family.nameEn : family.nameIt;
}

function familyUrl(db: Db, code: string): string {
  const chain: string[] = [];
  for (let family = familiesOf(db).get(code); family; family = family.parentCode ? familiesOf(db).get(family.parentCode) : undefined) {
    chain.unshift(`family_lev${family.level}=${encodeURIComponent(family.code)}`);
  }
  return `/shop?${chain.join("&")}`;
}

function count(db: Db, sql: string, ...params: unknown[]): number {
  return Number(
    db
      .prepare(sql)
      .pluck()
      .get(...params) ?? 0,
  );
}

// ---------------------------------------------------------------------------------------------
// CMS

function menuItems(call: Call, ctx: Ctx): Reply {
  const families = [...familiesOf(ctx.db).values()];
  const hasChildren = new Set(families.map((family) => family.parentCode).filter(Boolean));
  const items = families.map((family, order) => ({
    name: family.code,
    title: familyName(family, call.lang),
    label: familyName(family, call.lang),
    parent_menu: family.parentCode ?? "",
    url: familyUrl(ctx.db, family.code),
    disable: 0,
    is_group: hasChildren.has(family.code) ? 1 : 0,
    category_menu_image: `/files/images/family-${family.code}.svg`,
    order,
  }));
  items.push(
    {
      name: "catalogo-generale",
      title: t(call.lang, "Catalogo generale", "General catalogue"),
      label: t(call.lang, "Catalogo generale", "General catalogue"),
      parent_menu: "",
      url: `${COMPANY.website}/catalogo`,
      disable: 0,
      is_group: 0,
      category_menu_image: "/files/images/icon-family.svg",
      order: items.length,
    },
    {
      name: "outlet",
      title: "Outlet",
      label: "Outlet",
      parent_menu: "",
      url: "/shop?filters-promo_type=PR1",
      disable: 1,
      is_group: 0,
      category_menu_image: "/files/images/icon-offers.svg",
      order: items.length + 1,
    },
  );
  return message(items);
}

/** Brands and level-1 families with the most articles, for tabs and home lists. */
function topBrands(db: Db, limit: number): { code: string; name: string }[] {
  return db
    .prepare(
      `SELECT b.code, b.name FROM brands b JOIN products p ON p.brand_code = b.code AND p.parent_id IS NULL
        GROUP BY b.code ORDER BY COUNT(*) DESC, b.position LIMIT ?`,
    )
    .all(limit) as { code: string; name: string }[];
}

function topFamilies(db: Db, level: 1 | 2, limit: number): FamilyInfo[] {
  const codes = db
    .prepare(
      `SELECT family_lev${level} FROM products WHERE parent_id IS NULL GROUP BY family_lev${level} ORDER BY COUNT(*) DESC, family_lev${level} LIMIT ?`,
    )
    .pluck()
    .all(limit) as string[];
  return codes.map((code) => familiesOf(db).get(code)).filter((family): family is FamilyInfo => family !== undefined);
}

function promoSlider(call: Call, ctx: Ctx): Reply {
  const lang = call.lang;
  const icon = (name: string) => `/files/images/icon-${name}.svg`;
  const tabs = [
    { text: t(lang, "Offerte in corso", "Current offers"), url: "/shop?promo_list=true", icon: icon("offers") },
    { text: t(lang, "Novità", "New arrivals"), url: "shop?filters-new=true", icon: icon("new") },
    { text: t(lang, "Prossimamente", "Coming soon"), url: "/shop?next_insert=true", icon: icon("soon") },
    { text: t(lang, "Di nuovo disponibili", "Available again"), url: "/shop?available_again=1", icon: icon("again") },
    { text: t(lang, "Disponibili subito", "In stock now"), url: "/shop?disponibili=true", icon: icon("available") },
    { text: t(lang, "Riordina i tuoi articoli", "Reorder your items"), url: "/shop?latest-order-list=true", icon: icon("reorder") },
    ...topBrands(ctx.db, 2).map((brand) => ({ text: brand.name, url: `/shop?filters-id_brand=${brand.code}`, icon: icon("brand") })),
    ...topFamilies(ctx.db, 1, 2).map((family) => ({ text: familyName(family, lang), url: familyUrl(ctx.db, family.code), icon: icon("family") })),
  ];
  return { json: tabs };
}

const BANNERS: Record<string, { colour: string; pictogram: string }> = {
  offerte: { colour: "#dc2626", pictogram: "tape" },
  novita: { colour: "#7c3aed", pictogram: "box" },
  elettroutensili: { colour: "#1d4ed8", pictogram: "drill" },
  saldi: { colour: "#f59e0b", pictogram: "can" },
  consumatori: { colour: "#db2777", pictogram: "pot" },
  spedizione: { colour: "#0f766e", pictogram: "box" },
  sicurezza: { colour: "#ea580c", pictogram: "helmet" },
  ritiro: { colour: "#334155", pictogram: "key" },
  outlet: { colour: "#be123c", pictogram: "tape" },
  "blog-trapani": { colour: "#1e40af", pictogram: "drill" },
  viteria: { colour: "#475569", pictogram: "screw" },
  vernici: { colour: "#be185d", pictogram: "roller" },
  giardino: { colour: "#15803d", pictogram: "hose" },
  illuminazione: { colour: "#a16207", pictogram: "bulb" },
  idraulica: { colour: "#0e7490", pictogram: "pipe" },
  utensili: { colour: "#b45309", pictogram: "hammer" },
  magazzino: { colour: "#1f2937", pictogram: "box" },
  "sicurezza-casa": { colour: "#7c2d12", pictogram: "lock" },
  cavi: { colour: "#854d0e", pictogram: "cable" },
  orto: { colour: "#4d7c0f", pictogram: "leaf" },
  smalti: { colour: "#9d174d", pictogram: "brush" },
};

const FLYERS = [
  { slug: "offerte-ferramenta", family: "FE", published: true },
  { slug: "offerte-utensileria", family: "UT", published: true },
  { slug: "offerte-elettroutensili", family: "EL", published: true },
  { slug: "offerte-vernici", family: "VE", published: true },
  { slug: "offerte-giardinaggio", family: "GI", published: false },
];

function homeData(call: Call, ctx: Ctx): Reply {
  const { db } = ctx;
  const lang = call.lang;
  const families = familiesOf(db);
  const banner = (slug: string) => `/files/images/banner-${slug}.svg`;
  const maxDiscount = Math.max(0, ...[...promotionsOf(db).values()].flatMap((promotion) => promotion.rows.map((row) => row.discount)));
  const newCount = count(db, "SELECT COUNT(*) FROM products WHERE parent_id IS NULL AND is_new = 1");
  const power = families.get("EL");
  const published = { b2b: 1, status: "Published" };

  // The field names a deployed front end reads: title_1/title_2/button and images as [{url}];
  // `order` arrives as a number or a string.
  const slide = (slug: string) => ({ slide_image: [{ url: banner(slug) }], slide_image_mobile: [{ url: banner(slug) }] });
  const sliderTop = [
    {
      title_1: t(lang, "Offerte del mese", "This month's offers"),
      title_2: t(lang, `Sconti fino al ${maxDiscount}% per quantità`, `Volume discounts up to ${maxDiscount}%`),
      button: t(lang, "Scopri le offerte", "See the offers"),
      ...slide("offerte"),
      url: "/shop?filters-promo_type=PR1",
      ...published,
      order: 1,
    },
    {
      title_1: t(lang, "Nuovi arrivi", "New arrivals"),
      title_2: t(lang, `${newCount} articoli appena entrati in catalogo`, `${newCount} items just added to the catalogue`),
      ...slide("novita"),
      url: "shop?filters-new=true",
      ...published,
      order: "2",
    },
    {
      title_1: power ? familyName(power, lang) : "",
      title_2: t(lang, "Le migliori marche per il professionista", "Top brands for professionals"),
      ...slide("elettroutensili"),
      url: familyUrl(db, "EL"),
      ...published,
      order: 3,
    },
    {
      title_1: t(lang, "Saldi estivi", "Summer sale"),
      title_2: t(lang, "In preparazione", "Coming up"),
      ...slide("saldi"),
      url: "/shop?filters-promo_type=PR1",
      b2b: 1,
      status: "Draft",
      order: 4,
    },
    {
      title_1: t(lang, "Promo consumatori", "Consumer promotion"),
      title_2: t(lang, "Solo nei punti vendita", "In shops only"),
      ...slide("consumatori"),
      url: "/shop",
      b2b: 0,
      status: "Published",
      order: 5,
    },
  ];
  const promoBanner = [
    {
      label: t(lang, `Spedizione gratuita da ${FREE_SHIPPING_FROM} €`, `Free shipping from €${FREE_SHIPPING_FROM}`),
      slide_image: banner("spedizione"),
      url: "/web-page/spedizioni",
      ...published,
      order: 1,
    },
    {
      label: t(lang, "DPI certificati per ogni cantiere", "Certified PPE for every site"),
      slide_image: banner("sicurezza"),
      url: familyUrl(db, "AN"),
      ...published,
      order: "2",
    },
    {
      label: t(lang, "Ritiro in sede a Bologna", "Pick up at our Bologna warehouse"),
      slide_image: banner("ritiro"),
      url: "/web-page/spedizioni",
      ...published,
      order: 3,
    },
    { label: "Outlet", slide_image: banner("outlet"), url: "/shop?filters-promo_type=PR1", b2b: 0, status: "Published", order: 4 },
  ];
  const level1 = [...families.values()].filter((family) => family.level === 1);
  const homeCategory = [
    ...level1.map((family, index) => ({
      label: familyName(family, lang),
      image: `/files/images/family-${family.code}.svg`,
      url: familyUrl(db, family.code),
      ...published,
      order: index + 1,
    })),
    {
      label: t(lang, "Casalinghi", "Housewares"),
      image: "/files/images/icon-family.svg",
      url: "/shop",
      b2b: 1,
      status: "Draft",
      order: level1.length + 1,
    },
  ];
  const brands = [...brandsOf(db).values()];
  const homeBrand = [
    ...brands.slice(0, 12).map((brand, index) => ({
      label: brand.name,
      image: `/files/images/brand-${brand.code}.svg`,
      url: `/shop?filters-id_brand=${brand.code}`,
      ...published,
      order: index + 1,
    })),
    ...brands.slice(12, 13).map((brand) => ({
      label: brand.name,
      image: `/files/images/brand-${brand.code}.svg`,
      url: `/shop?filters-id_brand=${brand.code}`,
      b2b: 0,
      status: "Published",
      order: 13,
    })),
  ];
  const popularDepartment = topFamilies(db, 2, 6).map((family, index) => ({
    label: familyName(family, lang),
    image: `/files/images/family-${family.code}.svg`,
    url: familyUrl(db, family.code),
    ...published,
    order: index + 1,
  }));
  const flyer = FLYERS.map((entry, index) => {
    const family = families.get(entry.family);
    return {
      label: family ? t(lang, `Volantino ${family.nameIt}`, `${family.nameEn} flyer`) : entry.slug,
      url: `/files/flyers/${entry.slug}.pdf`,
      flyer_image: `/files/images/flyer-${entry.slug}.svg`,
      b2b: 1,
      status: entry.published ? "Published" : "Draft",
      order: index + 1,
    };
  });
  return {
    json: {
      slider_top: sliderTop,
      promo_banner: promoBanner,
      home_category: homeCategory,
      home_brand: homeBrand,
      popular_department: popularDepartment,
      flyer,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Footer and web pages

function footer(call: Call, ctx: Ctx): Reply {
  const lang = call.lang;
  const year = romeToday(ctx.now()).slice(0, 4);
  const link = (href: string, it: string, en: string) => `<li><a href="${href}">${t(lang, it, en)}</a></li>`;
  const html = [
    '<div class="footer-b2b">',
    `<section><h2 class="footer-b2b__title">${escapeHtml(COMPANY.name)}</h2><p>${escapeHtml(COMPANY.street)}<br>${COMPANY.postalCode} ${COMPANY.city} (${COMPANY.province}) - ${t(lang, "Italia", "Italy")}</p>`,
    `<p>${t(lang, "P.IVA", "VAT no.")} ${COMPANY.vat} - REA ${COMPANY.rea}<br>${t(lang, `Capitale sociale € ${decimalComma(COMPANY.shareCapital)} i.v.`, `Share capital €${COMPANY.shareCapital.toLocaleString("en-GB", { minimumFractionDigits: 2 })} fully paid`)}</p></section>`,
    `<section><h2 class="footer-b2b__title">${t(lang, "Contatti", "Contacts")}</h2><p>${t(lang, "Tel.", "Phone")} <a href="tel:+39${COMPANY.phone.replace(/\s/g, "")}">${COMPANY.phone}</a><br>`,
    `${t(lang, "Ordini", "Orders")}: <a href="mailto:${COMPANY.email}">${COMPANY.email}</a><br>${t(lang, "Assistenza", "Support")}: <a href="mailto:${COMPANY.support}">${COMPANY.support}</a><br>PEC: ${COMPANY.pec}</p>`,
    `<p>${t(lang, "Lun-Ven 8:00-12:30 e 14:00-18:00, Sab 8:00-12:00", "Mon-Fri 8:00-12:30 and 14:00-18:00, Sat 8:00-12:00")}</p></section>`,
    `<section><h2 class="footer-b2b__title">${t(lang, "Informazioni", "Information")}</h2><ul>`,
    link("/pages/about-us", "Chi siamo", "About us"),
    link("/pages/contact-us", "Contattaci", "Contact us"),
    link("/web-page/condizioni-di-vendita", "Condizioni di vendita", "Terms of sale"),
    link("/web-page/spedizioni", "Spedizioni e ritiro", "Shipping and pick-up"),
    link("/web-page/privacy", "Privacy", "Privacy policy"),
    "</ul></section>",
    "</div>",
    `<p class="footer-b2b-copy">© ${year} ${escapeHtml(COMPANY.name)} - ${t(lang, "Tutti i diritti riservati", "All rights reserved")}</p>`,
  ].join("");
  return message({ data: { footer_b2b_html: html } });
}

const SITE_CSS = [
  ":root{--brand:#c2410c;--brand-dark:#9a3412;--brand-contrast:#ffffff;--accent:#1d4ed8;--surface:#f8fafc;--text:#1f2937;--radius:6px}",
  ".footer-b2b{display:grid;grid-template-columns:repeat(auto-fit,minmax(220px,1fr));gap:1.5rem}",
  // The footer is dark (#1b2430): its titles are small h2 (after the page's headings) in a light orange.
  ".footer-b2b__title{color:#fdba74;font-size:1rem;margin:0 0 .5rem}",
  ".footer-b2b ul{list-style:none;margin:0;padding:0}",
  ".footer-b2b a{color:inherit}",
  ".cms-page h2{color:var(--brand-dark);margin-top:1.5rem}",
  ".cms-page table{border-collapse:collapse;width:100%}",
  ".cms-page th,.cms-page td{border:1px solid #e2e8f0;padding:.4rem .6rem;text-align:left}",
].join("\n");

interface CatalogueFigures {
  articles: number;
  brands: number;
  families: number;
  available: number;
}

function figures(db: Db): CatalogueFigures {
  return {
    articles: count(db, "SELECT COUNT(*) FROM products"),
    brands: count(db, "SELECT COUNT(*) FROM brands"),
    families: count(db, "SELECT COUNT(*) FROM families WHERE level = 3"),
    available: count(db, "SELECT COUNT(*) FROM products WHERE status = 'DISPONIBILE'"),
  };
}

function number(value: number, lang: Lang): string {
  return value.toLocaleString(lang === "en" ? "en-GB" : "it-IT");
}

function webPage(route: string, lang: Lang, db: Db): { title: string; main_section_html: string; css?: string } | null {
  const stats = figures(db);
  const shipping = decimalComma(SHIPPING_COST);
  const threshold = decimalComma(FREE_SHIPPING_FROM);
  const section = (html: string) => `<div class="cms-page">${html}</div>`;
  switch (route) {
    case "main":
      return {
        title: "Home",
        css: SITE_CSS,
        main_section_html: section(
          t(
            lang,
            `<h2>Il portale B2B di ${COMPANY.name}</h2><p>${number(stats.articles, lang)} articoli di ${stats.brands} marchi, ${number(stats.available, lang)} pronti a magazzino. Prezzi e sconti riservati al tuo account, consegna in 3 giorni lavorativi o ritiro in sede.</p>`,
            `<h2>The ${COMPANY.name} B2B portal</h2><p>${number(stats.articles, lang)} items from ${stats.brands} brands, ${number(stats.available, lang)} in stock. Prices and discounts reserved to your account, delivery in 3 business days or pick-up at our warehouse.</p>`,
          ),
        ),
      };
    case "about-us":
      return {
        title: t(lang, "Chi siamo", "About us"),
        main_section_html: section(
          t(
            lang,
            `<h2>Dal 1978 al servizio delle ferramenta</h2><p>${COMPANY.name} nasce a Bologna come grossista di viteria e utensileria e oggi rifornisce rivenditori, imprese edili e installatori in tutta Italia.</p><p>Il nostro catalogo conta ${number(stats.articles, lang)} articoli di ${stats.brands} marchi, organizzati in ${stats.families} famiglie di prodotto: ferramenta, utensili, elettroutensili, materiale elettrico, idraulica, vernici, giardinaggio e antinfortunistica.</p><h2>I nostri numeri</h2><ul><li>12.000 m² di magazzino a Bologna</li><li>Consegna in 3 giorni lavorativi</li><li>Assistenza tecnica 6 giorni su 7</li></ul>`,
            `<h2>Serving hardware stores since 1978</h2><p>${COMPANY.name} was founded in Bologna as a wholesaler of screws and hand tools and today supplies retailers, builders and installers throughout Italy.</p><p>Our catalogue lists ${number(stats.articles, lang)} items from ${stats.brands} brands in ${stats.families} product families: hardware, hand tools, power tools, electrical, plumbing, paints, garden and safety.</p><h2>Our figures</h2><ul><li>12,000 m² warehouse in Bologna</li><li>Delivery in 3 business days</li><li>Technical support 6 days a week</li></ul>`,
          ),
        ),
      };
    case "condizioni-di-vendita":
      return {
        title: t(lang, "Condizioni di vendita", "Terms of sale"),
        main_section_html: section(
          t(
            lang,
            `<h2>1. Prezzi</h2><p>I prezzi del portale sono espressi in euro, IVA esclusa, e tengono conto del listino e degli sconti del cliente. Le promozioni valgono nel periodo indicato e fino a esaurimento scorte.</p><h2>2. Ordini</h2><p>L'ordine si intende accettato alla conferma da parte nostra. Le quantità devono rispettare i multipli di confezione indicati su ogni articolo.</p><h2>3. Consegna</h2><p>Spedizione ${shipping} € per ordini sotto ${threshold} € netti, gratuita oltre. Consegna in 3 giorni lavorativi.</p><h2>4. Pagamento</h2><p>Secondo le condizioni concordate (bonifico, Ri.Ba. a 30/60 giorni).</p><h2>5. Resi e garanzia</h2><p>I resi vanno autorizzati entro 8 giorni dal ricevimento. La garanzia legale è di 12 mesi per gli acquisti professionali.</p><h2>6. Foro competente</h2><p>Per ogni controversia è competente il Foro di ${COMPANY.city}.</p>`,
            `<h2>1. Prices</h2><p>Portal prices are in euros, excluding VAT, and reflect the customer's price list and discounts. Promotions apply within the stated period and while stocks last.</p><h2>2. Orders</h2><p>An order is accepted once we confirm it. Quantities must respect the pack multiples shown on each item.</p><h2>3. Delivery</h2><p>Shipping €${shipping.replace(",", ".")} for orders under €${threshold.replace(",", ".")} net, free above. Delivery in 3 business days.</p><h2>4. Payment</h2><p>As agreed (bank transfer, bank receipt at 30/60 days).</p><h2>5. Returns and warranty</h2><p>Returns must be authorised within 8 days of receipt. The legal warranty for business purchases is 12 months.</p><h2>6. Jurisdiction</h2><p>The courts of ${COMPANY.city} have jurisdiction over any dispute.</p>`,
          ),
        ),
      };
    case "privacy":
      return {
        title: t(lang, "Informativa privacy", "Privacy policy"),
        main_section_html: section(
          t(
            lang,
            `<h2>Titolare del trattamento</h2><p>${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, PEC ${COMPANY.pec}.</p><h2>Finalità</h2><p>Trattiamo i dati per gestire l'account, gli ordini, la fatturazione e, con il tuo consenso, l'invio della newsletter (art. 6 GDPR).</p><h2>Conservazione</h2><p>I dati contabili sono conservati per 10 anni come previsto dalla legge; i dati di marketing fino alla revoca del consenso.</p><h2>Diritti</h2><p>Puoi chiedere accesso, rettifica, cancellazione o portabilità scrivendo a ${COMPANY.support}, e proporre reclamo al Garante per la protezione dei dati personali.</p>`,
            `<h2>Data controller</h2><p>${COMPANY.name}, ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}, certified e-mail ${COMPANY.pec}.</p><h2>Purposes</h2><p>We process data to manage your account, orders and invoices and, with your consent, to send the newsletter (art. 6 GDPR).</p><h2>Retention</h2><p>Accounting records are kept for 10 years as required by law; marketing data until consent is withdrawn.</p><h2>Your rights</h2><p>You may request access, correction, erasure or portability by writing to ${COMPANY.support}, and lodge a complaint with the Italian data protection authority.</p>`,
          ),
        ),
      };
    case "spedizioni":
      return {
        title: t(lang, "Spedizioni e ritiro", "Shipping and pick-up"),
        main_section_html: section(
          t(
            lang,
            `<h2>Consegna con corriere</h2><p>Consegniamo in tutta Italia in 3 giorni lavorativi. Spedizione ${shipping} € per ordini sotto ${threshold} € netti, gratuita oltre.</p><h2>Ritiro in sede</h2><table><tr><th>Ordine inviato</th><th>Ritiro</th></tr><tr><td>entro le 10:00</td><td>lo stesso giorno, 14:00-16:00</td></tr><tr><td>entro le 16:00</td><td>il giorno lavorativo successivo, 10:00-14:00</td></tr></table><p>Indirizzo: ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}.</p>`,
            `<h2>Courier delivery</h2><p>We deliver throughout Italy in 3 business days. Shipping €${shipping.replace(",", ".")} for orders under €${threshold.replace(",", ".")} net, free above.</p><h2>Pick-up at our warehouse</h2><table><tr><th>Order sent</th><th>Pick-up</th></tr><tr><td>by 10:00</td><td>same day, 14:00-16:00</td></tr><tr><td>by 16:00</td><td>next business day, 10:00-14:00</td></tr></table><p>Address: ${COMPANY.street}, ${COMPANY.postalCode} ${COMPANY.city}.</p>`,
          ),
        ),
      };
    default:
      return null;
  }
}

function webPageDetail(call: Call, ctx: Ctx): Reply {
  const route = (call.query.get("route") ?? "").replace(/^\/+|\/+$/g, "").replace(/^web-page\//, "");
  const page = webPage(route, call.lang, ctx.db);
  // Frappe answers an unknown page with HTTP 200 and {error}, not a 404.
  return page ? message({ data: page }) : message({ error: t(call.lang, "Pagina non trovata", "Page not found") });
}

// ---------------------------------------------------------------------------------------------
// Blog

interface BlogPost {
  name: string;
  title: string;
  route: string;
  blog_intro: string;
  published_on: string;
  meta_image: string;
  blogger: string;
}

function blogPosts(lang: Lang, now: Date): (BlogPost & { index: number })[] {
  const today = romeToday(now);
  return BLOG_POSTS.map((post, index) => ({
    index,
    name: post.route,
    title: post[lang].title,
    route: post.route,
    blog_intro: post[lang].intro,
    published_on: addDays(today, -(index * 11 + 2)),
    meta_image: `/files/images/banner-${post.banner}.svg`,
    blogger: post.blogger,
  }));
}

function blogList(call: Call, ctx: Ctx): Reply {
  const limit = Math.min(50, Math.max(1, integerOf(call.body.limit) ?? 10));
  const page = Math.max(1, integerOf(call.body.page) ?? 1);
  const posts = blogPosts(call.lang, ctx.now());
  const data = posts.slice((page - 1) * limit, page * limit).map(({ index: _index, ...post }) => post);
  return message({ data, count: posts.length });
}

function blogDetail(call: Call, ctx: Ctx): Reply {
  const route = (call.query.get("route") ?? "").replace(/^\/+|\/+$/g, "").replace(/^blog\//, "");
  const post = blogPosts(call.lang, ctx.now()).find((candidate) => candidate.route === route);
  const source = post ? BLOG_POSTS[post.index] : undefined;
  if (!post || !source) return message({ error: t(call.lang, "Articolo non trovato", "Post not found") });
  const text = source[call.lang];
  const recommended = ctx.db
    .prepare(
      `SELECT sku, title_it, title_en FROM products
        WHERE family_lev1 = ? AND parent_id IS NULL AND status = 'DISPONIBILE' ORDER BY popularity DESC, id LIMIT 3`,
    )
    .all(source.family) as { sku: string; title_it: string; title_en: string }[];
  const links = recommended
    .map(
      (article) =>
        `<li><a href="/product/default/${encodeURIComponent(article.sku)}">${escapeHtml(call.lang === "en" ? article.title_en : article.title_it)}</a></li>`,
    )
    .join("");
  const content = [
    `<p><strong>${escapeHtml(text.intro)}</strong></p>`,
    ...text.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    links ? `<h3>${t(call.lang, "Articoli consigliati", "Recommended items")}</h3><ul>${links}</ul>` : "",
  ].join("");
  const { index: _index, blog_intro: _intro, ...fields } = post;
  return message({ data: { ...fields, content } });
}

// ---------------------------------------------------------------------------------------------
// Public files

function fileName(call: Call, prefix: string): string | null {
  try {
    const name = decodeURIComponent(call.path.slice(prefix.length));
    return name.includes("/") ? null : name;
  } catch {
    return null;
  }
}

function svgReply(body: string): Reply {
  return { raw: { contentType: "image/svg+xml; charset=utf-8", body, headers: FILE_CACHE } };
}

function pdfReply(body: Buffer, name: string): Reply {
  return { raw: { contentType: "application/pdf", body, headers: { ...FILE_CACHE, "Content-Disposition": `inline; filename="${name}"` } } };
}

function notFound(): Reply {
  return hubError(404, "File not found");
}

function productImage(db: Db, name: string): string | null {
  const match = /^(.+?)(?:_(\d))?-(thumb|main|gallery|original)\.svg$/.exec(name);
  if (!match) return null;
  const [, sku = "", second, variant] = match;
  const row = db
    .prepare(
      `SELECT p.sku, p.pictogram, p.color, p.model, p.packaging, p.unit, p.image_count, f.colour AS family_colour,
              b.name AS brand_name, b.colour AS brand_colour
         FROM products p JOIN families f ON f.code = p.family_lev1 JOIN brands b ON b.code = p.brand_code
        WHERE p.sku = ?`,
    )
    .get(sku) as
    | {
        sku: string;
        pictogram: string;
        color: string | null;
        model: string;
        packaging: number;
        unit: string;
        image_count: number;
        family_colour: string;
        brand_name: string;
        brand_colour: string;
      }
    | undefined;
  const imageNumber = second ? Number(second) : 1;
  if (!row || imageNumber < 1 || imageNumber > row.image_count) return null;
  return productSvg(
    {
      sku: row.sku,
      pictogram: row.pictogram,
      familyColour: row.family_colour,
      brandName: row.brand_name,
      brandColour: row.brand_colour,
      colourHex: row.color ? (COLOURS[row.color as ColourCode]?.hex ?? null) : null,
      model: row.model,
      packaging: row.packaging,
      unit: row.unit,
    },
    variant as ImageVariant,
    imageNumber === 2,
  );
}

function image(call: Call, ctx: Ctx): Reply {
  const name = fileName(call, "/files/images/");
  if (!name?.endsWith(".svg")) return notFound();
  const stem = name.slice(0, -4);
  const prefixed = /^(brand|family|banner|flyer|icon)-(.+)$/.exec(stem);
  if (prefixed) {
    const [, kind, key = ""] = prefixed;
    if (kind === "brand") {
      const brand = brandsOf(ctx.db).get(key);
      return brand ? svgReply(brandSvg(brand.name, brand.colour)) : notFound();
    }
    if (kind === "family") {
      const family = familiesOf(ctx.db).get(key);
      return family ? svgReply(familySvg(family.code, family.colour, family.pictogram)) : notFound();
    }
    if (kind === "banner") {
      const banner = BANNERS[key];
      return banner ? svgReply(bannerSvg(key, banner.colour, banner.pictogram)) : notFound();
    }
    if (kind === "flyer") {
      const flyer = FLYERS.find((entry) => entry.slug === key);
      const family = flyer ? familiesOf(ctx.db).get(flyer.family) : undefined;
      return flyer && family ? svgReply(flyerCoverSvg(key, family.colour, family.pictogram)) : notFound();
    }
    const icon = iconSvg(key, "#c2410c");
    return icon ? svgReply(icon) : notFound();
  }
  const svg = productImage(ctx.db, name);
  return svg ? svgReply(svg) : notFound();
}

/** The article behind a document and the kinds of document it has. */
function sheetArticle(db: Db, sku: string): { article: SheetArticle; kinds: string[] } | null {
  const id = productIdOf(db, sku);
  const [record] = id === null ? [] : productRecords(db, [id]);
  if (!record) return null;
  const families = familiesOf(db);
  const family = families.get(record.family_lev3);
  const level1 = families.get(record.family_lev1);
  const article: SheetArticle = {
    sku: record.sku,
    titleIt: record.title_it,
    titleEn: record.title_en,
    longIt: record.long_it,
    longEn: record.long_en,
    model: record.model,
    brand: record.brand_name,
    familyIt: family?.nameIt ?? record.family_lev3,
    familyEn: family?.nameEn ?? record.family_lev3,
    familyCode: record.family_lev1,
    colour: level1?.colour ?? "#334155",
    size: record.size,
    colourName: record.color ? `${colourLabel(record.color, "it")} / ${colourLabel(record.color, "en")}` : null,
    finish: record.material_it ? `${record.material_it} / ${record.material_en ?? ""}` : null,
    unit: record.unit,
    packaging: record.packaging,
    barcodes: barcodesOf(db, [record.id]).get(record.id) ?? [],
    status: `${STATUS_LABELS[record.status]?.it ?? record.status} / ${STATUS_LABELS[record.status]?.en ?? record.status}`,
  };
  return { article, kinds: record.docs.split(",") };
}

async function documentFile(call: Call, ctx: Ctx): Promise<Reply> {
  const name = fileName(call, "/files/docs/");
  const match = name ? /^(.+)-(scheda|ce|sicurezza)\.pdf$/.exec(name) : null;
  if (!name || !match) return notFound();
  const [, sku = "", kind = ""] = match;
  const found = sheetArticle(ctx.db, sku);
  if (!found?.kinds.includes(kind)) return notFound();
  const render = kind === "ce" ? ceDeclarationPdf : kind === "sicurezza" ? safetySheetPdf : technicalSheetPdf;
  return pdfReply(await render(found.article, ctx.now()), name);
}

async function flyerFile(call: Call, ctx: Ctx): Promise<Reply> {
  const name = fileName(call, "/files/flyers/");
  const flyer = FLYERS.find((entry) => `${entry.slug}.pdf` === name);
  const family = flyer ? familiesOf(ctx.db).get(flyer.family) : undefined;
  if (!name || !flyer || !family) return notFound();
  const now = ctx.now();
  const today = romeToday(now);
  const running = [...activePromotionCodes(ctx.db, now)];
  const skus = ctx.db
    .prepare(
      `SELECT sku FROM products
        WHERE family_lev1 = ? AND parent_id IS NULL AND promo_code IN (SELECT value FROM json_each(?))
        ORDER BY popularity DESC, id LIMIT 40`,
    )
    .pluck()
    .all(family.code, JSON.stringify(running)) as string[];
  const rows = ctx.db.prepare("SELECT sku, title_it, unit FROM products WHERE sku IN (SELECT value FROM json_each(?))").all(JSON.stringify(skus)) as {
    sku: string;
    title_it: string;
    unit: string;
  }[];
  const records = new Map(rows.map((record) => [record.sku, record]));
  const lines = skus.flatMap((sku) => {
    const price = priceFor(ctx.db, sku, guestProfile, 1, now, "it");
    const record = records.get(sku);
    if (!price || !record || !price.is_promo) return [];
    return [
      {
        sku,
        title: record.title_it,
        unit: record.unit,
        listPrice: price.price,
        promoPrice: price.price_discount,
        discount: Math.round((1 - price.price_discount / price.price) * 100),
      },
    ];
  });
  const pdf = await flyerPdf(
    {
      titleIt: `Volantino ${family.nameIt}`,
      titleEn: `${family.nameEn} flyer`,
      colour: family.colour,
      validFrom: `${today.slice(0, 8)}01`,
      validTo: endOfMonth(today),
      lines,
    },
    now,
  );
  return pdfReply(pdf, name);
}

export const routes: Routes = {
  "GET /cms/b2b-menu-items": menuItems,
  "GET /cms/b2b-promo-slider": promoSlider,
  "GET /cms/b2b-home-data": homeData,
  [`GET ${O}.html.get_footers`]: footer,
  [`POST ${O}.blog.get_blog_post`]: blogList,
  [`GET ${O}.blog.get_blog_post_detail`]: blogDetail,
  [`GET ${C}.web_page.get_web_page_detail`]: webPageDetail,
  "GET /files/images/*": image,
  "GET /files/docs/*": documentFile,
  "GET /files/flyers/*": flyerFile,
};
