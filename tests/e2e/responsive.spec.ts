// Layout at the spec's breakpoints, signed out, as a customer and as an agent: on every page of the walk
// no two visible controls overlap and nothing runs past the window's edge or makes the page scroll
// sideways (the product page's buy box, the listing's rows, the header's cart badge, the shop's
// sidebar); and the add-to-cart buttons of product cards and rows keep their words whole on a
// 375 px phone, and so does the quick order's report. One test per width and role walks its pages; guests and customers with JavaScript on
// and off (some parts are laid out otherwise then: the home slider is a scrolling row, the search
// box no combobox, the cart's forms plain).
import type { BrowserContext, Page } from "@playwright/test";
import { DEMO_AGENTS, DEMO_CUSTOMERS, type DemoAgent } from "../../demo-erp/customers";
import type { ListLayout } from "../../app/catalog/layout";
import { findParent, packedArticle, soldOutArticle } from "../support/articles";
import { cloneCustomer, type ShopAddress } from "../support/shops";
import { addToCart } from "./support/cart";
import { expect, ownCustomer, signInAs, test } from "./support/test";

/**
 * The spec's breakpoints: a phone, a tablet (768-991), a desktop (992-1379) and an extra large screen
 * (from 1380). Every role walks the first three; the extra large one changes only the mega menu's
 * spacing and the product grid's columns, which a guest's walk shows. Without JavaScript the phone and the desktop are walked.
 */
const WIDTHS = [375, 768, 1280, 1440];
const EVERY_ROLE = (width: number) => width < 1380;
const NO_JS_TOO = (width: number) => width === 375 || width === 1280;
const ROSSI = DEMO_CUSTOMERS[0]!;
const LUCA = DEMO_AGENTS.find((agent) => agent.code === "AG01") as DemoAgent;

/**
 * Run in the page: what is wrong with its layout, one line each. Controls are the visible links,
 * buttons, form fields and summaries; two of them overlap when their boxes share more than
 * `TOLERANCE` px each way (a control inside another, an icon in a button, is not a pair). A box
 * counts as far as it shows: clipped by every ancestor that clips its overflow (a scrolling row, a
 * carousel), so what a scrolling row hides is neither an overlap nor past the edge. Controls of a
 * fixed bar are compared only with each other (the page scrolls under the bar by design).
 */
