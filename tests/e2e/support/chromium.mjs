// Debian's Chromium as every test project and scripts/screenshots.mjs launch it (never a browser Playwright
// downloads). JavaScript, so that the script imports it as it is.
export const chromium = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
