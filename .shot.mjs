// viewport screenshots: node shot.mjs URL out.png width [height] [nojs] [action]
import { chromium } from "@playwright/test";
const [url, out, width, height = "900", nojs, action] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const context = await browser.newContext({ viewport: { width: Number(width), height: Number(height) }, javaScriptEnabled: nojs !== "1" });
const page = await context.newPage();
page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text()); });
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(url, { waitUntil: "networkidle" });
const { execSync } = await import("node:child_process");
if (action) { await eval(`(async () => { ${action} })()`); await page.waitForTimeout(800); }
await page.screenshot({ path: out });
await browser.close();
