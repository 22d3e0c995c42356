#!/usr/bin/env node
// `npm test`: every check in the order that fails fastest, then the production build and the
// browser tests against it (playwright.config.ts serves the build). Stops at the first failure.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { e2eServerEnv } from "./e2e-env.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// `npm run x` with the npm and the Node that run this script (Node 24 from node_modules/.bin
// under `npm test`), on any platform; run directly, the npm on PATH.
const npmCli = process.env.npm_execpath;
const npmRun = (script) =>
  npmCli && /\.[cm]?js$/.test(npmCli)
    ? [process.execPath, [npmCli, "run", script]]
    : ["npm", ["run", script]];

const steps = [
  ["lint", ...npmRun("lint")],
  ["typecheck", ...npmRun("typecheck")],
  ["format", ...npmRun("format:check")],
  ["unit tests", ...npmRun("test:unit")],
  // With the browser tests' settings, so their server does not rebuild inside its start-up timeout.
  ["production build", process.execPath, ["scripts/ensure-build.mjs"], e2eServerEnv()],
  ["browser tests", ...npmRun("test:e2e")],
  // nginx in front of two instances on PostgreSQL, on the same build (e2e/nginx.deploy.spec.ts).
  ["deployment behind nginx", ...npmRun("test:deploy")],
  ["development server", ...npmRun("test:dev")],
];

// Under `npm test` on a machine whose own Node is older, this is node_modules/.bin/node.
console.log(`Node ${process.version} (${process.execPath})`);
for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const startedAt = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
    shell: command === "npm" && process.platform === "win32",
  });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);
}
