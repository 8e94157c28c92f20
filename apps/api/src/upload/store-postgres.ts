import type { SignedIn } from '../auth/sessions';
import type { Db, Transaction } from '../db/db';
import { lockMatchScopes, lockUploadScopes, uploadScopeKey } from '../db/scope-locks';
import { NO_MATCHING, addSummaries, type MatchSummary } from '../matching/decision';
import { proveLaterPostings, withLaterProofs } from '../matching/later';
import { SIDES, sideOfTable, type Side } from '../matching/sides';
import { trackBy } from '../tracking';
import { copyColumns, decideInput, insertUpload, storedKeys, trackingText, writeDecided, type StoredUpload, type UploadRecord } from './store-steps';
import type { DecideInput } from './decide';
import type { DecidedPart, ParsedFile } from './workers';

/** Locks the file's (website, source, date) scopes for the transaction. */
async function lockScope(tx: Transaction, record: UploadRecord, table: string, dates: readonly string[]): Promise<void> {
  await lockUploadScopes(tx, dates.map((date) => uploadScopeKey(record.websiteId, table, record.sourceKey, date)));
}

/**
 * The new rows and the checker's changes to stored rows, part by part (decide.ts uploadParts): the
 * database loads and updates one part while the worker decides the next, so a day's second file waits
 * for the decision and the writing side by side instead of one after the other. Parts that change no
 * stored row (a day's first file) stream into one COPY, the worker laying out a part while the
 * database loads the one before.
 */
async function writeInParts(tx: Transaction, record: UploadRecord, uploadId: number, file: ParsedFile, input: DecideInput, side: Side): Promise<MatchSummary> {
  const { columns, prefix } = copyColumns(record, file, uploadId);
  let summary = NO_MATCHING;
  const parts = file.decideInParts(input, prefix);
  let next = await parts.next();
  while (!next.done) {
    let updates: DecidedPart | null = null;
    // One COPY up to and including the next part that changes stored rows, whose changes follow it.
    async function* loads(): AsyncGenerator<Uint8Array> {
      while (!next.done && !updates) {
        const part = next.value;
        summary = addSummaries(summary, part.summary);
        if (part.bo.count > 0 || part.mutasi.count > 0) updates = part;
        if (part.rows > 0) yield part.data;
        next = await parts.next();
      }
    }
    await tx.copyRows(file.table.name, columns, loads());
    if (updates) await writeDecided(tx, SIDES[side], updates);
  }
  return summary;
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
      const input = await decideInput((fn) => fn(tx), record, file, uploadId, fresh, side);
      const summary = await writeInParts(tx, record, uploadId, file, input, side);
      matching = withLaterProofs(summary, dates, await proveLaterPostings(tx, record.websiteId, side, dates));
    }
    // One entry for the whole upload, its matching included (every mutating action appears once).
    await trackBy(tx, account, trackingText(record, file, fresh, withheld, matching), record.websiteId);
    return { uploadId, rowCount: file.count, inserted: fresh, existing: file.count - fresh - withheld, withheld, dates, matching: matching ?? NO_MATCHING };
  });
}
