import { fileURLToPath } from "node:url";

import { getViteConfig } from "astro/config";

const root = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Tests that render a page of src/pages with Astro's container API (*.astro.test.ts): Astro's
 * own Vite setup compiles the .astro files. A project of vitest.config.ts, so `npm run
 * test:unit` runs them with the rest.
 */
export default getViteConfig({
  resolve: { alias: { "@/": root("./src/"), "@content/": root("./content/") } },
  test: {
    name: "astro",
    include: ["src/**/*.astro.test.ts"],
    environment: "node",
    testTimeout: 60_000,
  },
});
