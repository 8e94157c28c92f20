-- Uploads on the embedded database (issue 4). PGlite has one connection, so one long upload
-- transaction would keep every other request waiting: there an upload stores its rows in short
-- transactions and makes them visible in a last short one (src/upload/store.ts). Until then it is
-- listed in upload_staging, and the server reads uploads, the row tables and review_counts through
-- views that leave its rows out (src/db/staging.ts). Its claims keep other uploads and deletions off
-- its scopes (website, source or side, date). A server that stops meanwhile removes the listed uploads
-- and their rows when it starts again, so a file is stored whole or not at all.
CREATE TABLE upload_staging (
  upload_id bigint PRIMARY KEY REFERENCES uploads (id) ON DELETE CASCADE,
  started_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE upload_claims (
  scope_key text PRIMARY KEY,
  upload_id bigint NOT NULL REFERENCES upload_staging (upload_id) ON DELETE CASCADE
);
CREATE INDEX upload_claims_upload_idx ON upload_claims (upload_id);

-- The count deltas a staged upload's statements write (its loads, or their removal when it fails)
-- carry its id, set by the upload as checker.staging_upload for those transactions: the views leave
-- them out with its rows, and they count once the upload is no longer listed.
ALTER TABLE review_counts ADD COLUMN staged_upload bigint;

CREATE FUNCTION review_counts_tag_staged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.staged_upload := nullif(current_setting('checker.staging_upload', true), '')::bigint;
  RETURN NEW;
END $$;

CREATE TRIGGER review_counts_tag_staged BEFORE INSERT ON review_counts FOR EACH ROW EXECUTE FUNCTION review_counts_tag_staged();
