import { said } from '@checker/domain';
import type { SignedIn } from '../auth/sessions';
import type { Db, Queryable, ReservedIds } from '../db/db';
import { matchScopeKey, uploadScopeKey } from '../db/scope-locks';
import { discardStagedUpload, onTables, onTablesSettings, settleReadPath, type LoadedRows, type Staging } from '../db/staging';
import { NO_MATCHING, addSummaries } from '../matching/decision';
import { proveLaterPostings, withLaterProofs } from '../matching/later';
import { SIDES, sideOfTable, type SideTables } from '../matching/sides';
import { postingNeighbourhood, readPostingWindow } from '../matching/window';
import { trackBy } from '../tracking';
import { UploadError } from './errors';
import type { DecideInput } from './decide';
import { copyColumns, decideInput, insertUpload, storedKeys, trackingText, writeDecided, type StoredUpload, type Step, type UploadRecord } from './store-steps';
import type { DecidedPart, ParsedFile } from './workers';

/**
 * A staged upload (PGlite) holds the one connection for about this long per step, so a page
 * requested meanwhile waits no longer: each load's size follows the time the last one took. Each
 * step also costs a few ms of its own (its transaction, the count triggers, the messages), so while
 * no other request has run for STAGED_IDLE_AFTER_MS the steps are twice as long: an idle server
 * stores a large file faster, and a request that then arrives still waits at most one such step.
 */
const STAGED_STEP_MS = 25;
const STAGED_IDLE_STEP_MS = 50;
/** While the worker decides the next part, the three threads share two cores: shorter steps keep a page's wait as short. */
const STAGED_DECIDING_STEP_MS = 10;
const STAGED_IDLE_AFTER_MS = 1000;
const STAGED_CHUNK_ROWS = { first: 500, min: 200, max: 20_000 };
/** How often a staged upload looks again whether the scopes another upload holds are free, and for how long. */
const CLAIM_RETRY_MS = 25;
const CLAIM_WAIT_MS = 10 * 60_000;
/** A staged upload whose decision went stale (a row it paired changed meanwhile) starts over this many times. */
const STAGED_ATTEMPTS = 3;

/** The decision a staged upload made no longer holds: a stored row it paired a new row with changed meanwhile. */
class StaleDecision extends Error {}

/**
 * PGlite: the upload claims its scopes (rows in upload_claims, so other uploads of them wait and the
 * Delete page refuses them until it ends; a claim survives between transactions where an advisory
 * lock would not), lists itself in upload_staging, and from then on every other request reads
 * through views that leave its rows out (src/db/staging.ts). Each step below is a short transaction:
 * the duplicate check, the reads the checker needs, then the new rows a chunk at a time, each chunk
 * sized to hold the connection about STAGED_STEP_MS (STAGED_IDLE_STEP_MS on an idle server). The
 * last transaction applies the checker's changes to stored rows, records the count and the tracking row and unlists the upload: its rows
 * appear at once. A failure removes what was loaded; a crash leaves it listed, and the next start
 * removes it (recoverStaging).
 */
export async function storeStaged(db: Db, staging: Staging, record: UploadRecord, file: ParsedFile, account: SignedIn): Promise<StoredUpload> {
  const side = sideOfTable(file.table.name);
  const keys = [
    ...file.dates.map((date) => uploadScopeKey(record.websiteId, file.table.name, record.sourceKey, date)),
    // The checker's scopes of the posting window around the file's days too: the upload's next-day pass decides rows there.
    ...postingNeighbourhood(await readPostingWindow(db), file.dates).map((date) => matchScopeKey(record.websiteId, side, date)),
  ];
  for (let attempt = 1; ; attempt += 1) {
    const uploadId = await claimScopes(db, staging, record, file, account, keys);
    let loaded: LoadedRows | null = null;
    try {
      const step: Step = (fn) =>
        db.transaction(
          async (tx) => {
            await onTables(tx, staging, uploadId);
            return fn(tx);
          },
          { background: true },
        );
      const keys = await step((tx) => storedKeys(tx, record, file));
      const { fresh, withheld } = await file.chooseNew(keys.stored, keys.deleted);
      let decided: DecidedPart[] | null = null;
      if (fresh > 0) {
        const input = await decideInput(step, record, file, uploadId, fresh, side);
        loaded = loadedRows(file, input.ids, fresh);
        decided = await stageInParts(db, staging, record, uploadId, file, input);
      }
      const finished = decided;
      const { path, matching } = await db.transaction(
        async (tx) => {
          await tx.query("SELECT set_config('search_path', $1, true)", [staging.tablesPath]);
          let matching = NO_MATCHING;
          if (finished) {
            for (const part of finished) if (!(await pairsStillOpen(tx, SIDES[side], part))) throw new StaleDecision();
            for (const part of finished) await writeDecided(tx, SIDES[side], part);
            const summary = finished.map((part) => part.summary).reduce(addSummaries, NO_MATCHING);
            matching = withLaterProofs(summary, file.dates, await proveLaterPostings(tx, record.websiteId, side, file.dates));
          }
          await tx.query('UPDATE uploads SET inserted_count = $2 WHERE id = $1', [uploadId, fresh]);
          await tx.query('DELETE FROM upload_staging WHERE upload_id = $1', [uploadId]);
          await trackBy(tx, account, trackingText(record, file, fresh, withheld, finished ? matching : null), record.websiteId);
          return { path: await settleReadPath(tx, staging), matching };
        },
        { background: true },
      );
      staging.readPath = path;
      return { uploadId, rowCount: file.count, inserted: fresh, existing: file.count - fresh - withheld, withheld, dates: file.dates, matching };
    } catch (error) {
      await discardStagedUpload(db, staging, uploadId, loaded).catch((cleanup: unknown) =>
        console.error(`Removing the unfinished upload ${uploadId} failed (the next start removes it):`, cleanup instanceof Error ? cleanup.message : cleanup),
      );
      if (!(error instanceof StaleDecision) || attempt >= STAGED_ATTEMPTS) {
        throw error instanceof StaleDecision ? new UploadError('conflict', said('server.upload.keptChanging')) : error;
      }
    }
  }
}

