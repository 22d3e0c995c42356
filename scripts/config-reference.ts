// npm run docs:config: writes docs/configuration.md from the settings' schemas and .env.example
// (scripts/lib/config-reference.ts).
import { readFileSync, writeFileSync } from "node:fs";

import { CONFIG_REFERENCE, configReference } from "./lib/config-reference";

writeFileSync(CONFIG_REFERENCE, await configReference(readFileSync(".env.example", "utf8")));
console.log(`Wrote ${CONFIG_REFERENCE}.`);
