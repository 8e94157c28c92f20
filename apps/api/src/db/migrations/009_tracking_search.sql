-- Tracking search (src/routes/tracking-log.ts) matches the username or the activity with ILIKE
-- '%term%', which no b-tree serves. A trigram index (pg_trgm) over the two joined by a line break lets
-- PostgreSQL and PGlite (the worker loads the extension) find the entries a term names instead of
-- reading every entry; a term without a line break matches the joined text exactly when it matches one
-- of the two, so the answers are unchanged.
-- The extension is installed once per database, in public, under a lock (several schemas may migrate
-- at once); where it cannot be installed (no privilege, not shipped) the index is left out and the
-- search reads the entries as before.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('checker:pg_trgm'));
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available (%): tracking search stays without its index.', SQLERRM;
  END;
  SELECT n.nspname INTO trgm_schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX tracking_search_idx ON tracking USING gin ((username || E''\n'' || activity) %I.gin_trgm_ops)', trgm_schema);
  END IF;
END $$;
