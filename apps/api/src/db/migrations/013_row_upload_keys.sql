-- Uploads (issue 4): every statement and BO row checked three foreign keys as it was loaded (its
-- website, its upload and, for statement rows, its akun bank): one index lookup and row lock each,
-- about a third of the time a 100,000-row COPY took. A row's website and akun bank are always those
-- of its upload, and the upload already references both, so one key now proves all of it: the
-- row's (upload, website) must be an upload of that website. That is stricter than before (a row
-- can no longer name another website than its upload's), and a website or akun bank that still has
-- rows is still refused on delete (23503), through the uploads that hold them.
ALTER TABLE uploads ADD CONSTRAINT uploads_id_website_key UNIQUE (id, website_id);

ALTER TABLE mutasi_deposit
  DROP CONSTRAINT mutasi_deposit_website_id_fkey,
  DROP CONSTRAINT mutasi_deposit_upload_id_fkey,
  DROP CONSTRAINT mutasi_deposit_akun_bank_id_fkey,
  ADD CONSTRAINT mutasi_deposit_upload_fkey FOREIGN KEY (upload_id, website_id) REFERENCES uploads (id, website_id) ON DELETE NO ACTION;
ALTER TABLE mutasi_withdraw
  DROP CONSTRAINT mutasi_withdraw_website_id_fkey,
  DROP CONSTRAINT mutasi_withdraw_upload_id_fkey,
  DROP CONSTRAINT mutasi_withdraw_akun_bank_id_fkey,
  ADD CONSTRAINT mutasi_withdraw_upload_fkey FOREIGN KEY (upload_id, website_id) REFERENCES uploads (id, website_id) ON DELETE NO ACTION;
ALTER TABLE bo_deposit
  DROP CONSTRAINT bo_deposit_website_id_fkey,
  DROP CONSTRAINT bo_deposit_upload_id_fkey,
  ADD CONSTRAINT bo_deposit_upload_fkey FOREIGN KEY (upload_id, website_id) REFERENCES uploads (id, website_id) ON DELETE NO ACTION;
ALTER TABLE bo_withdraw
  DROP CONSTRAINT bo_withdraw_website_id_fkey,
  DROP CONSTRAINT bo_withdraw_upload_id_fkey,
  ADD CONSTRAINT bo_withdraw_upload_fkey FOREIGN KEY (upload_id, website_id) REFERENCES uploads (id, website_id) ON DELETE NO ACTION;
