import { describe, expect, it } from "vitest";
import type { MenuNode } from "~/ui/menu";
import { PLACEHOLDER_COUNT } from "~/shell/menu-markup";
import { staticShellMarkup } from "~/shell/static-markup.server";

const node = (id: string, title: string, url: string, children: MenuNode[] = []): MenuNode => ({
  id,
  title,
  url,
  external: url.startsWith("http"),
  image: null,
  children,
});

const menu = [
  node("1", "Ferramenta & <Viti>", "/shop?family_lev1=FE", [
    node("11", "Viti", "/shop?family_lev2=FE01", [node("111", "Legno", "/shop?family_lev3=FE0101")]),
  ]),
  node("2", "Offerte", "https://offers.example/"),
];
const texts = { menuUnavailable: "No categories", footerFallback: "Ferramenta Pro – B2B. All rights reserved." };

describe("staticShellMarkup", () => {
  it("renders the menu once per version and language, with the language's links", () => {
    const english = staticShellMarkup({ locale: "en", menu, footerHtml: "<p>VAT</p>", ...texts });
    expect(english.megaMenu).toContain('<a href="/en/shop?family_lev3=FE0101">Legno</a>');
    expect(english.megaMenu).toContain('<summary data-menu-id="1">Ferramenta &amp; &lt;Viti&gt;</summary>');
    expect(english.megaMenu).toContain('<a href="https://offers.example/" target="_blank" rel="noopener noreferrer">Offerte</a>');
    expect(english.mobileMenu).toMatch(/^<ul class="mobile-menu__tree">/);
    expect(english.footer).toBe('<div class="site-footer__cms"><p>VAT</p></div>');
    // The same sources give the very same strings; a new menu answer renders again.
    expect(staticShellMarkup({ locale: "en", menu, footerHtml: "<p>VAT</p>", ...texts })).toBe(english);
    const changed = staticShellMarkup({ locale: "en", menu: [...menu], footerHtml: "<p>VAT</p>", ...texts });
    expect(changed).not.toBe(english);
    expect(changed).toEqual(english);

    const italian = staticShellMarkup({ locale: "it", menu, footerHtml: "<p>IVA</p>", ...texts });
    expect(italian.megaMenu).toContain('href="/shop?family_lev3=FE0101"');
  });

  it("keeps every address that is not an outside site a path of the shop", () => {
    const odd = [node("9", "Odd", "javascript:alert(1)"), node("8", "Relative", "shop?x=1"), node("7", "Other host", "//evil.example/x")];
    const { megaMenu } = staticShellMarkup({ locale: "en", menu: odd, footerHtml: "", ...texts });
    expect(megaMenu).toContain('href="/en/javascript:alert(1)"');
    expect(megaMenu).toContain('href="/en/shop?x=1"');
    expect(megaMenu).toContain('href="/en/evil.example/x"');
    expect(megaMenu).not.toMatch(/href="(javascript:|\/\/)/);
  });

  it("holds the menu's place and names the shop while the ERP never answered", () => {
    const empty = staticShellMarkup({ locale: "it", menu: [], footerHtml: "", ...texts });
    expect(empty.megaMenu.match(/mega-menu__placeholder/g)).toHaveLength(PLACEHOLDER_COUNT);
    expect(empty.mobileMenu).toBe("<p>No categories</p>");
    expect(empty.footer).toBe('<p class="site-footer__bottom">Ferramenta Pro – B2B. All rights reserved.</p>');
  });
});
