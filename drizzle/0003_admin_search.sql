-- The owner's enquiry search (issue 14) matches a substring of name, email, company and
-- requirements with ILIKE; a trigram GIN index keeps that fast at 100,000 enquiries
-- (npm run bench:admin). pg_trgm ships with PostgreSQL (a trusted extension since 13) and PGlite
-- loads it from its contrib (src/server/db/client.ts). It goes into "public" so that tests and the
-- benchmark, which migrate into their own schema, share one copy and never drop it with their
-- schema; the block tolerates two migrations installing it at the same moment.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION
  WHEN unique_violation OR duplicate_object THEN NULL;
END
$$;
--> statement-breakpoint
-- The expression must stay identical to SEARCH_TEXT in src/server/admin/enquiry-filters.ts.
CREATE INDEX IF NOT EXISTS "contact_submissions_search_idx" ON "contact_submissions"
  USING gin ((name || ' ' || email || ' ' || coalesce(company, '') || ' ' || coalesce(requirements, '')) public.gin_trgm_ops);