function layoutFaults(): string[] {
  const TOLERANCE = 2;
  const CONTROLS = "a[href], button, input:not([type=hidden]), select, textarea, summary";
  type Box = { left: number; top: number; right: number; bottom: number };
  const EVERYWHERE: Box = { left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity };
  const page = document.documentElement;
  const clips = new Map<Element, Box>();
  /** The area the element's content may show in: its ancestors' clipping boxes intersected (the page itself clips nothing). */
  function clipOf(element: Element | null): Box {
    if (!element || element === document.body || element === page) return EVERYWHERE;
    const known = clips.get(element);
    if (known) return known;
    const outer = clipOf(element.parentElement);
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    const clip = {
      left: style.overflowX === "visible" ? outer.left : Math.max(outer.left, rect.left),
      right: style.overflowX === "visible" ? outer.right : Math.min(outer.right, rect.right),
      top: style.overflowY === "visible" ? outer.top : Math.max(outer.top, rect.top),
      bottom: style.overflowY === "visible" ? outer.bottom : Math.min(outer.bottom, rect.bottom),
    };
    clips.set(element, clip);
    return clip;
  }
  function shown(element: Element, rect: DOMRect): Box | null {
    const clip = clipOf(element.parentElement);
    const box = {
      left: Math.max(rect.left, clip.left),
      right: Math.min(rect.right, clip.right),
      top: Math.max(rect.top, clip.top),
      bottom: Math.min(rect.bottom, clip.bottom),
    };
    return box.right - box.left > TOLERANCE && box.bottom - box.top > TOLERANCE ? box : null;
  }
  function shownBox(element: Element): Box | null {
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return null;
    return shown(element, element.getBoundingClientRect());
  }
  /** An inline link wrapping in a sentence is its lines' boxes (its bounding box spans the lines around it). */
  function shownLines(element: Element): Box[] {
    if (getComputedStyle(element).display !== "inline") return [shownBox(element)!];
    return [...element.getClientRects()].flatMap((rect) => shown(element, rect) ?? []);
  }
  function overlap(first: Box[], second: Box[]): { width: number; height: number } | null {
    for (const one of first) {
      for (const other of second) {
        const width = Math.min(one.right, other.right) - Math.max(one.left, other.left);
        const height = Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top);
        if (width > TOLERANCE && height > TOLERANCE) return { width, height };
      }
    }
    return null;
  }
  function fixedBar(element: Element): Element | null {
    for (let at: Element | null = element; at && at !== page; at = at.parentElement) {
      if (getComputedStyle(at).position === "fixed") return at;
    }
    return null;
  }
  function describe(element: Element): string {
    const name =
      element.getAttribute("aria-label") ||
      (element as HTMLElement).innerText ||
      element.getAttribute("title") ||
      element.getAttribute("placeholder") ||
      element.getAttribute("name") ||
      "";
    const firstClass = element.classList[0] ? `.${element.classList[0]}` : "";
    return `${element.tagName.toLowerCase()}${firstClass} “${name.replace(/\s+/g, " ").trim().slice(0, 40)}”`;
  }

  /** An overlay by design: the smaller box lies inside the larger and shows on top of it (arrows on a slide, a heart on a picture). */
  function laidOver(small: Element, smallBox: Box, large: Element, largeBox: Box): boolean {
    const inside =
      smallBox.left >= largeBox.left - TOLERANCE &&
      smallBox.right <= largeBox.right + TOLERANCE &&
      smallBox.top >= largeBox.top - TOLERANCE &&
      smallBox.bottom <= largeBox.bottom + TOLERANCE;
    if (!inside) return false;
    // What is on top is only known in the window: the page scrolled to put the smaller one in it.
    window.scrollTo(0, window.scrollY + smallBox.top - window.innerHeight / 2);
    const rect = small.getBoundingClientRect();
    const onTop = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    window.scrollTo(0, 0);
    return onTop !== null && small.contains(onTop);
  }
  /** How far a flex or grid item's shown box sticks out sideways of its container's content box (its track too narrow for it). */
  function outOfItsRow(element: Element, box: Box): number {
    const row = element.parentElement;
    if (!row || row === document.body) return 0;
    const rowStyle = getComputedStyle(row);
    if (!/flex|grid/.test(rowStyle.display) || rowStyle.overflowX !== "visible") return 0;
    if (/absolute|fixed/.test(getComputedStyle(element).position)) return 0;
    const rect = row.getBoundingClientRect();
    const left = rect.left + parseFloat(rowStyle.borderLeftWidth) + parseFloat(rowStyle.paddingLeft);
    const right = rect.right - parseFloat(rowStyle.borderRightWidth) - parseFloat(rowStyle.paddingRight);
    return Math.max(left - box.left, box.right - right);
  }
  const area = (box: Box) => (box.right - box.left) * (box.bottom - box.top);
  /** Two range inputs of one parent are a two-thumb slider, stacked on purpose. */
  const oneSlider = (first: Element, second: Element) =>
    first.matches("input[type=range]") && second.matches("input[type=range]") && first.parentElement === second.parentElement;

  window.scrollTo(0, 0);
  const faults: string[] = [];
  const sideways = page.scrollWidth - page.clientWidth;
  if (sideways > 0) faults.push(`the page scrolls ${sideways} px sideways`);
  // Past the edge: the outermost element only (its content goes with it).
  const pastTheEdge = new Set<Element>();
  for (const element of document.body.querySelectorAll("*")) {
    if (element.parentElement && pastTheEdge.has(element.parentElement)) {
      pastTheEdge.add(element);
      continue;
    }
    const box = shownBox(element);
    if (!box) continue;
    if (box.left < -TOLERANCE || box.right > page.clientWidth + TOLERANCE) {
      pastTheEdge.add(element);
      faults.push(`${describe(element)} runs past the window's edge (${Math.round(box.left)} to ${Math.round(box.right)} px)`);
      continue;
    }
    const out = outOfItsRow(element, box);
    if (out > TOLERANCE) {
      pastTheEdge.add(element);
      faults.push(`${describe(element)} sticks ${Math.round(out)} px out of ${describe(element.parentElement!)}`);
    }
  }
  const controls = [...document.body.querySelectorAll(CONTROLS)].flatMap((element) => {
    const box = shownBox(element);
    return box ? [{ element, box, lines: shownLines(element), bar: fixedBar(element) }] : [];
  });
  controls.forEach((first, index) => {
    for (const second of controls.slice(index + 1)) {
      if (first.bar !== second.bar || first.element.contains(second.element) || second.element.contains(first.element)) continue;
      const shared = overlap(first.lines, second.lines);
      if (!shared || oneSlider(first.element, second.element)) continue;
      const [small, large] = area(first.box) <= area(second.box) ? [first, second] : [second, first];
      if (laidOver(small.element, small.box, large.element, large.box)) continue;
      faults.push(`${describe(first.element)} overlaps ${describe(second.element)} (${Math.round(shared.width)}×${Math.round(shared.height)} px)`);
    }
  });
  return faults;
}

