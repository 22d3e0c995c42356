// `npm run db:backup [-- --dir DIR]`: a dated, compressed copy of the database DATABASE_URL names
// (the embedded one in DATA_DIR when unset; stop its server first) in DIR (default backups/).
import { parseArgs } from "node:util";

import { backupDatabase } from "../src/server/db/backup";
import { serverEnv } from "../src/server/env";
import { loadEnvFiles } from "./lib/env-files.mjs";

const { values } = parseArgs({ options: { dir: { type: "string", default: "backups" } } });
await loadEnvFiles("production");
const env = serverEnv();
try {
  const file = await backupDatabase({
    url: env.DATABASE_URL,
    dataDir: env.dataDir,
    processEnv: process.env,
    dir: values.dir!,
  });
  console.log(`Backup written: ${file}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
