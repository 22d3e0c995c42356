import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { expect, test } from "@playwright/test";

/**
 * No browser script carries the server's settings (src/config/site.ts is server-only): read in
 * a browser they would be their defaults, so an island that imported them showed India's time
 * whatever TIME_ZONE said, and carried the settings' schema (the booking island: 21 KB, now 12).
 * What an island needs from them comes in as props.
 */
const scripts = path.resolve(
  import.meta.dirname,
  "..",
  process.env.DIST_DIR || "dist",
  "client",
  "_astro",
);

test("no script of the build reads the server's settings", () => {
  const files = readdirSync(scripts).filter((name) => name.endsWith(".js"));
  expect(files.length).toBeGreaterThan(0);
  for (const name of files) {
    const text = readFileSync(path.join(scripts, name), "utf8");
    // Names only the settings' schema has (src/config/load-site-config.ts, src/server/env.ts).
    for (const setting of ["TIME_ZONE", "GADS_CONVERSIONS", "SCHEDULING_URL"]) {
      expect(text.includes(setting), `${name} reads ${setting}`).toBe(false);
    }
  }
});
