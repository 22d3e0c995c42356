// `npm run db:backup [-- --dir DIR]`: a dated, compressed copy of the database DATABASE_URL names
// (the embedded one in DATA_DIR when unset; stop its server first) in DIR (default backups/).
import { parseCli } from "./lib/cli.mjs";
import { loadEnvFiles } from "./lib/env-files.mjs";

export const USAGE = `
Usage: npm run db:backup -- [--dir DIR]

Writes a dated, compressed copy of the database DATABASE_URL names (the embedded one in DATA_DIR
when unset; stop its server first) into DIR, readable by its owner only (mode 0600).

  --dir DIR    where to write it (default backups)
  -h, --help   this text
`;

const { values } = parseCli({ usage: USAGE, options: { dir: { type: "string" } } });
// Loaded once the arguments are known: --help and a wrong call answer at once.
const { backupDatabase } = await import("../src/server/db/backup");
const { serverEnv } = await import("../src/server/env");
await loadEnvFiles("production");
const env = serverEnv();
try {
  const file = await backupDatabase({
    url: env.DATABASE_URL,
    dataDir: env.dataDir,
    processEnv: process.env,
    dir: values.dir ?? "backups",
  });
  console.log(`Backup written: ${file}`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
