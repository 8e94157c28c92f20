-- Statements in (issue 4): every accepted upload, the BO rows and the mutasi (statement) rows it
-- brought. Money is numeric(18,2); moments are timestamptz (the files' Asia/Jakarta wall clock
-- converted to UTC); statement and BO dates are the Jakarta calendar date.
-- Foreign keys to websites, akun_bank and uploads refuse to delete a parent that still has rows.
-- NO ACTION rather than RESTRICT: both refuse, but PostgreSQL 18 (PGlite) reports RESTRICT as 23001
-- where NO ACTION reports 23503 on every version, the code the website and account deletes answer 409 for.
-- row_key is a digest of a row's content as uploaded: the count-aware duplicate check compares it.
-- Page indexes end in the id column so a filtered page walks them instead of the primary key.

CREATE TABLE uploads (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  website_id integer NOT NULL REFERENCES websites (id) ON DELETE NO ACTION,
  parser_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('statement', 'bo-deposit', 'bo-withdraw')),
  endpoint text NOT NULL,
  transaction_type text NOT NULL CHECK (transaction_type IN ('deposit', 'withdraw')),
  -- The duplicate-check scope within a website and date: parser, account, manual provider.
  source_key text NOT NULL,
  layout text NOT NULL,
  file_name text NOT NULL,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  byte_size integer NOT NULL CHECK (byte_size > 0),
  -- Rows the file holds to store, and how many of them were new.
  row_count integer NOT NULL CHECK (row_count >= 0),
  inserted_count integer NOT NULL CHECK (inserted_count >= 0 AND inserted_count <= row_count),
  -- The Tanggal Mutasi sent with the file, else the earliest row date; first/last span the rows.
  statement_date date NOT NULL,
  first_date date NOT NULL,
  last_date date NOT NULL,
  akun_bank_id integer REFERENCES akun_bank (id) ON DELETE NO ACTION,
  corporate_bank text,
  corporate_account_name text,
  corporate_account_no text,
  manual_provider text,
  uploaded_by integer NOT NULL,
  uploaded_by_name text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_website_idx ON uploads (website_id, statement_date, id);
CREATE INDEX uploads_uploaded_at_idx ON uploads (uploaded_at, id);

CREATE TABLE mutasi_deposit (
  mutasi_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  website_id integer NOT NULL REFERENCES websites (id) ON DELETE NO ACTION,
  upload_id bigint NOT NULL REFERENCES uploads (id) ON DELETE NO ACTION,
  line integer NOT NULL,
  row_key text NOT NULL,
  statement_date date NOT NULL,
  -- The file's time of day, when it gives one.
  transaction_at timestamptz,
  pending boolean NOT NULL DEFAULT false,
  mutasi_amount numeric(18, 2) NOT NULL CHECK (mutasi_amount > 0),
  balance numeric(18, 2),
  description text NOT NULL,
  sender_name text,
  sender_account text,
  transaction_id text,
  akun_bank_id integer REFERENCES akun_bank (id) ON DELETE NO ACTION,
  corporate_bank text,
  corporate_account_name text,
  corporate_account_no text,
  mutasi_app boolean NOT NULL DEFAULT false,
  mutasi_ketapp text,
  -- The BO ticket this statement row proved, and when.
  mutasi_ticket text,
  mutasi_app_date timestamptz,
  match_rule text
);
CREATE INDEX mutasi_deposit_page_idx ON mutasi_deposit (website_id, statement_date, mutasi_app, mutasi_id);

CREATE TABLE mutasi_withdraw (
  mutasi_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  website_id integer NOT NULL REFERENCES websites (id) ON DELETE NO ACTION,
  upload_id bigint NOT NULL REFERENCES uploads (id) ON DELETE NO ACTION,
  line integer NOT NULL,
  row_key text NOT NULL,
  statement_date date NOT NULL,
  transaction_at timestamptz,
  pending boolean NOT NULL DEFAULT false,
  mutasi_amount numeric(18, 2) NOT NULL CHECK (mutasi_amount > 0),
  balance numeric(18, 2),
  description text NOT NULL,
  sender_name text,
  sender_account text,
  transaction_id text,
  akun_bank_id integer REFERENCES akun_bank (id) ON DELETE NO ACTION,
  corporate_bank text,
  corporate_account_name text,
  corporate_account_no text,
  mutasi_app boolean NOT NULL DEFAULT false,
  mutasi_ketapp text,
  mutasi_ticket text,
  mutasi_app_date timestamptz,
  match_rule text
);
CREATE INDEX mutasi_withdraw_page_idx ON mutasi_withdraw (website_id, statement_date, mutasi_app, mutasi_id);