/** The header's cart badge, as drawn: the same on every page (a page's stylesheet must not restyle the shell). */
function cartBadgeSize(): string | null {
  const badge = document.querySelector(".site-header .header-cart .badge");
  return badge ? `${badge.clientWidth}×${badge.clientHeight} px` : null;
}

/** One test's walk: `visit` opens pages and notes their layout's faults; `expectNone` fails with them all, each line naming its page. */
function layoutWalk(page: Page) {
  const faults: string[] = [];
  let firstBadge: { path: string; size: string } | null = null;
  return {
    async visit(paths: string[], label = "") {
      for (const path of paths) {
        await page.goto(path);
        const where = `${label}${path}`;
        for (const fault of await page.evaluate(layoutFaults)) faults.push(`${where}: ${fault}`);
        const badge = await page.evaluate(cartBadgeSize);
        if (!badge) continue;
        firstBadge ??= { path: where, size: badge };
        if (badge !== firstBadge.size) faults.push(`${where}: the header's cart badge is ${badge}, on ${firstBadge.path} ${firstBadge.size}`);
      }
    },
    expectNone() {
      const counted = new Map<string, number>();
      for (const fault of faults) counted.set(fault, (counted.get(fault) ?? 0) + 1);
      expect([...counted].map(([fault, count]) => (count > 1 ? `${fault} (×${count})` : fault))).toEqual([]);
    },
  };
}

