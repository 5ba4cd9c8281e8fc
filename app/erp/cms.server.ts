// CMS content (public, no auth, cached): the mega menu items, the promo tabs and the home page blocks.
import { z } from "zod";
import { cmsLink } from "./cms-link";
import type { Link } from "./link.server";
import { documentMedia, erpId, flag, list, media, nullableNumber, optionalFlag, parseWith, text } from "./schema.server";
import type { Flyer, HomeContent, HomeSlide, HomeTile, MenuEntry, PromoTab } from "./types";

/** A storefront link of the CMS: root-relative or absolute (see cms-link.ts). */
const link = text.transform(cmsLink);

const MenuWire = list(
  z.object({
    name: erpId,
    title: text,
    label: text,
    parent_menu: text,
    url: link,
    disable: flag,
    is_group: flag,
    category_menu_image: media,
    order: nullableNumber,
  }),
);

const PromoTabsWire = list(z.object({ text: text, url: link, icon: media }));

/**
 * Home block items carry `b2b`, `status` and `order` (which may be a string): only published B2B
 * items show, in order. A block whose items do not carry the markers (flyers) shows them all.
 */
const published = { b2b: optionalFlag, status: text, order: nullableNumber };

const SlideWire = z.object({
  title_1: text,
  title_2: text,
  button: text,
  url: link,
  slide_image: media,
  slide_image_mobile: media,
  ...published,
});
const BannerWire = z.object({ label: text, url: link, slide_image: media, ...published });
const TileWire = z.object({ label: text, image: media, url: link, ...published });
const FlyerWire = z.object({ label: text, url: documentMedia, flyer_image: media, ...published });

const HomeWire = z.object({
  slider_top: list(SlideWire),
  promo_banner: list(BannerWire),
  home_category: list(TileWire),
  home_brand: list(TileWire),
  popular_department: list(TileWire),
  flyer: list(FlyerWire),
});

type Published = { b2b: boolean | null; status: string; order: number | null };

function publishedInOrder<T extends Published>(items: T[]): T[] {
  return items
    .filter((item) => item.b2b !== false && (item.status === "" || item.status.toLowerCase() === "published"))
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER));
}

const toSlide = (item: z.output<typeof SlideWire>): HomeSlide => ({
  title: item.title_1,
  subtitle: item.title_2,
  button: item.button,
  image: item.slide_image,
  mobileImage: item.slide_image_mobile,
  url: item.url,
});
const toBanner = (item: z.output<typeof BannerWire>): HomeSlide => ({
  title: item.label,
  subtitle: "",
  button: "",
  image: item.slide_image,
  mobileImage: "",
  url: item.url,
});
const toTile = (item: z.output<typeof TileWire>): HomeTile => ({ label: item.label, image: item.image, url: item.url });
const toFlyer = (item: z.output<typeof FlyerWire>): Flyer => ({
  label: item.label,
  pdfUrl: item.url,
  image: item.flyer_image,
});

export function cmsApi(link: Link) {
  return {
    /** The mega menu items, flat and in CMS order (disabled ones included, flagged). */
    menu(): Promise<MenuEntry[]> {
      return link.read(
        { upstream: "cms", area: "cms", method: "GET", path: "/b2b-menu-items" },
        (payload, ref) =>
          parseWith(MenuWire, payload, ref).map((item) => ({
            id: item.name,
            parentId: item.parent_menu || null,
            title: item.title,
            label: item.label || item.title,
            url: item.url,
            disabled: item.disable,
            isGroup: item.is_group,
            order: item.order ?? 0,
            image: item.category_menu_image || null,
          })),
        { shared: true },
      );
    },

    /** The promo tab strip. */
    promoTabs(): Promise<PromoTab[]> {
      return link.read(
        { upstream: "cms", area: "cms", method: "GET", path: "/b2b-promo-slider" },
        (payload, ref) =>
          parseWith(PromoTabsWire, payload, ref).map((tab) => ({
            text: tab.text,
            url: tab.url,
            icon: tab.icon,
            opensLatestOrders: tab.url.includes("latest-order-list=true"),
          })),
        { shared: true },
      );
    },

    /** The home page blocks: published B2B items only, in order. */
    home(): Promise<HomeContent> {
      return link.read(
        { upstream: "cms", area: "cms", method: "GET", path: "/b2b-home-data" },
        (payload, ref) => {
          const wire = parseWith(HomeWire, payload, ref);
          return {
            slides: publishedInOrder(wire.slider_top)
              .map(toSlide)
              .filter((slide) => slide.image !== ""),
            promoBanners: publishedInOrder(wire.promo_banner).map(toBanner),
            categories: publishedInOrder(wire.home_category).map(toTile),
            brands: publishedInOrder(wire.home_brand).map(toTile),
            departments: publishedInOrder(wire.popular_department).map(toTile),
            flyers: publishedInOrder(wire.flyer).map(toFlyer),
          };
        },
        { shared: true },
      );
    },
  };
}

export type CmsApi = ReturnType<typeof cmsApi>;
