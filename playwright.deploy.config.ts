import { defineConfig, devices } from "@playwright/test";

import { DEPLOY_PORT, NGINX_PATH } from "./scripts/e2e-env.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/lib/chromium.mjs";

/**
 * The deployment test (e2e/*.deploy.spec.ts): nginx in front of two production instances on
 * PostgreSQL, started by the test itself (it kills one), serving the build in DIST_DIR as it is:
 * `npm test` runs it after the browser tests, on the same build.
 */
// Outside CI the test is skipped without nginx or PostgreSQL; say so, not just "skipped".
if (!process.env.CI && (!NGINX_PATH || !process.env.TEST_DATABASE_URL)) {
  console.log(
    `Skipping the deployment test: ${NGINX_PATH ? "" : "nginx is not installed (apt-get install nginx). "}${process.env.TEST_DATABASE_URL ? "" : "TEST_DATABASE_URL is not set."}`,
  );
}

export default defineConfig({
  testDir: "./e2e",
  testMatch: /\.deploy\.spec\.ts$/,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${DEPLOY_PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
