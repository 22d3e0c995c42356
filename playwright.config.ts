import { defineConfig, devices } from "@playwright/test";

import { E2E_PORT, e2eServerEnv } from "./scripts/e2e-env.mjs";

/**
 * Browser tests run against the production build, served by the same script as `npm start`
 * (it builds when needed). Chromium is Debian's, never a download.
 */
const baseURL = `http://127.0.0.1:${E2E_PORT}`;

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    // `npm test` builds in an earlier step; a lone `npm run test:e2e` may build here.
    timeout: 900_000,
    stdout: "pipe",
    env: e2eServerEnv(),
  },
});
