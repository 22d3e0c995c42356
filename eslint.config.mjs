import astro from "eslint-plugin-astro";
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
