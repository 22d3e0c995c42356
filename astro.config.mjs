// @ts-check
import { satteri } from "@astrojs/markdown-satteri";
import mdx from "@astrojs/mdx";
import node from "@astrojs/node";
import react from "@astrojs/react";
import keystatic from "@keystatic/astro";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { securityHeaderOptions } from "./src/config/security-options.ts";
import { BUILD_STAMP_FILE, buildFingerprint } from "./scripts/lib/build-fingerprint.mjs";
import { writePrecompressed } from "./scripts/lib/precompress.mjs";
import { writeShareImages } from "./scripts/lib/share-images.mjs";
import { loadSiteConfig } from "./src/config/load-site-config.ts";
import { tableRegions } from "./src/features/blog/table-regions.ts";
import { editorSchemasPlugin } from "./src/features/editor/editor-schemas-plugin.ts";
import { buildHasEditor } from "./src/features/editor/editor-storage.ts";
import { ACTIVATE_DEFERRED_SCRIPTS } from "./src/layouts/deferred-scripts.mjs";
import { EARLY_CLICKS_SCRIPT } from "./src/lib/early-clicks.mjs";
import { THEME_SCRIPT } from "./src/lib/theme-script.mjs";
import { astroCspConfig } from "./src/lib/security-headers.ts";

const sha256 = (/** @type {string} */ text) =>
  `sha256-${createHash("sha256").update(text).digest("base64")}`;

// Content pages are prerendered to plain files; only routes that opt out with
// `export const prerender = false` (the API, the deck, thank-you) run per request
// (docs/decisions/0009-astro-static-first.md).
export default defineConfig({
  site: process.env.SITE_URL || "https://www.aarambh.example",
  output: "static",
  // DIST_DIR and ASTRO_CACHE_DIR let two builds run side by side (scripts/start.mjs reads DIST_DIR).
  outDir: process.env.DIST_DIR || "dist",
  cacheDir: process.env.ASTRO_CACHE_DIR || "node_modules/.astro",
  trailingSlash: "never",
  build: { format: "file", inlineStylesheets: "always" },
  compressHTML: true,
  adapter: node({ mode: "middleware", staticHeaders: true }),
  integrations: [
    react(),
    mdx(),
    clientDirectives(),
    shareImages(),
    buildStamp(),
    // The content editor (/keystatic): in development, or in production with a GitHub repository
    // to save to; otherwise not built at all, so /keystatic answers 404 (docs/decisions/0022).
    ...(buildHasEditor(process.env) ? [keystatic()] : []),
    // Last, so it compresses what the others wrote.
    precompress(),
  ],
  prefetch: false,
  // Sätteri, Astro's own Markdown processor: GFM (on by default) makes Markdown tables real
  // tables, and each gets its own scroll box (MDX posts inherit the processor).
  markdown: { syntaxHighlight: false, processor: satteri({ hastPlugins: [tableRegions] }) },
  devToolbar: { enabled: false },
  // @ts-expect-error directive strings are checked by our own unit tests, not Astro's literal types
  security: {
    // None from the development server: Vite injects inline scripts (React's refresh preamble,
    // the HMR client) that no build-time hash can list (docs/decisions/0019-no-csp-in-development.md).
    csp:
      process.env.SITE_DEV_SERVER !== "1" &&
      astroCspConfig(securityHeaderOptions(process.env), [
        sha256(THEME_SCRIPT),
        sha256(EARLY_CLICKS_SCRIPT),
        sha256(ACTIVATE_DEFERRED_SCRIPTS),
      ]),
    checkOrigin: false,
  },
  vite: {
    plugins: [tailwindcss(), serverStartEntry(), siteScriptChunk(), editorSchemasPlugin()],
    resolve: {
      alias: {
        "@/": new URL("./src/", import.meta.url).pathname,
        "@content/": new URL("./content/", import.meta.url).pathname,
      },
    },
    ssr: { external: ["@electric-sql/pglite", "pg"] },
    // The development server: the islands' dependencies bundled up front, so that the first
    // island a visitor wakes does not make Vite re-optimise and reload the page mid-click.
    optimizeDeps: {
      include: [
        "react",
        "react-dom",
        "react-dom/client",
        "react/jsx-runtime",
        "react/jsx-dev-runtime",
        "react-hook-form",
        "@hookform/resolvers/zod",
        "radix-ui",
        "zod",
        "zod/mini",
        "lucide-react",
      ],
    },
  },
});

