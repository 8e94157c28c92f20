-- Next-day postings (issue 16): a bank may post a late-evening transfer on the next day's statement,
-- and over a weekend or a public holiday on the next working day. The window is data an ADMIN keeps.

-- How many working days after a BO row's date its credit may still be posted, per statement source
-- (the akun bank's bank, or a gateway's name). A source without a row uses 1: the next working day.
CREATE TABLE posting_windows (
  source text PRIMARY KEY CHECK (btrim(source) <> ''),
  working_days smallint NOT NULL CHECK (working_days BETWEEN 0 AND 5),
  edited_by integer,
  edited_at timestamptz NOT NULL DEFAULT now()
);

-- Days banks do not post on besides Saturday and Sunday: Indonesian public holidays and collective leave.
CREATE TABLE posting_holidays (
  holiday date PRIMARY KEY,
  name text NOT NULL CHECK (btrim(name) <> ''),
  created_by integer,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The national public holidays of 2025 and 2026 as decreed (SKB 3 Menteri); an ADMIN adds collective
-- leave and later years, and corrects a date the government moves.
INSERT INTO posting_holidays (holiday, name) VALUES
  ('2025-01-01', 'Tahun Baru Masehi'),
  ('2025-01-27', 'Isra Mikraj'),
  ('2025-01-29', 'Tahun Baru Imlek'),
  ('2025-03-29', 'Hari Suci Nyepi'),
  ('2025-03-31', 'Idul Fitri'),
  ('2025-04-01', 'Idul Fitri'),
  ('2025-04-18', 'Wafat Yesus Kristus'),
  ('2025-05-01', 'Hari Buruh'),
  ('2025-05-12', 'Hari Raya Waisak'),
  ('2025-05-29', 'Kenaikan Yesus Kristus'),
  ('2025-06-01', 'Hari Lahir Pancasila'),
  ('2025-06-06', 'Idul Adha'),
  ('2025-06-27', 'Tahun Baru Islam'),
  ('2025-08-17', 'Hari Kemerdekaan'),
  ('2025-09-05', 'Maulid Nabi Muhammad'),
  ('2025-12-25', 'Hari Raya Natal'),
  ('2026-01-01', 'Tahun Baru Masehi'),
  ('2026-01-16', 'Isra Mikraj'),
  ('2026-02-17', 'Tahun Baru Imlek'),
  ('2026-03-19', 'Hari Suci Nyepi'),
  ('2026-03-20', 'Idul Fitri'),
  ('2026-03-21', 'Idul Fitri'),
  ('2026-04-03', 'Wafat Yesus Kristus'),
  ('2026-05-01', 'Hari Buruh'),
  ('2026-05-14', 'Kenaikan Yesus Kristus'),
  ('2026-05-27', 'Idul Adha'),
  ('2026-05-31', 'Hari Raya Waisak'),
  ('2026-06-01', 'Hari Lahir Pancasila'),
  ('2026-06-16', 'Tahun Baru Islam'),
  ('2026-08-17', 'Hari Kemerdekaan'),
  ('2026-08-25', 'Maulid Nabi Muhammad'),
  ('2026-12-25', 'Hari Raya Natal');
