// Full-page screenshots of shop pages at phone and desktop widths, for a person to look at.
// Usage: node scripts/screenshots.mjs http://localhost:3000 screenshots / /en /shop
// Set NO_JS=1 to take them with JavaScript disabled.
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { chromium as debianChromium } from "../tests/e2e/support/chromium.mjs";

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error("usage: node scripts/screenshots.mjs BASE_URL OUT_DIR PATH...");
  process.exit(2);
}
const widths = (process.env.WIDTHS ?? "375,1280").split(",").map(Number);
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(debianChromium);
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: !process.env.NO_JS });
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") console.log(`console error at ${width}px: ${message.text()}`);
  });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `${outDir}/${path.replace(/\W+/g, "_").replace(/^_|_$/g, "") || "home"}-${width}${process.env.NO_JS ? "-nojs" : ""}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
