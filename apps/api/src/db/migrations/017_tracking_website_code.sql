-- A tracking entry keeps the code of its website as it was when the entry was written (issue 18):
-- the log outlives a deleted website (website_id has no foreign key) and must still name it, not
-- show its internal id. A trigger fills it, so every path that writes an entry records it.
ALTER TABLE tracking ADD COLUMN website_code text;

UPDATE tracking t SET website_code = w.code FROM websites w WHERE w.id = t.website_id;

CREATE FUNCTION tracking_website_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.website_id IS NOT NULL AND NEW.website_code IS NULL THEN
    SELECT code INTO NEW.website_code FROM websites WHERE id = NEW.website_id;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER tracking_website_code BEFORE INSERT ON tracking FOR EACH ROW EXECUTE FUNCTION tracking_website_code();
