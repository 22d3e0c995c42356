import { randomBytes } from "node:crypto";

import pg from "pg";

/**
 * A PostgreSQL login role that may connect to the test database but not create anything in it
 * (no CREATE on the database): what a hosting provider's app role often is. Dropped by `drop()`.
 */
export async function createRoleWithoutCreate(
  adminUrl: string,
): Promise<{ url: string; role: string; drop: () => Promise<void> }> {
  const role = `site_nocreate_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE ROLE "${role}" LOGIN PASSWORD 'role-password'`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.username = role;
  url.password = "role-password";
  return {
    url: url.toString(),
    role,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`DROP OWNED BY "${role}"`);
        await cleanup.query(`DROP ROLE IF EXISTS "${role}"`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
