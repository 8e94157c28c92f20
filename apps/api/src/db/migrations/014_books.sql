-- The books invariant (issue 15, DESIGN §6): an approved BO row is backed by exactly one statement
-- row of its website and amount, or is marked approved without a statement row with the person's
-- reason; a statement row backs at most one approved BO row, whoever approved it, and names it back.
-- The database refuses a breach whatever path writes it: the CHECKs hold within a row, the unique
-- indexes make a claim one-to-one, and a deferred constraint trigger checks at commit that the two
-- rows of a claim name each other (they are written by two statements, in either order).
-- Rows a person deleted in View BO leave a tombstone, so the same export sent again does not bring
-- them back; an ADMIN can restore one. A corrected amount keeps the uploaded one beside it.

ALTER TABLE bo_deposit ADD COLUMN unbacked_reason text, ADD COLUMN original_amount numeric(18, 2);
ALTER TABLE bo_withdraw ADD COLUMN unbacked_reason text, ADD COLUMN original_amount numeric(18, 2);

-- Existing rows: a claim that does not name its row back is dropped first, then every approved row
-- without a statement row is marked with what it says of itself.
UPDATE mutasi_deposit m SET mutasi_app = false, mutasi_ketapp = NULL, mutasi_ticket = NULL, mutasi_app_date = NULL, match_rule = NULL, matched_bo_id = NULL,
       match_reason = 'claim dropped: its BO row did not name it'
 WHERE (m.mutasi_app OR m.matched_bo_id IS NOT NULL)
   AND NOT EXISTS (SELECT 1 FROM bo_deposit b WHERE b.bo_id = m.matched_bo_id AND b.matched_mutasi_id = m.mutasi_id AND b.bo_approve AND b.depo_amount = m.mutasi_amount);
UPDATE mutasi_withdraw m SET mutasi_app = false, mutasi_ketapp = NULL, mutasi_ticket = NULL, mutasi_app_date = NULL, match_rule = NULL, matched_bo_id = NULL,
       match_reason = 'claim dropped: its BO row did not name it'
 WHERE (m.mutasi_app OR m.matched_bo_id IS NOT NULL)
   AND NOT EXISTS (SELECT 1 FROM bo_withdraw b WHERE b.wd_bo_id = m.matched_bo_id AND b.matched_mutasi_id = m.mutasi_id AND b.wd_bo_approve AND b.wd_amount = m.mutasi_amount);
UPDATE bo_deposit b SET matched_mutasi_id = NULL
 WHERE b.matched_mutasi_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM mutasi_deposit m WHERE m.mutasi_id = b.matched_mutasi_id AND m.matched_bo_id = b.bo_id);
UPDATE bo_withdraw b SET matched_mutasi_id = NULL
 WHERE b.matched_mutasi_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM mutasi_withdraw m WHERE m.mutasi_id = b.matched_mutasi_id AND m.matched_bo_id = b.wd_bo_id);
UPDATE bo_deposit SET unbacked_reason = coalesce(nullif(btrim(ket_app), ''), 'approved before the books invariant') WHERE bo_approve AND matched_mutasi_id IS NULL;
UPDATE bo_withdraw SET unbacked_reason = coalesce(nullif(btrim(wd_ket_app), ''), 'approved before the books invariant') WHERE wd_bo_approve AND matched_mutasi_id IS NULL;

ALTER TABLE bo_deposit ADD CONSTRAINT bo_deposit_backed CHECK (
  CASE WHEN bo_approve THEN (matched_mutasi_id IS NULL) = (unbacked_reason IS NOT NULL AND btrim(unbacked_reason) <> '')
       ELSE matched_mutasi_id IS NULL AND unbacked_reason IS NULL END);
ALTER TABLE bo_withdraw ADD CONSTRAINT bo_withdraw_backed CHECK (
  CASE WHEN wd_bo_approve THEN (matched_mutasi_id IS NULL) = (unbacked_reason IS NOT NULL AND btrim(unbacked_reason) <> '')
       ELSE matched_mutasi_id IS NULL AND unbacked_reason IS NULL END);
ALTER TABLE mutasi_deposit ADD CONSTRAINT mutasi_deposit_claimed CHECK (mutasi_app = (matched_bo_id IS NOT NULL));
ALTER TABLE mutasi_withdraw ADD CONSTRAINT mutasi_withdraw_claimed CHECK (mutasi_app = (matched_bo_id IS NOT NULL));

