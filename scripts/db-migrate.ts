// `npm run db:migrate`: apply pending migrations to the database DATABASE_URL names
// (the embedded one in .data/pglite when unset). The server also does this at start.
import { parseCli } from "./lib/cli.mjs";

parseCli({
  usage: `
Usage: npm run db:migrate

Applies the pending migrations to the database DATABASE_URL names (the embedded one in DATA_DIR
when unset). The server does the same at start.

  -h, --help   this text
`,
});
// Loaded once the arguments are known: --help and a wrong call answer at once.
const { closeDb, getDbDriver, migrateDb } = await import("../src/server/db/client");

const driver = await getDbDriver();
await migrateDb();
console.log(`Migrations applied (${driver}).`);
await closeDb();
