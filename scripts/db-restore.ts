// `npm run db:restore FILE`: a backup of `npm run db:backup` into the empty database DATABASE_URL
// names (a .dump), or into an empty DATA_DIR (a .tar.gz of the embedded database).
import { parseCli } from "./lib/cli.mjs";
import { loadEnvFiles } from "./lib/env-files.mjs";

export const USAGE = `
Usage: npm run db:restore FILE

Restores a backup of npm run db:backup: a .dump into the empty PostgreSQL database DATABASE_URL
names, a .tar.gz into an empty DATA_DIR (the embedded database). Stop the instances first.

  -h, --help   this text
`;

const { positionals } = parseCli({ usage: USAGE, positionals: { min: 1, max: 1 } });
// Loaded once the arguments are known: --help and a wrong call answer at once.
const { restoreDatabase } = await import("../src/server/db/backup");
const { serverEnv } = await import("../src/server/env");
const file = positionals[0]!;
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
