// Draws the installed app's PNG icons (public/icons/*.png, listed in app/pwa/manifest.ts) from their
// SVG sources with Debian's Chromium: `node scripts/make-icons.mjs` after changing an SVG.
import fs from "node:fs";
import { chromium } from "@playwright/test";

const ICONS = [
  { svg: "icon.svg", png: "icon-192.png", size: 192 },
  { svg: "icon.svg", png: "icon-512.png", size: 512 },
  { svg: "icon-maskable.svg", png: "icon-maskable-512.png", size: 512 },
];
const file = (name) => new URL(`../public/icons/${name}`, import.meta.url);

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const page = await browser.newPage();
for (const { svg, png, size } of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  const source = `data:image/svg+xml;base64,${fs.readFileSync(file(svg)).toString("base64")}`;
  await page.setContent(`<style>body{margin:0}img{display:block;width:100vw;height:100vh}</style><img src="${source}" alt="">`);
  await page.screenshot({ path: file(png).pathname, omitBackground: true });
}
await browser.close();
