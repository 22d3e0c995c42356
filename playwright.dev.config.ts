import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_LAUNCH } from "./playwright.config";

/**
 * The development server (`npm run dev`), tried as a new engineer would: islands hydrate and an
 * enquiry goes through. Only `e2e/*.dev.spec.ts`; the production build has its own config.
 */
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 4399);
const baseURL = `http://127.0.0.1:${DEV_PORT}`;

export default defineConfig({
  testDir: "./e2e",
  testMatch: /\.dev\.spec\.ts$/,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  // The development server compiles each page and island on its first request.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: "list",
  use: {
    baseURL,
    // No trace: a development-server page is hundreds of unbundled modules, and recording them
    // made closing the editor test's browser context outlast its timeout in CI (the test itself
    // had ended). A failure still leaves its error and the page's snapshot (error-context.md).
    trace: "off",
    // A click that finds nothing to click fails in 30 s with its locator, not at the test's end.
    actionTimeout: 30_000,
    navigationTimeout: 120_000,
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [{ name: "dev", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/astro.mjs dev --host 127.0.0.1",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    env: {
      PORT: String(DEV_PORT),
      DATABASE_URL: "memory://",
      MAIL_DIR: `.data/dev-e2e-mail-${DEV_PORT}`,
      LEAD_RATE_LIMIT: "1000",
    },
  },
});