CREATE TABLE bo_deposit (
  bo_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  website_id integer NOT NULL REFERENCES websites (id) ON DELETE NO ACTION,
  upload_id bigint NOT NULL REFERENCES uploads (id) ON DELETE NO ACTION,
  line integer NOT NULL,
  row_key text NOT NULL,
  -- The date the BO row is checked under: the Jakarta date of its request.
  bank_statement_date date NOT NULL,
  ticket_no text NOT NULL,
  req_date timestamptz NOT NULL,
  app_date timestamptz,
  user_name text NOT NULL,
  full_name text,
  payment_type text,
  depo_amount numeric(18, 2) NOT NULL CHECK (depo_amount >= 0),
  admin_fee numeric(18, 2) NOT NULL DEFAULT 0,
  agent_fee numeric(18, 2) NOT NULL DEFAULT 0,
  player_fee numeric(18, 2) NOT NULL DEFAULT 0,
  nett_amount numeric(18, 2),
  player_bank text,
  corporate_bank text,
  bo_desc text,
  bo_ref text,
  bo_status text,
  bo_reason text,
  bo_handler text,
  player_ref text,
  player_own_ref text,
  bo_approve boolean NOT NULL DEFAULT false,
  ket_app text,
  approved_by integer,
  approved_at timestamptz,
  last_edited_by integer,
  last_edited_at timestamptz,
  -- The checker's decision (DESIGN §6): which rule proved the row and which statement row, or why not.
  match_rule text,
  match_reason text,
  matched_mutasi_id bigint REFERENCES mutasi_deposit (mutasi_id) ON DELETE SET NULL
);
CREATE INDEX bo_deposit_page_idx ON bo_deposit (website_id, bank_statement_date, bo_approve, bo_id);
-- Partial: only matched rows are indexed, so the ON DELETE SET NULL lookup costs uploads nothing.
CREATE INDEX bo_deposit_matched_idx ON bo_deposit (matched_mutasi_id) WHERE matched_mutasi_id IS NOT NULL;

CREATE TABLE bo_withdraw (
  wd_bo_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  website_id integer NOT NULL REFERENCES websites (id) ON DELETE NO ACTION,
  upload_id bigint NOT NULL REFERENCES uploads (id) ON DELETE NO ACTION,
  line integer NOT NULL,
  row_key text NOT NULL,
  -- The date the withdrawal is checked under: the Jakarta date of its approval.
  wd_bank_date date NOT NULL,
  wd_ticket_no text NOT NULL,
  wd_app_date timestamptz NOT NULL,
  wd_brand text,
  wd_fullname text,
  wd_player_bank text,
  wd_amount numeric(18, 2) NOT NULL CHECK (wd_amount >= 0),
  wd_nett_amount numeric(18, 2),
  wd_corp_bank text,
  wd_username text NOT NULL,
  wd_remarks text,
  wd_status text,
  wd_handler text,
  wd_ref_code text,
  wd_own_ref_code text,
  wd_last_balance numeric(18, 2),
  wd_bo_approve boolean NOT NULL DEFAULT false,
  wd_ket_app text,
  approved_by integer,
  approved_at timestamptz,
  last_edited_by integer,
  last_edited_at timestamptz,
  match_rule text,
  match_reason text,
  matched_mutasi_id bigint REFERENCES mutasi_withdraw (mutasi_id) ON DELETE SET NULL
);
CREATE INDEX bo_withdraw_page_idx ON bo_withdraw (website_id, wd_bank_date, wd_bo_approve, wd_bo_id);
CREATE INDEX bo_withdraw_matched_idx ON bo_withdraw (matched_mutasi_id) WHERE matched_mutasi_id IS NOT NULL;
