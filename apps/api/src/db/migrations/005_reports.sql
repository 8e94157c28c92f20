-- Reports (issue 6): Data Player and the Game Site report read only approved BO rows of one website
-- and date range. Partial indexes hold exactly those rows, ordered by date then id, with the amount
-- included: the per-day sums are index-only scans, the row count too, and a Data Player page walks
-- the index in its own order. Rows are inserted pending, so uploads do not write these indexes; the
-- approval (by the checker or a person) does.
CREATE INDEX bo_deposit_report_idx ON bo_deposit (website_id, bank_statement_date, bo_id) INCLUDE (depo_amount) WHERE bo_approve;
CREATE INDEX bo_withdraw_report_idx ON bo_withdraw (website_id, wd_bank_date, wd_bo_id) INCLUDE (wd_amount) WHERE wd_bo_approve;
-- The dashboard names the newest upload of every source (parser, account, provider) of a website.
CREATE INDEX uploads_source_idx ON uploads (website_id, source_key, uploaded_at DESC, id DESC);
