// `npm run db:restore FILE`: a backup of `npm run db:backup` into the empty database DATABASE_URL
// names (a .dump), or into an empty DATA_DIR (a .tar.gz of the embedded database).
import { restoreDatabase } from "../src/server/db/backup";
import { serverEnv } from "../src/server/env";
import { loadEnvFiles } from "./lib/env-files.mjs";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore FILE");
  process.exit(2);
}
await loadEnvFiles("production");
const env = serverEnv();
try {
  await restoreDatabase({
    url: env.DATABASE_URL,
    dataDir: env.dataDir,
    processEnv: process.env,
    file,
  });
  console.log(`Restored ${file}. Start the server: it applies any newer migration.`);
} catch (error) {
  const failure = error as Error & { stderr?: string };
  console.error(`Restore failed: ${failure.stderr?.trim() || failure.message}`);
  process.exit(1);
}
