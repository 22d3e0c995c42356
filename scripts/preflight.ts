// `npm run preflight [-- --check-url]`: check this machine's configuration before going live
// (docs/deploy.md): one line per check with what to fix; exits 1 when any fails.
import { parseArgs } from "node:util";

import { formatResults, runPreflight } from "../src/server/preflight/run";
import { loadEnvFiles } from "./lib/env-files.mjs";

const { values } = parseArgs({ options: { "check-url": { type: "boolean", default: false } } });
// The settings `npm start` would see: the environment, then the .env files.
await loadEnvFiles("production");
const results = await runPreflight(process.env, { checkUrl: values["check-url"] });
console.log(formatResults(results));
const failed = results.filter((result) => !result.ok).length;
console.log(failed ? `\n${failed} check(s) failed.` : "\nEvery check passed.");
process.exit(failed ? 1 : 0);
