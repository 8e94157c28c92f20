-- The dashboard splits each day's approved BO rows by who proved them (issue 16): the checker, a
-- person with a statement row, or a person without one (014's unbacked index). A person's approvals
-- with a statement row are few beside the checker's, so a partial index finds them without reading the
-- day's other approved rows; the checker's count is the rest.
CREATE INDEX bo_deposit_person_idx ON bo_deposit (website_id, bank_statement_date) WHERE matched_mutasi_id IS NOT NULL AND approved_by IS NOT NULL;
CREATE INDEX bo_withdraw_person_idx ON bo_withdraw (website_id, wd_bank_date) WHERE matched_mutasi_id IS NOT NULL AND approved_by IS NOT NULL;
