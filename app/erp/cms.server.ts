// CMS content (public, no auth, cached): the mega menu items, the promo tabs and the home page blocks.
import { z } from "zod";
import type { Link } from "./link.server";
import { erpId, flag, list, media, optionalNumber, parseWith, text } from "./schema";
import type { Flyer, HomeContent, HomeSlide, HomeTile, MenuEntry, PromoTab } from "./types";

const MenuWire = list(
  z.object({
    name: erpId,
    title: text,
    label: text,
    parent_menu: text,
    url: text,
    disable: flag,
    is_group: flag,
    category_menu_image: media,
    order: optionalNumber,
  })
);

const PromoTabsWire = list(z.object({ text: text, url: text, icon: media }));

/** Every home block item carries `b2b`, `status` and `order`: only published B2B items show. */
const published = { b2b: optionalNumber, status: text, order: optionalNumber };

const SlideWire = z.object({ title: text, subtitle: text, image: media, url: text, ...published });
const TileWire = z.object({ label: text, image: media, url: text, ...published });
const FlyerWire = z.object({ label: text, url: media, flyer_image: media, ...published });

const HomeWire = z.object({
  slider_top: list(SlideWire),
  promo_banner: list(SlideWire),
  home_category: list(TileWire),
  home_brand: list(TileWire),
  popular_department: list(TileWire),
  flyer: list(FlyerWire),
});

function publishedInOrder<T extends { b2b: number; status: string; order: number }>(items: T[]): T[] {
  return items.filter((item) => item.b2b === 1 && item.status === "Published").sort((a, b) => a.order - b.order);
}

const toSlide = (item: z.output<typeof SlideWire>): HomeSlide => ({
  title: item.title,
  subtitle: item.subtitle,
  image: item.image,
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
        { upstream: "cms", area: "cms", method: "GET", path: "/b2b-menu-items", envelope: "cms" },
        (payload, ref) =>
          parseWith(MenuWire, payload, ref).map((item) => ({
            id: item.name,
            parentId: item.parent_menu || null,
            title: item.title,
            label: item.label || item.title,
            url: item.url,
            disabled: item.disable,
            isGroup: item.is_group,
            order: item.order,
            image: item.category_menu_image || null,
          })),
        { shared: true }
      );
    },

    /** The promo tab strip. */
    promoTabs(): Promise<PromoTab[]> {
      return link.read(
        { upstream: "cms", area: "cms", method: "GET", path: "/b2b-promo-slider", envelope: "cms" },
        (payload, ref) =>
          parseWith(PromoTabsWire, payload, ref).map((tab) => ({
            text: tab.text,
            url: tab.url,
            icon: tab.icon,
            opensLatestOrders: tab.url.includes("latest-order-list=true"),
          })),
        { shared: true }
      );
    },

    /** The home page blocks: published B2B items only, in order. */
    home(): Promise<HomeContent> {
      return link.read(
        { upstream: "cms", area: "cms", method: "GET", path: "/b2b-home-data", envelope: "cms" },
        (payload, ref) => {
          const wire = parseWith(HomeWire, payload, ref);
          return {
            slides: publishedInOrder(wire.slider_top).map(toSlide),
            promoBanners: publishedInOrder(wire.promo_banner).map(toSlide),
            categories: publishedInOrder(wire.home_category).map(toTile),
            brands: publishedInOrder(wire.home_brand).map(toTile),
            departments: publishedInOrder(wire.popular_department).map(toTile),
            flyers: publishedInOrder(wire.flyer).map(toFlyer),
          };
        },
        { shared: true }
      );
    },
  };
}

export type CmsApi = ReturnType<typeof cmsApi>;
