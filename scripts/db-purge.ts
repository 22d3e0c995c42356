// `npm run db:purge`: delete now what the retention periods of src/lib/retention.ts no longer let
// us keep (the server does the same daily), in the database DATABASE_URL names, and print counts.
import { closeDb, getDb, getDbDriver } from "../src/server/db/client";
import { describePurge, purgeExpired } from "../src/server/retention/purge";

const driver = await getDbDriver();
try {
  const counts = await purgeExpired(await getDb(), new Date());
  console.log(`Expired rows deleted (${driver}): ${describePurge(counts)}`);
} finally {
  await closeDb();
}
