-- The checker (issue 5): a statement row records which BO row it proves or why none claims it, and
-- every view has an index ending in the id column for the "Select All" status (DESIGN §4).
ALTER TABLE mutasi_deposit
  ADD COLUMN match_reason text,
  ADD COLUMN matched_bo_id bigint REFERENCES bo_deposit (bo_id) ON DELETE SET NULL;
ALTER TABLE mutasi_withdraw
  ADD COLUMN match_reason text,
  ADD COLUMN matched_bo_id bigint REFERENCES bo_withdraw (wd_bo_id) ON DELETE SET NULL;
-- Partial: only matched rows are indexed, so the ON DELETE SET NULL lookup costs nothing for the rest.
CREATE INDEX mutasi_deposit_matched_idx ON mutasi_deposit (matched_bo_id) WHERE matched_bo_id IS NOT NULL;
CREATE INDEX mutasi_withdraw_matched_idx ON mutasi_withdraw (matched_bo_id) WHERE matched_bo_id IS NOT NULL;

CREATE INDEX bo_deposit_day_idx ON bo_deposit (website_id, bank_statement_date, bo_id);
CREATE INDEX bo_withdraw_day_idx ON bo_withdraw (website_id, wd_bank_date, wd_bo_id);
CREATE INDEX mutasi_deposit_day_idx ON mutasi_deposit (website_id, statement_date, mutasi_id);
CREATE INDEX mutasi_withdraw_day_idx ON mutasi_withdraw (website_id, statement_date, mutasi_id);
