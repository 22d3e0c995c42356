#!/usr/bin/env node
// Build the production bundle when it is missing or stale. Stale means: a source file is newer
// than the last build, or a setting baked into the prerendered pages changed (a new SITE_URL
// needs a new build). Used by `npm start` and as a step of `npm test`.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { buildAtomically } from "./lib/atomic-build.mjs";
import { BUILD_STAMP_FILE, buildFingerprint } from "./lib/build-fingerprint.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const astroBin = path.join(root, "node_modules", "astro", "bin", "astro.mjs");
// Read when called, not when imported: scripts/start.mjs loads the .env files in between.
const buildFiles = () => {
  const distDir = path.resolve(root, process.env.DIST_DIR || "dist");
  return {
    entryFile: path.join(distDir, "server", "site-start.mjs"),
    stampFile: path.join(distDir, BUILD_STAMP_FILE),
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
  // Every build writes its stamp (astro.config.mjs), whoever started it.
  if (!existsSync(entryFile) || !existsSync(stampFile)) return true;
  if (JSON.parse(readFileSync(stampFile, "utf8")).fingerprint !== fingerprint) return true;
  const sources = Math.max(...SOURCE_ROOTS.map((entry) => newestMtime(path.join(root, entry))));
  return sources > statSync(entryFile).mtimeMs;
}

/**
 * Build when needed (always with `force`), into a new folder that DIST_DIR then points at
 * (scripts/lib/atomic-build.mjs): a server running from the previous build is never touched.
 */
export function ensureBuild({ force = false } = {}) {
  const fingerprint = buildFingerprint(process.env);
  if (!force && !needsBuild(fingerprint)) return;
  console.log(
    force
      ? "> Building the production bundle…"
      : "> Building the production bundle (sources or settings changed)…",
  );
  const distPath = path.resolve(root, process.env.DIST_DIR || "dist");
  let status = 1;
  const folder = buildAtomically(distPath, (target) => {
    const result = spawnSync(process.execPath, [astroBin, "build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, DIST_DIR: target, ASTRO_TELEMETRY_DISABLED: "1" },
    });
    status = result.status ?? 1;
    return status === 0;
  });
  if (!folder) process.exit(status || 1);
  console.log(`> ${path.relative(root, distPath)} → ${path.basename(folder)}`);
}

// Run directly (a step of `npm test`; `npm run build` with --force): build if needed, with the
// settings `npm start` would see.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { parseCli } = await import("./lib/cli.mjs");
  const { values } = parseCli({
    usage: `
Usage: node scripts/ensure-build.mjs [--force]   (npm run build: with --force)

Builds the production bundle into a new folder that DIST_DIR (default dist) then points at, when
the sources or the baked-in settings changed since the last build (always with --force).

  --force      build even when the last build is current
  -h, --help   this text
`,
    options: { force: { type: "boolean" } },
  });
  const { loadEnvFiles } = await import("./lib/env-files.mjs");
  process.env.ASTRO_TELEMETRY_DISABLED = "1";
  await loadEnvFiles("production");
  ensureBuild({ force: values.force === true });
}
