-- Platform tables: websites, staff accounts, IP whitelist, sessions, sign-in failures, tracking, settings.
-- Every time is timestamptz (stored UTC). Editor and creator columns keep the raw account id (no
-- foreign key) so history survives when an account is deleted.

CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE websites (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]+$'),
  panel text NOT NULL CHECK (panel IN ('NEXUS', 'LUXE')),
  last_edited_at timestamptz NOT NULL DEFAULT now(),
  last_edited_by integer
);

CREATE TABLE accounts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  password_hash text NOT NULL,
  status boolean NOT NULL DEFAULT true,
  role text NOT NULL CHECK (role IN ('ADMIN', 'CHECKER', 'CS')),
  website_id integer REFERENCES websites (id) ON DELETE RESTRICT,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_edited_at timestamptz NOT NULL DEFAULT now(),
  last_edited_by integer,
  CONSTRAINT accounts_website_by_role CHECK ((role = 'ADMIN') = (website_id IS NULL))
);
-- Names are unique ignoring case so "Budi" and "budi" cannot both exist.
CREATE UNIQUE INDEX accounts_name_key ON accounts (lower(name));
CREATE INDEX accounts_website_idx ON accounts (website_id, id);

CREATE TABLE whitelist (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  ip text NOT NULL UNIQUE,
  status boolean NOT NULL DEFAULT true,
  last_edited_at timestamptz NOT NULL DEFAULT now(),
  last_edited_by integer
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_account_idx ON sessions (account_id);

CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_name text NOT NULL,
  client_ip text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_name_idx ON login_failures (account_name, created_at);
CREATE INDEX login_failures_ip_idx ON login_failures (client_ip, created_at);

-- website_id keeps the raw id (no foreign key): the log outlives a deleted website.
CREATE TABLE tracking (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  website_id integer,
  username text NOT NULL,
  role text,
  activity text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_website_idx ON tracking (website_id, id);
CREATE INDEX tracking_created_idx ON tracking (created_at, id);
