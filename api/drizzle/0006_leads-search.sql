-- Lead search (`q`) matches any part of the title, brief or description: a trigram index on
-- their concatenation lets ILIKE '%…%' use an index instead of reading every lead.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leads_search_trgm_idx" ON "leads" USING gin ((("title" || ' ' || coalesce("brief", '') || ' ' || "description")) gin_trgm_ops);
