// The system's Chromium (Debian's package), never a download, as every browser we start runs it:
// the browser tests (playwright.config.ts), the screenshots, the bench and the trace. No
// background traffic, no sandbox (a container), no GPU. CHROME_PATH picks another binary.
export const CHROMIUM_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