-- The dashboard counts the approved rows no statement row backs per website and day: few, so a
-- partial index finds them without reading the day's other approved rows.
CREATE INDEX bo_deposit_unbacked_idx ON bo_deposit (website_id, bank_statement_date) WHERE unbacked_reason IS NOT NULL;
CREATE INDEX bo_withdraw_unbacked_idx ON bo_withdraw (website_id, wd_bank_date) WHERE unbacked_reason IS NOT NULL;

-- One-to-one: the partial indexes that served the old ON DELETE SET NULL become unique.
DROP INDEX bo_deposit_matched_idx;
DROP INDEX bo_withdraw_matched_idx;
DROP INDEX mutasi_deposit_matched_idx;
DROP INDEX mutasi_withdraw_matched_idx;
CREATE UNIQUE INDEX bo_deposit_matched_key ON bo_deposit (matched_mutasi_id) WHERE matched_mutasi_id IS NOT NULL;
CREATE UNIQUE INDEX bo_withdraw_matched_key ON bo_withdraw (matched_mutasi_id) WHERE matched_mutasi_id IS NOT NULL;
CREATE UNIQUE INDEX mutasi_deposit_matched_key ON mutasi_deposit (matched_bo_id) WHERE matched_bo_id IS NOT NULL;
CREATE UNIQUE INDEX mutasi_withdraw_matched_key ON mutasi_withdraw (matched_bo_id) WHERE matched_bo_id IS NOT NULL;

-- A claimed row can no longer be deleted from under its claim (SET NULL left an approval without
-- money): whoever deletes unclaims first. Deferred, so both rows of a claim may go in one transaction.
ALTER TABLE bo_deposit DROP CONSTRAINT bo_deposit_matched_mutasi_id_fkey,
  ADD CONSTRAINT bo_deposit_matched_mutasi_id_fkey FOREIGN KEY (matched_mutasi_id) REFERENCES mutasi_deposit (mutasi_id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE bo_withdraw DROP CONSTRAINT bo_withdraw_matched_mutasi_id_fkey,
  ADD CONSTRAINT bo_withdraw_matched_mutasi_id_fkey FOREIGN KEY (matched_mutasi_id) REFERENCES mutasi_withdraw (mutasi_id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE mutasi_deposit DROP CONSTRAINT mutasi_deposit_matched_bo_id_fkey,
  ADD CONSTRAINT mutasi_deposit_matched_bo_id_fkey FOREIGN KEY (matched_bo_id) REFERENCES bo_deposit (bo_id) DEFERRABLE INITIALLY DEFERRED;
ALTER TABLE mutasi_withdraw DROP CONSTRAINT mutasi_withdraw_matched_bo_id_fkey,
  ADD CONSTRAINT mutasi_withdraw_matched_bo_id_fkey FOREIGN KEY (matched_bo_id) REFERENCES bo_withdraw (wd_bo_id) DEFERRABLE INITIALLY DEFERRED;

-- At commit, the rows whose claim a statement wrote and the one row of the other table that names
-- each must name each other, with the same website and amount (the two are written by two
-- statements, in either order). A row-level check costs ~14 µs a row at commit (2.8 s for a
-- 100,000-row day), so each statement records the ids it touched in books_checks (statement-level
-- trigger, transition tables) and one deferred check per statement reads them all in one query.
-- A staged upload's chunks (PGlite, checker.staging_upload set) are skipped: its rows claim only
-- stored rows, which its last transaction updates, and that update is checked.
CREATE TABLE books_checks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  table_name text NOT NULL,
  ids bigint[] NOT NULL
);

-- Arguments: the row's id column, its claim column, and the transition table to read: new_rows for
-- the claims a statement wrote, old_rows (on UPDATE) for the claims it may have removed, whose old
-- partner must not name the row still. Staged chunks only ever insert.
CREATE FUNCTION books_record_claims() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('checker.staging_upload', true), '') <> '' THEN
    RETURN NULL;
  END IF;
  EXECUTE format('INSERT INTO books_checks (table_name, ids) SELECT %L, array_agg(%I) FROM %I WHERE %I IS NOT NULL HAVING count(*) > 0',
                 TG_TABLE_NAME, TG_ARGV[0], TG_ARGV[2], TG_ARGV[1]);
  RETURN NULL;
END $$;

