#!/usr/bin/env node
// `astro …` for the npm scripts: the same CLI with telemetry off (nothing leaves this machine; the
// network is closed in development and CI) on every platform, not only in a POSIX shell, and with
// the .env files in process.env, where the server code reads its settings (scripts/lib/env-files.mjs).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { loadEnvFiles } from "./lib/env-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.env.ASTRO_TELEMETRY_DISABLED = "1";
const devServer = process.argv[2] === "dev";
await loadEnvFiles(devServer ? "development" : "production");
if (devServer) {
  // astro.config.mjs sends no Content-Security-Policy from the development server
  // (docs/decisions/0019-no-csp-in-development.md).
  process.env.SITE_DEV_SERVER = "1";
  // PORT, as `npm start` honours it, unless --port is given (Astro's default: 4321).
  if (process.env.PORT && !process.argv.includes("--port")) {
    process.argv.push("--port", process.env.PORT);
  }
}
// The CLI reads its arguments from process.argv[2…], which are this script's own.
await import(pathToFileURL(path.join(root, "node_modules", "astro", "bin", "astro.mjs")).href);
