#!/usr/bin/env node
// Build the production bundle when it is missing or stale. Stale means: a source file is newer
// than the last build, or a setting baked into the prerendered pages changed (a new SITE_URL
// needs a new build). Used by `npm start` and as a step of `npm test`.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const astroBin = path.join(root, "node_modules", "astro", "bin", "astro.mjs");
// Read when called, not when imported: scripts/start.mjs loads the .env files in between.
const buildFiles = () => {
  const distDir = path.resolve(root, process.env.DIST_DIR || "dist");
  return {
    entryFile: path.join(distDir, "server", "site-start.mjs"),
    stampFile: path.join(distDir, "build-env.json"),
  };
};
const SOURCE_ROOTS = [
  "src",
  "content",
  "public",
  "astro.config.mjs",
  "tsconfig.json",
  "package.json",
  // An `npm install` that changed a dependency (Astro, React…) changes what the build holds.
  "package-lock.json",
];

/** Environment that changes what the build contains; secrets and runtime-only settings stay out. */
function buildFingerprint() {
  const keys = Object.keys(process.env)
    .filter((key) =>
      /^(SITE_URL|BRAND_|FOUNDER_|CONTACT_|CAREERS_|PRIVACY_|LEGAL_|WHATSAPP_|OFFICE_|SCHEDULING_|ONBOARDING_|LINKEDIN_|X_URL|GITHUB_URL|EXPLAINER_|GTAG_ID|GADS_)/.test(
        key,
      ),
    )
    .sort();
  const hash = createHash("sha256");
  for (const key of keys) hash.update(`${key}=${process.env[key]}\n`);
  return hash.digest("hex");
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function needsBuild(fingerprint) {
  if (process.env.SKIP_BUILD === "1") return false;
  const { entryFile, stampFile } = buildFiles();
  if (!existsSync(entryFile)) return true;
  // A build made by `npm run build` has no stamp: it was made with the current settings.
  if (
    existsSync(stampFile) &&
    JSON.parse(readFileSync(stampFile, "utf8")).fingerprint !== fingerprint
  ) {
    return true;
  }
  const sources = Math.max(...SOURCE_ROOTS.map((entry) => newestMtime(path.join(root, entry))));
  return sources > statSync(entryFile).mtimeMs;
}

export function ensureBuild() {
  const fingerprint = buildFingerprint();
  if (!needsBuild(fingerprint)) return;
  console.log("> Building the production bundle (sources or settings changed)…");
  const result = spawnSync(process.execPath, [astroBin, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(buildFiles().stampFile, JSON.stringify({ fingerprint }));
}

// Run directly (a step of `npm test`): build if needed, with the settings `npm start` would see.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { loadEnvFiles } = await import("./lib/env-files.mjs");
  await loadEnvFiles("production");
  ensureBuild();
}
