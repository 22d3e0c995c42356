// Settings from .env files for `npm start`, `npm run dev` and `npm run build`, read exactly as
// Astro's build reads them (Vite's loader: .env, .env.local, .env.<mode>, .env.<mode>.local, the
// later winning; `$NAME` expanded, `\$` a plain "$"). Astro itself copies them into process.env
// only while building, so the server (src/server/env.ts reads process.env) would never see them.
// A variable already in the environment wins over every file.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * @param {"production" | "development"} mode
 * @param {string} [dir] where the files are (the project's root)
 * @returns {Promise<string[]>} the files read
 */
export async function loadEnvFiles(mode, dir = root) {
  const files = [".env", ".env.local", `.env.${mode}`, `.env.${mode}.local`].filter((file) =>
    existsSync(path.join(dir, file)),
  );
  // Most runs (CI, tests, a server configured by its environment) have none: skip loading Vite.
  if (files.length === 0) return files;
  const { loadEnv } = await import("vite");
  for (const [key, value] of Object.entries(loadEnv(mode, dir, ""))) {
    if (process.env[key] === undefined) process.env[key] = value;
  }
  return files;
}
