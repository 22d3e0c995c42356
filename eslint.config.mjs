import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import astro from "eslint-plugin-astro";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";

/**
 * Every file that can end up in a browser bundle: React components (rendered on the server, and
 * hydrated when an .astro file makes them an island), feature islands and their .ts modules, the
 * shared helpers, the site configuration they read, layouts and content, the bodies of pages,
 * and the `<script>` blocks of every .astro file (eslint-plugin-astro lints them as
 * `file.astro/N_N.ts`).
 */
const BROWSER_REACHABLE = [
  "src/components/**",
  "src/features/**",
  "src/lib/**",
  "src/config/**",
  "src/layouts/**",
  "src/pages/**/_components/**",
  "content/**",
  "**/*.astro/*.js",
  "**/*.astro/*.ts",
];
// Tests run in Node only; an integration test may drive the server directly.
const TESTS = ["**/*.test.*", "**/*.spec.*"];

/**
 * The floors of the code, bottom first (docs/architecture.md). A file imports from its own floor
 * or a lower one, never from a higher one, so a change to a page or a section cannot break the
 * schemas, helpers and primitives under it, and each floor can be read without the ones above.
 */
const LAYERS = [
  { name: "content", paths: ["content"] },
  { name: "config and helpers", paths: ["src/config", "src/lib"] },
  { name: "UI primitives", paths: ["src/components/ui", "src/components/json-ld.tsx"] },
  { name: "drawings", paths: ["src/components/illustrations"] },
  { name: "features", paths: ["src/features"] },
  { name: "sections", paths: ["src/components/sections", "src/components/layout"] },
  { name: "layouts", paths: ["src/layouts"] },
  // Astro's entry files stand with the routes.
  { name: "pages", paths: ["src/pages", "src/content.config.ts", "src/middleware.ts"] },
];

/** One zone per floor: its files may not import anything from the floors above it. */
const layerZones = LAYERS.slice(0, -1).map((layer, index) => ({
  target: layer.paths,
  from: LAYERS.slice(index + 1).flatMap((above) => above.paths),
  message: `${layer.name} is a lower floor: it imports only from its own floor and those under it (docs/architecture.md). Move the shared piece down, or pass it in from above.`,
}));
// src/server stands beside the floors: it uses content, config, helpers and features' logic,
// never a component, layout or page.
const serverZone = {
  target: ["src/server"],
  from: LAYERS.slice(2).flatMap((layer) => (layer.name === "features" ? [] : layer.paths)),
  message:
    "src/server imports only content, config, helpers and features (docs/architecture.md); a component, layout or page is not server logic.",
};

export default defineConfig([
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,jsx,mjs}"],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    rules: {
      // A leading underscore marks a name that is unused on purpose (a callback's first argument).
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Browser code never reaches into server-only modules (DESIGN "One house"): not through the
    // alias, not through a relative path, not even for a type.
    files: BROWSER_REACHABLE,
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/server|(\\.\\.?/)+(.*/)?server)(/|$)",
              message:
                "src/server is server-only: call it from an .astro route's frontmatter or an API endpoint, and pass the result in as props.",
            },
          ],
        },
      ],
    },
  },
  {
    // Only the configuration modules read the environment (checked once, with zod).
    files: ["src/**", "content/**"],
    ignores: ["src/server/env.ts", "src/config/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read settings from src/server/env.ts or src/config/site.ts.",
        },
      ],
    },
  },
  {
    // Imports run downward only (the floors above). Cycles, type imports included, are
    // dependency-cruiser's check (.dependency-cruiser.cjs), the second half of `npm run lint`.
    files: ["src/**", "content/**"],
    ignores: TESTS,
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
      "import-x/extensions": [".ts", ".tsx", ".mts", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx", ".mts"] },
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: import.meta.dirname, zones: [...layerZones, serverZone] },
      ],
    },
  },
  globalIgnores([
    "dist/**",
    "dist-*/**",
    ".astro/**",
    "node_modules/**",
    ".data/**",
    "bench/**",
    "test-results*/**",
    "playwright-report/**",
    "drizzle/meta/**",
  ]),
]);
