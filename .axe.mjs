import { chromium } from "@playwright/test";
import fs from "node:fs";
const axe = fs.readFileSync("node_modules/axe-core/axe.min.js", "utf8");
const [url, width, nojs, action] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const context = await browser.newContext({ viewport: { width: Number(width), height: 800 }, javaScriptEnabled: nojs !== "1", bypassCSP: true });
const page = await context.newPage();
await page.goto(url, { waitUntil: "networkidle" });
if (action) { await eval(`(async () => { ${action} })()`); await page.waitForTimeout(800); }
await page.addScriptTag({ content: axe });
const result = await page.evaluate(async () => await window.axe.run(document, { runOnly: ["wcag2a", "wcag2aa", "best-practice"] }));
for (const v of result.violations) console.log(v.id, v.impact, v.help, "\n   ", v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | "));
await browser.close();
