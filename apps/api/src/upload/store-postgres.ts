import type { SignedIn } from '../auth/sessions';
import type { Db, Transaction } from '../db/db';
import { lockMatchScopes, lockUploadScopes, uploadScopeKey } from '../db/scope-locks';
import { NO_MATCHING, type MatchSummary } from '../matching/decision';
import { proveLaterPostings, withLaterProofs } from '../matching/later';
import { SIDES, sideOfTable } from '../matching/sides';
import { trackBy } from '../tracking';
import { copyColumns, decideInput, insertUpload, storedKeys, trackingText, writeDecided, type StoredUpload, type UploadRecord } from './store-steps';
import type { ParsedFile } from './workers';

/** Rows per COPY chunk in one transaction: large enough that round trips do not matter, small enough that building the next chunk overlaps loading this one. */
const COPY_CHUNK_ROWS = 5000;

/** Locks the file's (website, source, date) scopes for the transaction. */
async function lockScope(tx: Transaction, record: UploadRecord, table: string, dates: readonly string[]): Promise<void> {
  await lockUploadScopes(tx, dates.map((date) => uploadScopeKey(record.websiteId, table, record.sourceKey, date)));
}

/** The chosen rows as COPY text, chunk by chunk: the worker lays out chunk k+1 while the database loads chunk k. */
async function* copyChunks(file: ParsedFile, prefix: string, count: number): AsyncGenerator<Uint8Array> {
  const request = (start: number): Promise<Uint8Array> => {
    const text = file.copyText(start, Math.min(count, start + COPY_CHUNK_ROWS), prefix);
    // Awaited in the loop; until then a failure must not count as unhandled.
    text.catch(() => undefined);
    return text;
  };
  let next = request(0);
  for (let start = 0; start < count; start += COPY_CHUNK_ROWS) {
    const current = await next;
    if (start + COPY_CHUNK_ROWS < count) next = request(start + COPY_CHUNK_ROWS);
    yield current;
  }
}

async function copyRows(tx: Transaction, record: UploadRecord, uploadId: number, file: ParsedFile, count: number): Promise<void> {
  const { columns, prefix } = copyColumns(record, file, uploadId);
  await tx.copyRows(file.table.name, columns, copyChunks(file, prefix, count));
}

/**
 * How long the upload's transaction may sit idle while the parse worker picks the new rows and decides
 * the day (CHECKER_DB_STATEMENT_TIMEOUT_MS also bounds idle transactions, 60 s by default): a day's
 * second file of 100,000 rows on a busy 2-core machine was measured idle longer than that, and the
 * upload failed with 503. Like a staged upload's wait for its scopes, it gives up after 10 minutes.
 */
const UPLOAD_IDLE_MAX_MS = 10 * 60_000;

/** Raises the session's idle-in-transaction limit for this transaction only, unless it is off or already higher. */
async function allowWorkerWaits(tx: Transaction): Promise<void> {
  await tx.query(
    `SELECT set_config('idle_in_transaction_session_timeout', $1::text, true)
       FROM pg_settings WHERE name = 'idle_in_transaction_session_timeout' AND setting::bigint BETWEEN 1 AND $1::bigint - 1`,
    [UPLOAD_IDLE_MAX_MS],
  );
}

/**
 * Locks the file's (website, source, date) scopes and the checker's (website, side, date) scopes for
 * the whole transaction: two identical uploads at the same moment serialise, and the second finds the
 * first's rows (count-aware).
 */
export function storeInTransaction(db: Db, record: UploadRecord, file: ParsedFile, account: SignedIn): Promise<StoredUpload> {
  const { dates } = file;
  const side = sideOfTable(file.table.name);
  return db.transaction(async (tx) => {
    await allowWorkerWaits(tx);
    await lockScope(tx, record, file.table.name, dates);
    await lockMatchScopes(tx, record.websiteId, side, dates);
    const keys = await storedKeys(tx, record, file);
    const { fresh, withheld } = await file.chooseNew(keys.stored, keys.deleted);
    const uploadId = await insertUpload(tx, record, file, account, fresh);
    let matching: MatchSummary | null = null;
    if (fresh > 0) {
      const decided = await file.decide(await decideInput((fn) => fn(tx), record, file, uploadId, fresh, side));
      await copyRows(tx, record, uploadId, file, fresh);
      await writeDecided(tx, SIDES[side], decided);
      matching = withLaterProofs(decided.summary, dates, await proveLaterPostings(tx, record.websiteId, side, dates));
    }
    // One entry for the whole upload, its matching included (every mutating action appears once).
    await trackBy(tx, account, trackingText(record, file, fresh, withheld, matching), record.websiteId);
    return { uploadId, rowCount: file.count, inserted: fresh, existing: file.count - fresh - withheld, withheld, dates, matching: matching ?? NO_MATCHING };
  });
}