/**
 * Builds src/server/start.ts beside Astro's own server entry (dist/server/site-start.mjs), in the
 * same bundle, so the start-up code (migrations, outbox worker, retention job, shutdown) and the
 * API routes share one copy of each module: one database handle, one send queue.
 */
function serverStartEntry() {
  const start = fileURLToPath(new URL("./src/server/start.ts", import.meta.url));
  return {
    name: "site:server-start-entry",
    /** @param {string} name */
    configEnvironment(name) {
      if (name !== "ssr") return;
      return { build: { rolldownOptions: { input: { "site-start": start } } } };
    },
    // Astro names every server entry `entry*.mjs`; a fixed name for scripts/start.mjs to import.
    /** @param {unknown} _options @param {Record<string, {type: string, facadeModuleId?: string | null, fileName: string}>} bundle */
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find(
        (file) => file.type === "chunk" && file.facadeModuleId === start,
      );
      if (!chunk) return;
      // @ts-expect-error rolldown's plugin context
      this.emitFile({
        type: "asset",
        fileName: "site-start.mjs",
        source: `export * from "./${chunk.fileName}";\n`,
      });
    },
  };
}

/**
 * The site-wide script in one file (issue 42): its own modules and everything they import
 * statically (the consent and attribution stores, the enquiry opener, the service types, Vite's
 * preload helper) in the entry's chunk, where islands that share a module import it from. Left to
 * itself the bundler split the shared modules into six small chunks, each a request of its own on
 * every page. Dynamic imports (web-vitals on idle, the enquiry modal on first use) stay chunks
 * of their own.
 */
function siteScriptChunk() {
  return {
    name: "site:site-script-chunk",
    /** @param {string} name */
    configEnvironment(name) {
      if (name !== "client") return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "site-behaviour-script",
                    test: (/** @type {string} */ id) => id.includes("/src/layouts/site-behaviour"),
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/** Our own hydration directive: `client:interaction` (src/lib/client-interaction.ts). */
function clientDirectives() {
  return {
    name: "site:client-directives",
    hooks: {
      /** @param {{ addClientDirective: (directive: { name: string, entrypoint: string }) => void }} options */
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({
          name: "interaction",
          entrypoint: fileURLToPath(new URL("./src/lib/client-interaction.ts", import.meta.url)),
        });
      },
    },
  };
}

/**
 * Draws each page's share image (og:image) from the built page's own title and section
 * (scripts/lib/share-images.mjs), reusing cards cached in Astro's cache directory.
 */
function shareImages() {
  /** @type {URL | undefined} */
  let cacheDir;
  return {
    name: "site:share-images",
    hooks: {
      /** @param {{ config: { cacheDir: URL } }} options */
      "astro:config:done": ({ config }) => {
        cacheDir = new URL("share-images/", config.cacheDir);
      },
      /** @param {{ dir: URL, logger: { info: (message: string) => void } }} options */
      "astro:build:done": async ({ dir, logger }) => {
        const site = loadSiteConfig(process.env);
        const result = await writeShareImages({
          clientDir: fileURLToPath(dir),
          cacheDir: fileURLToPath(/** @type {URL} */ (cacheDir)),
          brand: site.brand.name,
          tagline: site.brand.tagline,
          siteUrl: site.siteUrl,
        });
        logger.info(
          `${result.images} share images (${result.drawn} drawn, the rest cached) in ${result.ms} ms`,
        );
      },
    },
  };
}

/**
 * A `.gz` beside each compressible file (scripts/lib/precompress.mjs): nginx sends it as is
 * (`gzip_static`) and the Node server loads it instead of compressing at start.
 */
function precompress() {
  return {
    name: "site:precompress",
    hooks: {
      /** @param {{ dir: URL, logger: { info: (message: string) => void } }} options */
      "astro:build:done": ({ dir, logger }) => {
        const { files, bytes, gzipBytes } = writePrecompressed(fileURLToPath(dir));
        const kb = (count) => `${Math.round(count / 1024)} KB`;
        logger.info(`${files} files precompressed (${kb(bytes)} → ${kb(gzipBytes)} gzip)`);
      },
    },
  };
}

/** Records the settings this build baked in, for scripts/ensure-build.mjs (however it was started). */
function buildStamp() {
  return {
    name: "site:build-stamp",
    hooks: {
      /** @param {{ dir: URL }} options */
      "astro:build:done": ({ dir }) => {
        const outDir = new URL("../", dir);
        writeFileSync(
          new URL(BUILD_STAMP_FILE, outDir),
          JSON.stringify({ fingerprint: buildFingerprint(process.env) }),
        );
      },
    },
  };
}
