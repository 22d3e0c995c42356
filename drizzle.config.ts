import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes SQL migrations into drizzle/ from the schema; the app applies
// them at start (src/server/db/migrate.ts) and `npm run db:migrate` does it by hand.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./drizzle",
});
