#!/usr/bin/env node
// `npm test`: every check in the order that fails fastest, then the production build and the
// browser tests against it (playwright.config.ts serves the build).
import { spawnSync } from "node:child_process";

import { e2eServerEnv } from "./e2e-env.mjs";

const steps = [
  ["lint", ["run", "lint"]],
  ["typecheck", ["run", "typecheck"]],
  ["format", ["run", "format:check"]],
  ["unit tests", ["run", "test:unit"]],
  ["production build", ["exec", "--", "node", "scripts/ensure-build.mjs"], e2eServerEnv()],
  ["browser tests", ["run", "test:e2e"]],
];

for (const [name, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const startedAt = Date.now();
  const result = spawnSync("npm", args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
}
