// `npm run db:migrate`: apply pending migrations to the database DATABASE_URL names
// (the embedded one in .data/pglite when unset). The server also does this at start.
import { closeDb, getDbDriver, migrateDb } from "../src/server/db/client";

const driver = await getDbDriver();
await migrateDb();
console.log(`Migrations applied (${driver}).`);
await closeDb();
