-- The activity log cannot be rewritten (issue 19). The application's own role may only add entries:
-- a trigger refuses UPDATE, DELETE and TRUNCATE of tracking, except the DELETE of the operator's
-- retention command (`npm run tracking-retention`, which sets checker.tracking_retention for its own
-- transaction). Every entry carries a SHA-256 hash of its content chained to the previous entry's
-- hash, so an entry edited behind the trigger's back (the trigger disabled by a superuser) is found
-- by verify-books: its content no longer gives its hash, or the next entry no longer follows it.
--
-- The chain is extended at commit (a deferred trigger), in commit order, under one advisory lock:
-- taken only for the moment of the commit, it never makes an upload's long transaction wait, and a
-- transaction holding it takes no other lock after it.

ALTER TABLE tracking ADD COLUMN seq bigint, ADD COLUMN prev_hash text, ADD COLUMN hash text;

-- The content an entry's hash covers, in a fixed text form (NULL and '' alike as empty).
CREATE FUNCTION tracking_entry_hash(p_seq bigint, p_prev_hash text, p_website_id integer, p_website_code text, p_username text, p_role text, p_activity text, p_created_at timestamptz)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\x1f', p_seq::text, coalesce(p_prev_hash, ''), coalesce(p_website_id::text, ''), coalesce(p_website_code, ''),
                                            coalesce(p_username, ''), coalesce(p_role, ''), coalesce(p_activity, ''),
                                            to_char(p_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')), 'UTF8')), 'hex')
$$;

-- The entries written so far, in the order they were written.
DO $$
DECLARE
  entry record;
  previous text := NULL;
  position bigint := 0;
BEGIN
  FOR entry IN SELECT id FROM tracking ORDER BY id LOOP
    position := position + 1;
    UPDATE tracking t SET seq = position, prev_hash = previous,
           hash = tracking_entry_hash(position, previous, t.website_id, t.website_code, t.username, t.role, t.activity, t.created_at)
     WHERE t.id = entry.id
    RETURNING t.hash INTO previous;
  END LOOP;
END $$;

CREATE UNIQUE INDEX tracking_seq_key ON tracking (seq);

-- The last entry the retention command removed: the chain goes on from it, and the first entry kept
-- must follow it (without it, the chain must start at 1), so entries removed from the start by anyone
-- else are found too. One row at most; only the retention command writes it.
CREATE TABLE tracking_anchor (
  seq bigint NOT NULL,
  hash text NOT NULL,
  removed_at timestamptz NOT NULL DEFAULT now()
);

-- Seals one entry at its transaction's commit: the next position of the chain and the hashes. NEW
-- is the entry as inserted, which is what it still holds: nothing may change it meanwhile.
CREATE FUNCTION tracking_seal() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(1953653099, 1);
  SELECT c.seq, c.hash INTO last_seq, last_hash
    FROM (SELECT seq, hash FROM tracking WHERE seq IS NOT NULL UNION ALL SELECT seq, hash FROM tracking_anchor) c
   ORDER BY c.seq DESC LIMIT 1;
  UPDATE tracking SET seq = coalesce(last_seq, 0) + 1, prev_hash = last_hash,
         hash = tracking_entry_hash(coalesce(last_seq, 0) + 1, last_hash, NEW.website_id, NEW.website_code, NEW.username, NEW.role, NEW.activity, NEW.created_at)
   WHERE id = NEW.id;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER tracking_seal AFTER INSERT ON tracking DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tracking_seal();

-- Append-only: an entry is written once and sealed once (its position and hashes, its content
-- unchanged, by tracking_seal); only the operator's retention command deletes, and only entries.
CREATE FUNCTION tracking_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('checker.tracking_retention', true), '') = 'on' AND (TG_OP = 'DELETE' OR TG_TABLE_NAME = 'tracking_anchor') THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'tracking' THEN
    IF OLD.hash IS NULL AND NEW.hash IS NOT NULL
       AND (NEW.id, NEW.website_id, NEW.website_code, NEW.username, NEW.role, NEW.activity, NEW.created_at)
           IS NOT DISTINCT FROM (OLD.id, OLD.website_id, OLD.website_code, OLD.username, OLD.role, OLD.activity, OLD.created_at)
       AND NEW.hash = tracking_entry_hash(NEW.seq, NEW.prev_hash, NEW.website_id, NEW.website_code, NEW.username, NEW.role, NEW.activity, NEW.created_at) THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'The activity log is append-only: % of % is refused.', TG_OP, TG_TABLE_NAME USING ERRCODE = '42501';
END $$;

CREATE TRIGGER tracking_append_only BEFORE UPDATE OR DELETE ON tracking FOR EACH ROW EXECUTE FUNCTION tracking_append_only();
CREATE TRIGGER tracking_no_truncate BEFORE TRUNCATE ON tracking FOR EACH STATEMENT EXECUTE FUNCTION tracking_append_only();
CREATE TRIGGER tracking_anchor_retention_only BEFORE INSERT OR UPDATE OR DELETE ON tracking_anchor FOR EACH ROW EXECUTE FUNCTION tracking_append_only();
CREATE TRIGGER tracking_anchor_no_truncate BEFORE TRUNCATE ON tracking_anchor FOR EACH STATEMENT EXECUTE FUNCTION tracking_append_only();
