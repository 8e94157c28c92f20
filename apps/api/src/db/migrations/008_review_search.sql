-- The searches of the review pages (src/review/queries.ts) within one website and date.
-- ID Tracking matches a ticket or transaction id as written or by its digits alone. Indexes on the
-- digits within the website and date let it look the row up instead of running regexp_replace over
-- every row of the day; a search as written also compares the digits first (upper(x) = X implies
-- equal digits), so one index serves both. The mutasi ids are often empty: those indexes hold only
-- the rows that have one.
CREATE INDEX bo_deposit_ticket_digits_idx ON bo_deposit (website_id, bank_statement_date, regexp_replace(ticket_no, '\D', '', 'g'));
CREATE INDEX bo_withdraw_ticket_digits_idx ON bo_withdraw (website_id, wd_bank_date, regexp_replace(wd_ticket_no, '\D', '', 'g'));
CREATE INDEX mutasi_deposit_transaction_digits_idx ON mutasi_deposit (website_id, statement_date, regexp_replace(transaction_id, '\D', '', 'g')) WHERE transaction_id IS NOT NULL;
CREATE INDEX mutasi_deposit_ticket_digits_idx ON mutasi_deposit (website_id, statement_date, regexp_replace(mutasi_ticket, '\D', '', 'g')) WHERE mutasi_ticket IS NOT NULL;
CREATE INDEX mutasi_withdraw_transaction_digits_idx ON mutasi_withdraw (website_id, statement_date, regexp_replace(transaction_id, '\D', '', 'g')) WHERE transaction_id IS NOT NULL;
CREATE INDEX mutasi_withdraw_ticket_digits_idx ON mutasi_withdraw (website_id, statement_date, regexp_replace(mutasi_ticket, '\D', '', 'g')) WHERE mutasi_ticket IS NOT NULL;
-- The Nominal search compares the amount: an index per table finds the few rows of that amount
-- instead of reading the day's rows.
CREATE INDEX bo_deposit_amount_idx ON bo_deposit (website_id, bank_statement_date, depo_amount);
CREATE INDEX bo_withdraw_amount_idx ON bo_withdraw (website_id, wd_bank_date, wd_amount);
CREATE INDEX mutasi_deposit_amount_idx ON mutasi_deposit (website_id, statement_date, mutasi_amount);
CREATE INDEX mutasi_withdraw_amount_idx ON mutasi_withdraw (website_id, statement_date, mutasi_amount);