/** Chooses the listing's layout by posting the layout switch (a cookie of the context's). */
async function chooseLayout(context: BrowserContext, shop: ShopAddress, layout: ListLayout): Promise<void> {
  const response = await context.request.post(`${shop.url}/shop`, {
    form: { intent: "layout", layout, query: "" },
    headers: { origin: shop.url },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
}

/** The home page, the catalogue in each layout, an article's page and a parent's with its variants. */
async function visitCatalogue(walk: ReturnType<typeof layoutWalk>, context: BrowserContext, shop: ShopAddress): Promise<void> {
  await walk.visit(["/", "/shop", "/shop/list", `/product/default/${packedArticle(1).sku}`, `/product/default/${findParent().sku}`]);
  for (const layout of ["grid", "product-detail"] as const) {
    await chooseLayout(context, shop, layout);
    await walk.visit(["/shop"], `(${layout}) `);
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(
      "a guest's pages have no overlapping controls and fit the window",
      { tag: NO_JS_TOO(width) ? "@no-js" : [] },
      async ({ page, context, shop }) => {
        const walk = layoutWalk(page);
        await visitCatalogue(walk, context, shop);
        await walk.visit(["/pages/login", "/pages/register"]);
        walk.expectNone();
      },
    );

    if (!EVERY_ROLE(width)) return;

    test(
      "a customer's pages have no overlapping controls and fit the window",
      { tag: NO_JS_TOO(width) ? "@no-js" : [] },
      async ({ page, context, shop }) => {
        // The cart gets an article and a sold-out one (its finding and alternatives), the account a list: a customer of this test's own.
        await ownCustomer(context, shop, ROSSI.username);
        await addToCart(context, shop, [
          { sku: packedArticle(1).sku, quantity: 2 },
          { sku: soldOutArticle().sku, quantity: 1 },
        ]);
        const list = await context.request.post(`${shop.url}/pages/lists`, {
          form: { intent: "add-lines", list: "Scaffale", lines: `${packedArticle(1).sku};2` },
          headers: { origin: shop.url },
          maxRedirects: 0,
        });
        expect(list.status()).toBe(303);
        const walk = layoutWalk(page);
        await visitCatalogue(walk, context, shop);
        await walk.visit([
          `/product/default/${soldOutArticle().sku}`,
          "/pages/cart?tab=active",
          "/pages/checkout",
          "/pages/account",
          "/pages/orders",
        ]);
        const orderDetail = await page.getByRole("main").locator('a[href*="/pages/order_detail?"]').first().getAttribute("href");
        await walk.visit([orderDetail!, "/pages/lists", list.headers()["location"]!, "/pages/scan"]);
        // Issue 41's pages: returns, a return's form, job sites, declarations of intent.
        await walk.visit(["/pages/returns", "/pages/returns/new", "/pages/job-sites", "/pages/declarations"]);
        walk.expectNone();
      },
    );

    test("an agent's pages have no overlapping controls and fit the window", async ({ page, context, shop }) => {
      const customer = await cloneCustomer(shop, ROSSI.username);
      // The chosen customer is session state: a sign-in of the test's own.
      await signInAs(context, shop, LUCA.username, { fresh: true });
      const walk = layoutWalk(page);
      await walk.visit(["/pages/agent/customers"]);
      const chosen = await context.request.post(`${shop.url}/pages/agent/customers`, {
        form: { intent: "choose", clientId: customer.id },
        headers: { origin: shop.url },
        maxRedirects: 0,
      });
      expect(chosen.status()).toBe(303);
      await walk.visit(
        ["/pages/agent/customers", "/pages/agent/dashboard", "/pages/agent/commissions", "/", `/product/default/${packedArticle(1).sku}`],
        "(for a customer) ",
      );
      walk.expectNone();
    });
  });
}

test("add-to-cart buttons keep their words whole at 375 px", { tag: "@no-js" }, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/en", "/en/shop", "/en/shop/list", "/en/shop/small-list"]) {
    await page.goto(path);
    const buttons = page.locator(".add-to-cart__button");
    expect(await buttons.count(), path).toBeGreaterThan(0);
    const sizes = await buttons.evaluateAll((elements) =>
      elements.slice(0, 8).map((element) => ({ width: element.clientWidth, overflow: element.scrollWidth - element.clientWidth })),
    );
    for (const size of sizes) {
      expect(size.width, `${path}: button width`).toBeGreaterThanOrEqual(80);
      expect(size.overflow, `${path}: text overflowing the button`).toBeLessThanOrEqual(0);
    }
  }
});

test("the quick order's report fits 375 px: every outcome whole, nothing to scroll sideways", { tag: "@no-js" }, async ({ page, context, shop }) => {
  await ownCustomer(context, shop, DEMO_CUSTOMERS[0]!.username);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/pages/cart?tab=active");
  await page.getByLabel("Righe da aggiungere").fill(["0000000000017;1", "00000000000171;2", "FE10023;zero"].join("\n"));
  await page.getByRole("button", { name: "Aggiungi tutto al carrello" }).click();
  const report = page.locator("#quick-order-results");
  await expect(report.getByText("Codice sconosciuto")).toHaveCount(2);
  const sizes = await report.locator(".quick-order__table-wrap").evaluate((wrap) => ({ scroll: wrap.scrollWidth, client: wrap.clientWidth }));
  expect(sizes.scroll, "the report scrolls sideways").toBeLessThanOrEqual(sizes.client);
  expect(await page.evaluate(layoutFaults)).toEqual([]);
});
