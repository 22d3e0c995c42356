// `npm run db:purge`: delete now what the retention periods of src/lib/retention.ts no longer let
// us keep (the server does the same daily), in the database DATABASE_URL names, and print counts.
import { parseCli } from "./lib/cli.mjs";

parseCli({
  usage: `
Usage: npm run db:purge

Deletes now what the retention periods no longer let us keep (the server does it daily), in the
database DATABASE_URL names, and prints the counts.

  -h, --help   this text
`,
});
// Loaded once the arguments are known: --help and a wrong call answer at once.
const { closeDb, getDb, getDbDriver } = await import("../src/server/db/client");
const { describePurge, purgeExpired } = await import("../src/server/retention/purge");

const driver = await getDbDriver();
try {
  const counts = await purgeExpired(await getDb(), new Date());
  console.log(`Expired rows deleted (${driver}): ${describePurge(counts)}`);
} finally {
  await closeDb();
}
