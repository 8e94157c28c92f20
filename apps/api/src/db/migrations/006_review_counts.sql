-- Review page totals (issue 5): View BO and View Mutasi show the exact number of rows of a website,
-- date and status under every page, and counting a 100,000-row day cost more than the page itself.
-- Each review table keeps its counts here, written by statement-level triggers that read the
-- statement's transition tables: one delta row per (website, date, approved) the statement changed.
-- Deltas are only ever inserted, never updated in place, so uploads, the checker and approvals of one
-- day never wait on (or deadlock over) a shared counter row; a total is the sum of that key's deltas,
-- exact in the reader's snapshot. A key gathers one delta per statement that changed it (an upload's
-- insert chunks, a checker run, an approval request): tens, not thousands.
CREATE TABLE review_counts (
  table_name text NOT NULL CHECK (table_name IN ('bo_deposit', 'bo_withdraw', 'mutasi_deposit', 'mutasi_withdraw')),
  website_id integer NOT NULL,
  day date NOT NULL,
  approved boolean NOT NULL,
  delta integer NOT NULL
);
CREATE INDEX review_counts_key_idx ON review_counts (table_name, website_id, day, approved) INCLUDE (delta);

-- One function per table: the date and approval columns are named differently in each.
CREATE FUNCTION review_counts_bo_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO review_counts SELECT 'bo_deposit', website_id, bank_statement_date, bo_approve, count(*) FROM new_rows GROUP BY 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO review_counts SELECT 'bo_deposit', website_id, bank_statement_date, bo_approve, -count(*) FROM old_rows GROUP BY 2, 3, 4;
  ELSE
    INSERT INTO review_counts
    SELECT 'bo_deposit', website_id, day, approved, sum(delta)
      FROM (SELECT website_id, bank_statement_date AS day, bo_approve AS approved, -1 AS delta FROM old_rows
            UNION ALL SELECT website_id, bank_statement_date, bo_approve, 1 FROM new_rows) AS d
     GROUP BY 2, 3, 4 HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION review_counts_bo_withdraw() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO review_counts SELECT 'bo_withdraw', website_id, wd_bank_date, wd_bo_approve, count(*) FROM new_rows GROUP BY 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO review_counts SELECT 'bo_withdraw', website_id, wd_bank_date, wd_bo_approve, -count(*) FROM old_rows GROUP BY 2, 3, 4;
  ELSE
    INSERT INTO review_counts
    SELECT 'bo_withdraw', website_id, day, approved, sum(delta)
      FROM (SELECT website_id, wd_bank_date AS day, wd_bo_approve AS approved, -1 AS delta FROM old_rows
            UNION ALL SELECT website_id, wd_bank_date, wd_bo_approve, 1 FROM new_rows) AS d
     GROUP BY 2, 3, 4 HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END $$;

-- Both mutasi tables name the columns alike; TG_TABLE_NAME tells them apart.
CREATE FUNCTION review_counts_mutasi() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO review_counts SELECT TG_TABLE_NAME, website_id, statement_date, mutasi_app, count(*) FROM new_rows GROUP BY 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO review_counts SELECT TG_TABLE_NAME, website_id, statement_date, mutasi_app, -count(*) FROM old_rows GROUP BY 2, 3, 4;
  ELSE
    INSERT INTO review_counts
    SELECT TG_TABLE_NAME, website_id, day, approved, sum(delta)
      FROM (SELECT website_id, statement_date AS day, mutasi_app AS approved, -1 AS delta FROM old_rows
            UNION ALL SELECT website_id, statement_date, mutasi_app, 1 FROM new_rows) AS d
     GROUP BY 2, 3, 4 HAVING sum(delta) <> 0;
  END IF;
  RETURN NULL;
END $$;

-- Transition tables need one trigger per event.
CREATE TRIGGER review_counts_insert AFTER INSERT ON bo_deposit REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_bo_deposit();
CREATE TRIGGER review_counts_update AFTER UPDATE ON bo_deposit REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_bo_deposit();
CREATE TRIGGER review_counts_delete AFTER DELETE ON bo_deposit REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_bo_deposit();
CREATE TRIGGER review_counts_insert AFTER INSERT ON bo_withdraw REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_bo_withdraw();
CREATE TRIGGER review_counts_update AFTER UPDATE ON bo_withdraw REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_bo_withdraw();
CREATE TRIGGER review_counts_delete AFTER DELETE ON bo_withdraw REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_bo_withdraw();
CREATE TRIGGER review_counts_insert AFTER INSERT ON mutasi_deposit REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_mutasi();
CREATE TRIGGER review_counts_update AFTER UPDATE ON mutasi_deposit REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_mutasi();
CREATE TRIGGER review_counts_delete AFTER DELETE ON mutasi_deposit REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_mutasi();
CREATE TRIGGER review_counts_insert AFTER INSERT ON mutasi_withdraw REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_mutasi();
CREATE TRIGGER review_counts_update AFTER UPDATE ON mutasi_withdraw REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_mutasi();
CREATE TRIGGER review_counts_delete AFTER DELETE ON mutasi_withdraw REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION review_counts_mutasi();

-- Rows stored before this migration.
INSERT INTO review_counts SELECT 'bo_deposit', website_id, bank_statement_date, bo_approve, count(*) FROM bo_deposit GROUP BY 2, 3, 4;
INSERT INTO review_counts SELECT 'bo_withdraw', website_id, wd_bank_date, wd_bo_approve, count(*) FROM bo_withdraw GROUP BY 2, 3, 4;
INSERT INTO review_counts SELECT 'mutasi_deposit', website_id, statement_date, mutasi_app, count(*) FROM mutasi_deposit GROUP BY 2, 3, 4;
INSERT INTO review_counts SELECT 'mutasi_withdraw', website_id, statement_date, mutasi_app, count(*) FROM mutasi_withdraw GROUP BY 2, 3, 4;
