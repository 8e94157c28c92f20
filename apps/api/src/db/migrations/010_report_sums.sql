-- Data Player and the Game Site report (src/routes/reports.ts) add up the approved BO rows of a range:
-- hundreds of thousands of index entries for a month of a busy website. The count deltas of migration
-- 006 now carry the BO rows' amount too (depo_amount, wd_amount), written by the same statement-level
-- triggers, so a report sums a few delta rows per day: inserts add, deletes subtract, updates subtract
-- the old rows and add the new (an approval moves a row from pending to approved; an edit of the
-- amount or the date moves its amount). Mutasi deltas carry no amount (null).
ALTER TABLE review_counts ADD COLUMN amount numeric;

CREATE OR REPLACE FUNCTION review_counts_bo_deposit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO review_counts (table_name, website_id, day, approved, delta, amount)
    SELECT 'bo_deposit', website_id, bank_statement_date, bo_approve, count(*), sum(depo_amount) FROM new_rows GROUP BY 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO review_counts (table_name, website_id, day, approved, delta, amount)
    SELECT 'bo_deposit', website_id, bank_statement_date, bo_approve, -count(*), -sum(depo_amount) FROM old_rows GROUP BY 2, 3, 4;
  ELSE
    INSERT INTO review_counts (table_name, website_id, day, approved, delta, amount)
    SELECT 'bo_deposit', website_id, day, approved, sum(delta), sum(amount)
      FROM (SELECT website_id, bank_statement_date AS day, bo_approve AS approved, -1 AS delta, -depo_amount AS amount FROM old_rows
            UNION ALL SELECT website_id, bank_statement_date, bo_approve, 1, depo_amount FROM new_rows) AS d
     GROUP BY 2, 3, 4 HAVING sum(delta) <> 0 OR sum(amount) <> 0;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION review_counts_bo_withdraw() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO review_counts (table_name, website_id, day, approved, delta, amount)
    SELECT 'bo_withdraw', website_id, wd_bank_date, wd_bo_approve, count(*), sum(wd_amount) FROM new_rows GROUP BY 2, 3, 4;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO review_counts (table_name, website_id, day, approved, delta, amount)
    SELECT 'bo_withdraw', website_id, wd_bank_date, wd_bo_approve, -count(*), -sum(wd_amount) FROM old_rows GROUP BY 2, 3, 4;
  ELSE
    INSERT INTO review_counts (table_name, website_id, day, approved, delta, amount)
    SELECT 'bo_withdraw', website_id, day, approved, sum(delta), sum(amount)
      FROM (SELECT website_id, wd_bank_date AS day, wd_bo_approve AS approved, -1 AS delta, -wd_amount AS amount FROM old_rows
            UNION ALL SELECT website_id, wd_bank_date, wd_bo_approve, 1, wd_amount FROM new_rows) AS d
     GROUP BY 2, 3, 4 HAVING sum(delta) <> 0 OR sum(amount) <> 0;
  END IF;
  RETURN NULL;
END $$;

-- The BO deltas stored so far have no amount: they are replaced by one delta per key, summed from the
-- rows. Rows of an upload still staged (a stopped server's, removed when it starts) keep its tag, so
-- the views leave them out as before; the tagging trigger would overwrite it, so it is off meanwhile.
DELETE FROM review_counts WHERE table_name IN ('bo_deposit', 'bo_withdraw');
ALTER TABLE review_counts DISABLE TRIGGER review_counts_tag_staged;
INSERT INTO review_counts (table_name, website_id, day, approved, delta, staged_upload, amount)
SELECT 'bo_deposit', b.website_id, b.bank_statement_date, b.bo_approve, count(*), s.upload_id, sum(b.depo_amount)
  FROM bo_deposit b LEFT JOIN upload_staging s ON s.upload_id = b.upload_id
 GROUP BY 2, 3, 4, 6;
INSERT INTO review_counts (table_name, website_id, day, approved, delta, staged_upload, amount)
SELECT 'bo_withdraw', b.website_id, b.wd_bank_date, b.wd_bo_approve, count(*), s.upload_id, sum(b.wd_amount)
  FROM bo_withdraw b LEFT JOIN upload_staging s ON s.upload_id = b.upload_id
 GROUP BY 2, 3, 4, 6;
ALTER TABLE review_counts ENABLE TRIGGER review_counts_tag_staged;