/**
 * Claims the scopes, records the upload (its count of new rows comes at the end) and lists it as
 * staged, in one transaction; while another upload holds one of the scopes, waits outside any
 * transaction and tries again. Answers the upload's id.
 */
async function claimScopes(db: Db, staging: Staging, record: UploadRecord, file: ParsedFile, account: SignedIn, keys: readonly string[]): Promise<number> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const claimed = await db.transaction(
      async (tx) => {
        await tx.query("SELECT set_config('search_path', $1, true)", [staging.tablesPath]);
        const held = await tx.query('SELECT 1 FROM upload_claims WHERE scope_key = ANY($1::text[]) LIMIT 1', [keys]);
        if (held.rows.length > 0) return null;
        const uploadId = await insertUpload(tx, record, file, account, 0);
        await tx.query('INSERT INTO upload_staging (upload_id) VALUES ($1)', [uploadId]);
        await tx.query('INSERT INTO upload_claims (scope_key, upload_id) SELECT k, $2 FROM unnest($1::text[]) AS k', [keys, uploadId]);
        return { uploadId, path: await settleReadPath(tx, staging) };
      },
      { background: true },
    );
    if (claimed) {
      staging.readPath = claimed.path;
      return claimed.uploadId;
    }
    if (Date.now() > deadline) throw new UploadError('conflict', said('server.upload.claimTimeout'));
    await new Promise((resolve) => setTimeout(resolve, CLAIM_RETRY_MS));
  }
}

function loadedRows(file: ParsedFile, ids: ReservedIds, count: number): LoadedRows {
  const list = 'list' in ids ? ids.list.split(',').map(Number) : null;
  const first = list ? (list[0] as number) : (ids as { first: number }).first;
  const last = list ? (list[list.length - 1] as number) : first + count - 1;
  return { table: file.table.name, idColumn: file.table.idColumn, first, last };
}

/**
 * The checker's decision part by part (decide.ts uploadParts) and each part's new rows staged while the
 * worker decides the next, a chunk per transaction: each chunk's size is set from the time per row the
 * last load took, so each holds the connection about STAGED_STEP_MS (STAGED_IDLE_STEP_MS while no
 * other request runs). Answers the parts: their changes to stored rows wait for the last transaction.
 */
async function stageInParts(db: Db, staging: Staging, record: UploadRecord, uploadId: number, file: ParsedFile, input: DecideInput): Promise<DecidedPart[]> {
  const { columns, prefix } = copyColumns(record, file, uploadId);
  const settings = onTablesSettings(staging, uploadId);
  const parts: DecidedPart[] = [];
  let size = STAGED_CHUNK_ROWS.first;
  for await (const part of file.decideInParts(input, prefix)) {
    parts.push(part);
    for (let start = 0, offset = 0; start < part.rows; ) {
      const rows = Math.min(size, part.rows - start);
      const end = lineEnd(part.data, offset, rows);
      // A copy of its own: it moves to the database thread without cloning the whole part.
      const took = await db.copyInOwnTransaction(settings, file.table.name, columns, part.data.slice(offset, end));
      start += rows;
      offset = end;
      const step = db.foregroundIdleMs() >= STAGED_IDLE_AFTER_MS ? STAGED_IDLE_STEP_MS : part.last ? STAGED_STEP_MS : STAGED_DECIDING_STEP_MS;
      size = Math.round(Math.min(STAGED_CHUNK_ROWS.max, Math.max(STAGED_CHUNK_ROWS.min, (step / Math.max(took, 1)) * rows)));
    }
  }
  return parts;
}

const NEWLINE = 0x0a;

/** The offset just after the `lines`-th line starting at `offset` (COPY text escapes the newlines inside values). */
function lineEnd(data: Uint8Array, offset: number, lines: number): number {
  let end = offset;
  for (let line = 0; line < lines; line += 1) {
    const next = data.indexOf(NEWLINE, end);
    if (next < 0) return data.length;
    end = next + 1;
  }
  return end;
}

/** The stored rows the decision paired new rows with are still unapproved and unclaimed (nothing changed them meanwhile). */
async function pairsStillOpen(tx: Queryable, tables: SideTables, decided: DecidedPart): Promise<boolean> {
  const boPaired = decided.bo.paired;
  const mutasiPaired = decided.mutasi.paired;
  if (boPaired.count === 0 && mutasiPaired.count === 0) return true;
  const { bo } = tables;
  const open = await tx.query<{ bo: number; mutasi: number }>(
    `SELECT (SELECT count(*) FROM ${bo.table} WHERE ${bo.id} = ANY($1::bigint[]) AND NOT ${bo.approve})::int AS bo,
            (SELECT count(*) FROM ${tables.mutasi} WHERE mutasi_id = ANY($2::bigint[]) AND NOT mutasi_app)::int AS mutasi`,
    [boPaired.ids, mutasiPaired.ids],
  );
  const row = open.rows[0];
  return row?.bo === boPaired.count && row.mutasi === mutasiPaired.count;
}
