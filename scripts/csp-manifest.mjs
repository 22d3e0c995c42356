#!/usr/bin/env node
// After `next build`: the sha256 of every inline script of every prerendered page, by route, in
// .next/csp-manifest.json. src/proxy.ts sends each page's hashes in its Content-Security-Policy,
// so static pages stay static without 'unsafe-inline' (docs/decisions/0002-…).
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const distDir = path.join(root, ".next");
const appDir = path.join(distDir, "server", "app");
export const MANIFEST_FILE = path.join(distDir, "csp-manifest.json");

/** Script types a browser executes; data blocks (JSON-LD, JSON) run nothing and need no hash. */
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** Text of every inline script the browser would run, in document order. */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

export const scriptHash = (text) =>
  `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** Route of a prerendered file: index.html → /, about-us.html → /about-us. */
function routeOf(relativeFile) {
  const withoutExtension = relativeFile
    .replace(/\.html$/, "")
    .split(path.sep)
    .join("/");
  if (withoutExtension === "index") return "/";
  return `/${withoutExtension.replace(/\/index$/, "")}`;
}

function htmlFiles(directory, prefix = "") {
  const files = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...htmlFiles(path.join(directory, entry.name), relative));
    else if (entry.name.endsWith(".html")) files.push(relative);
  }
  return files;
}

export function buildCspManifest() {
  const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
  const routes = {};
  for (const file of htmlFiles(appDir).sort()) {
    const hashes = [
      ...new Set(inlineScripts(readFileSync(path.join(appDir, file), "utf8")).map(scriptHash)),
    ];
    routes[routeOf(file)] = hashes;
  }
  return { version: 1, buildId, routes };
}

export function writeCspManifest() {
  const manifest = buildCspManifest();
  writeFileSync(MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
  const count = Object.keys(manifest.routes).length;
  console.log(`> CSP manifest: inline-script hashes of ${count} prerendered pages`);
  return manifest;
}

/** The manifest belongs to the current build (a bare `next build` leaves an old one behind). */
export function cspManifestIsCurrent() {
  if (!existsSync(MANIFEST_FILE)) return false;
  const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
  try {
    return JSON.parse(readFileSync(MANIFEST_FILE, "utf8")).buildId === buildId;
  } catch {
    return false;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeCspManifest();
}
