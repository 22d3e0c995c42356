import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

import { editorSchemasPlugin } from "./src/features/editor/editor-schemas-plugin";

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Tests that render a real page (*.astro.test.ts) run in vitest.astro.config.ts's project. */
const ASTRO_TESTS = "src/**/*.astro.test.ts";

export default defineConfig({
  plugins: [editorSchemasPlugin()],
  resolve: {
    alias: {
      "@/": root("./src/"),
      "@content/": root("./content/"),
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "src/**/*.test.ts",
            "src/**/*.test.tsx",
            "content/**/*.test.ts",
            "scripts/**/*.test.mjs",
            "scripts/**/*.test.ts",
          ],
          exclude: [ASTRO_TESTS, "**/node_modules/**"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "./vitest.astro.config.ts",
    ],
  },
});
