import type { SignedIn } from '../auth/sessions';
import type { Db } from '../db/db';
import { storeInTransaction } from './store-postgres';
import { storeStaged } from './store-staged';
import type { StoredUpload, UploadRecord } from './store-steps';
import type { ParsedFile } from './workers';

/**
 * Fresh planner statistics after a bulk load (PGlite has no autovacuum). On PGlite ANALYZE holds the
 * one connection every request needs: there it samples 3,000 rows (statistics target 10, not 100),
 * a tenth of the time, which still gives the page queries their row counts and common values.
 */
export async function analyzeAfterLoad(db: Db, table: string): Promise<void> {
  const { staging } = db;
  if (!staging) {
    await db.query(`ANALYZE ${table}`);
    return;
  }
  await db.transaction(
    async (tx) => {
      await tx.query("SELECT set_config('search_path', $1, true), set_config('default_statistics_target', '10', true)", [staging.tablesPath]);
      await tx.query(`ANALYZE ${table}`);
    },
    { background: true },
  );
}

/**
 * Stores one parsed file as ONE transaction: either the file's new rows are all visible, with the
 * upload and its tracking row, or nothing is. On PostgreSQL that is one database transaction
 * (storeInTransaction); on PGlite, where one long transaction would make every other request wait,
 * short ones that become visible together (storeStaged). The checker runs over every (website, date)
 * the file touched before the new rows are written (in the worker, DESIGN §6): they are loaded with
 * their outcome, and only the stored rows the run changed are updated. One tracking row tells both.
 */
export function storeUpload(db: Db, record: UploadRecord, file: ParsedFile, account: SignedIn): Promise<StoredUpload> {
  return db.staging ? storeStaged(db, db.staging, record, file, account) : storeInTransaction(db, record, file, account);
}
