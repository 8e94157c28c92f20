-- Corporate bank and e-wallet accounts per website (Data Bank page, upload account lists).
CREATE TABLE akun_bank (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  website_id integer NOT NULL REFERENCES websites (id) ON DELETE RESTRICT,
  jenis_transaksi text NOT NULL CHECK (jenis_transaksi IN ('DEPO', 'WD')),
  bank text NOT NULL CHECK (bank IN ('BCA', 'BRI', 'MANDIRI', 'BNI', 'CIMB', 'OVO', 'DANA', 'LINKAJA', 'GOPAY')),
  name text NOT NULL CHECK (btrim(name) <> ''),
  number text NOT NULL CHECK (number ~ '^[0-9]+$'),
  status boolean NOT NULL DEFAULT true,
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_edited_at timestamptz NOT NULL DEFAULT now(),
  last_edited_by integer
);
CREATE UNIQUE INDEX akun_bank_unique_idx ON akun_bank (website_id, jenis_transaksi, bank, number);
CREATE INDEX akun_bank_website_idx ON akun_bank (website_id, id);
