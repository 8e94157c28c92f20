-- The Tracking page shows under every page how many entries a website has (an ADMIN: all of them),
-- and counting a log that only grows costs more with every entry (~7 ms at 60,000). As review_counts
-- (migration 006) does for the review pages, a statement-level trigger inserts one row per website a
-- statement added entries to, never updating a shared counter, so writers never wait on each other;
-- a total is the sum of the website's rows. Readers fold a website's rows into one when they pile up
-- (src/routes/tracking-log.ts), in one statement that sums only the rows it deleted itself.
CREATE TABLE tracking_counts (
  website_id integer,
  entries bigint NOT NULL
);
CREATE INDEX tracking_counts_website_idx ON tracking_counts (website_id) INCLUDE (entries);

INSERT INTO tracking_counts (website_id, entries) SELECT website_id, count(*) FROM tracking GROUP BY website_id;

CREATE FUNCTION tracking_counts_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tracking_counts (website_id, entries) SELECT website_id, count(*) FROM new_rows GROUP BY website_id;
  ELSE
    INSERT INTO tracking_counts (website_id, entries) SELECT website_id, -count(*) FROM old_rows GROUP BY website_id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER tracking_counts_insert AFTER INSERT ON tracking REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tracking_counts_change();
CREATE TRIGGER tracking_counts_delete AFTER DELETE ON tracking REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tracking_counts_change();