CREATE FUNCTION books_claim_check() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  broken bigint;
BEGIN
  IF NEW.table_name = 'bo_deposit' THEN
    SELECT b.bo_id INTO broken FROM bo_deposit b LEFT JOIN mutasi_deposit m ON m.matched_bo_id = b.bo_id
     WHERE b.bo_id = ANY (NEW.ids) AND (b.matched_mutasi_id IS DISTINCT FROM m.mutasi_id OR m.website_id <> b.website_id OR m.mutasi_amount <> b.depo_amount) LIMIT 1;
  ELSIF NEW.table_name = 'bo_withdraw' THEN
    SELECT b.wd_bo_id INTO broken FROM bo_withdraw b LEFT JOIN mutasi_withdraw m ON m.matched_bo_id = b.wd_bo_id
     WHERE b.wd_bo_id = ANY (NEW.ids) AND (b.matched_mutasi_id IS DISTINCT FROM m.mutasi_id OR m.website_id <> b.website_id OR m.mutasi_amount <> b.wd_amount) LIMIT 1;
  ELSIF NEW.table_name = 'mutasi_deposit' THEN
    SELECT m.mutasi_id INTO broken FROM mutasi_deposit m LEFT JOIN bo_deposit b ON b.matched_mutasi_id = m.mutasi_id
     WHERE m.mutasi_id = ANY (NEW.ids) AND m.matched_bo_id IS DISTINCT FROM b.bo_id LIMIT 1;
  ELSE
    SELECT m.mutasi_id INTO broken FROM mutasi_withdraw m LEFT JOIN bo_withdraw b ON b.matched_mutasi_id = m.mutasi_id
     WHERE m.mutasi_id = ANY (NEW.ids) AND m.matched_bo_id IS DISTINCT FROM b.wd_bo_id LIMIT 1;
  END IF;
  IF broken IS NOT NULL THEN
    RAISE EXCEPTION 'books invariant: % #% and the row its claim names do not name each other (or their website or amount differ)', NEW.table_name, broken
      USING ERRCODE = '23514', CONSTRAINT = 'books_claim';
  END IF;
  DELETE FROM books_checks WHERE id = NEW.id;
  RETURN NULL;
END $$;

CREATE CONSTRAINT TRIGGER books_claim_check AFTER INSERT ON books_checks DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION books_claim_check();

DO $$
DECLARE
  t text[];
  e text[];
BEGIN
  FOREACH t SLICE 1 IN ARRAY ARRAY[
    ['bo_deposit', 'bo_id', 'matched_mutasi_id'], ['bo_withdraw', 'wd_bo_id', 'matched_mutasi_id'],
    ['mutasi_deposit', 'mutasi_id', 'matched_bo_id'], ['mutasi_withdraw', 'mutasi_id', 'matched_bo_id']
  ] LOOP
    FOREACH e SLICE 1 IN ARRAY ARRAY[['claims_insert', 'INSERT', 'NEW', 'new_rows'], ['claims_update', 'UPDATE', 'NEW', 'new_rows'], ['unclaims_update', 'UPDATE', 'OLD', 'old_rows']] LOOP
      EXECUTE format('CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS %I FOR EACH STATEMENT EXECUTE FUNCTION books_record_claims(%L, %L, %L)',
                     t[1] || '_' || e[1], e[2], t[1], e[3], e[4], t[2], t[3], e[4]);
    END LOOP;
  END LOOP;
END $$;

-- A BO row deleted in View BO, whole (row_data), with who deleted it, when and why. The upload's
-- duplicate check counts its row_key as stored; Delete (≤ 24 jam) removes the tombstones of the
-- uploads it removes, so a corrected file sent again brings those rows back.
CREATE TABLE bo_tombstones (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  side text NOT NULL CHECK (side IN ('deposit', 'withdraw')),
  website_id integer NOT NULL,
  upload_id bigint NOT NULL,
  row_id bigint NOT NULL,
  row_key text NOT NULL,
  row_date date NOT NULL,
  ticket text NOT NULL,
  user_name text NOT NULL,
  amount numeric(18, 2) NOT NULL,
  row_data jsonb NOT NULL,
  deleted_by integer NOT NULL,
  deleted_by_name text NOT NULL,
  deleted_at timestamptz NOT NULL DEFAULT now(),
  reason text NOT NULL CHECK (btrim(reason) <> ''),
  CONSTRAINT bo_tombstones_upload_fkey FOREIGN KEY (upload_id, website_id) REFERENCES uploads (id, website_id) ON DELETE NO ACTION
);
CREATE UNIQUE INDEX bo_tombstones_row_key ON bo_tombstones (side, row_id);
CREATE INDEX bo_tombstones_day_idx ON bo_tombstones (website_id, side, row_date, id);
CREATE INDEX bo_tombstones_upload_idx ON bo_tombstones (upload_id);
