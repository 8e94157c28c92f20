import { formatIsoAsMonDate } from '@checker/domain';
import type { TransactionType } from '@checker/recon';
import type { SignedIn } from '../auth/sessions';
import type { Db, Queryable, ReservedIds, Transaction } from '../db/db';
import { lockMatchScopes, lockUploadScopes, matchScopeKey, uploadScopeKey } from '../db/scope-locks';
import { discardStagedUpload, onTables, onTablesSettings, settleReadPath, type LoadedRows, type Staging } from '../db/staging';
import { proveLaterPostings, withLaterProofs } from '../matching/later';
import { NO_MATCHING, type MatchSummary } from '../matching/decision';
import { readScope, sourceLabels, writeBo, writeMutasi } from '../matching/run';
import { postingNeighbourhood, readPostingWindow } from '../matching/window';
import { SIDES, sideOfTable, type Side, type SideTables } from '../matching/sides';
import { trackBy } from '../tracking';
import { decidedColumns, type DecideInput } from './decide';
import { IngestError } from './errors';
import { copyValue, type SqlValue } from './rows';
import type { Decided, ParsedFile } from './workers';

/** Rows per COPY chunk in one transaction: large enough that round trips do not matter, small enough that building the next chunk overlaps loading this one. */
export const COPY_CHUNK_ROWS = 5000;

/**
 * A staged upload (PGlite) holds the one connection for about this long per step, so a page
 * requested meanwhile waits no longer: each load's size follows the time the last one took. Each
 * step also costs a few ms of its own (its transaction, the count triggers, the messages), so while
 * no other request has run for STAGED_IDLE_AFTER_MS the steps are twice as long: an idle server
 * stores a large file faster, and a request that then arrives still waits at most one such step.
 */
const STAGED_STEP_MS = 25;
const STAGED_IDLE_STEP_MS = 50;
const STAGED_IDLE_AFTER_MS = 1000;
const STAGED_CHUNK_ROWS = { first: 500, min: 200, max: 20_000 };
/** How often a staged upload looks again whether the scopes another upload holds are free, and for how long. */
const CLAIM_RETRY_MS = 25;
const CLAIM_WAIT_MS = 10 * 60_000;
/** A staged upload whose decision went stale (a row it paired changed meanwhile) starts over this many times. */
const STAGED_ATTEMPTS = 3;

/** The corporate account an upload's statement rows belong to (null for BO files and gateway exports). */
export interface UploadAccount {
  akunBankId: number | null;
  bank: string;
  name: string;
  number: string;
}

/** Everything recorded about one accepted file. */
export interface UploadRecord {
  websiteId: number;
  parserId: string;
  kind: 'statement' | 'bo-deposit' | 'bo-withdraw';
  endpoint: string;
  transactionType: TransactionType;
  /** Scope of the duplicate check within a website and date: parser, account, manual provider. */
  sourceKey: string;
  layout: string;
  fileName: string;
  byteSize: number;
  /** ISO Tanggal Mutasi sent with the file, or null to use the earliest row date. */
  statementDate: string | null;
  account: UploadAccount | null;
  manualProvider: string | null;
  /** Names the file kind in the tracking log, e.g. `BCA`. */
  label: string;
}

export interface IngestResult {
  uploadId: number;
  /** Rows the file holds to store. */
  rowCount: number;
  inserted: number;
  /** Rows already stored by an earlier upload (count-aware). */
  existing: number;
  /** Rows a person deleted in View BO (bo_tombstones): not brought back. */
  withheld: number;
  /** Distinct ISO dates of the file's rows, ascending. */
  dates: string[];
  /** What the checker decided over the dates the file touched. */
  matching: MatchSummary;
}

/** `03-Feb-2025`, or the first and last date joined by `separator` when the rows span several. */
export function dateSpan(isoDates: readonly string[], separator: string): string {
  const first = isoDates[0];
  const last = isoDates[isoDates.length - 1];
  if (first === undefined || last === undefined) return '-';
  return first === last ? formatIsoAsMonDate(first) : `${formatIsoAsMonDate(first)}${separator}${formatIsoAsMonDate(last)}`;
}

async function lockScope(tx: Queryable, record: UploadRecord, table: string, dates: readonly string[]): Promise<void> {
  await lockUploadScopes(tx, dates.map((date) => uploadScopeKey(record.websiteId, table, record.sourceKey, date)));
}

/**
 * The row keys the scope already holds, and those of its BO rows a person deleted (bo_tombstones),
 * comma-separated, once per row: one text value each, so the main thread parses no rows.
 */
async function storedKeys(tx: Queryable, record: UploadRecord, file: ParsedFile): Promise<{ stored: string; deleted: string }> {
  const { name, dateColumn } = file.table;
  const params = [record.websiteId, file.dates, record.sourceKey];
  const result = await tx.query<{ keys: string }>(
    `SELECT coalesce(string_agg(t.row_key, ','), '') AS keys
       FROM ${name} t JOIN uploads u ON u.id = t.upload_id
      WHERE t.website_id = $1 AND t.${dateColumn} = ANY($2::date[]) AND u.source_key = $3`,
    params,
  );
  const stored = result.rows[0]?.keys ?? '';
  if (!name.startsWith('bo_')) return { stored, deleted: '' };
  const deleted = await tx.query<{ keys: string }>(
    `SELECT coalesce(string_agg(t.row_key, ','), '') AS keys
       FROM bo_tombstones t JOIN uploads u ON u.id = t.upload_id
      WHERE t.website_id = $1 AND t.side = $4 AND t.row_date = ANY($2::date[]) AND u.source_key = $3`,
    [...params, sideOfTable(name)],
  );
  return { stored, deleted: deleted.rows[0]?.keys ?? '' };
}

async function insertUpload(tx: Queryable, record: UploadRecord, file: ParsedFile, account: SignedIn, inserted: number): Promise<number> {
  const { dates } = file;
  const result = await tx.query<{ id: string }>(
    `INSERT INTO uploads (website_id, parser_id, kind, endpoint, transaction_type, source_key, layout, file_name, sha256, byte_size,
                          row_count, inserted_count, statement_date, first_date, last_date, akun_bank_id, corporate_bank,
                          corporate_account_name, corporate_account_no, manual_provider, uploaded_by, uploaded_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, COALESCE($13::date, $14::date), $14::date, $15::date, $16, $17, $18, $19, $20, $21, $22)
     RETURNING id`,
    [
      record.websiteId,
      record.parserId,
      record.kind,
      record.endpoint,
      record.transactionType,
      record.sourceKey,
      record.layout,
      record.fileName,
      file.sha256,
      record.byteSize,
      file.count,
      inserted,
      record.statementDate,
      dates[0],
      dates[dates.length - 1],
      record.account?.akunBankId ?? null,
      record.account?.bank ?? null,
      record.account?.name ?? null,
      record.account?.number ?? null,
      record.manualProvider,
      account.account_id,
      account.account_name,
    ],
  );
  return Number((result.rows[0] as { id: string }).id);
}

/** The values every row of the upload shares: they open each COPY line. */
function sharedColumns(record: UploadRecord, file: ParsedFile, uploadId: number): Array<[string, SqlValue]> {
  const shared: Array<[string, SqlValue]> = [
    ['website_id', record.websiteId],
    ['upload_id', uploadId],
  ];
  if (file.table.name.startsWith('mutasi_')) {
    shared.push(
      ['akun_bank_id', record.account?.akunBankId ?? null],
      ['corporate_bank', record.account?.bank ?? null],
      ['corporate_account_name', record.account?.name ?? null],
      ['corporate_account_no', record.account?.number ?? null],
    );
  }
  return shared;
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
 * What the worker needs to run the checker before the rows are written: ids for the new rows, the
 * moment, and per date the rows already stored with the source labels of their uploads (this one too).
 */
async function decideInput(step: Step, record: UploadRecord, file: ParsedFile, uploadId: number, count: number, side: Side): Promise<DecideInput> {
  const ids = await step((tx) => tx.reserveIds(file.table.name, file.table.idColumn, count));
  const now = await step(async (tx) => (await tx.query<{ now: string }>('SELECT now()::text AS now')).rows[0]?.now ?? '');
  const statementFile = file.table.name.startsWith('mutasi_');
  const scopes: DecideInput['scopes'] = [];
  for (const date of file.dates) {
    const scope = await step((tx) => readScope(tx, SIDES[side], record.websiteId, date, null));
    const labels = await step((tx) => sourceLabels(tx, [...scope.mutasi.map((row) => row.upload_id), ...(statementFile ? [String(uploadId)] : [])]));
    scopes.push({ date, scope, labels: [...labels] });
  }
  const holidays = [...(await step((tx) => readPostingWindow(tx))).holidays];
  return { side, uploadId, ids, now, corporateAccountNo: record.account?.number ?? null, scopes, holidays };
}

/** Runs one database step of an upload: in its one transaction, or (staged) each in a short one of its own. */
type Step = <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>;

function copyColumns(record: UploadRecord, file: ParsedFile, uploadId: number): { columns: string[]; prefix: string } {
  const shared = sharedColumns(record, file, uploadId);
  const decided = decidedColumns(file.table);
  return {
    columns: [...shared.map(([name]) => name), decided.id, 'row_key', ...file.columns, ...decided.outcome],
    prefix: shared.map(([, value]) => `${copyValue(value)}\t`).join(''),
  };
}

async function writeDecided(tx: Queryable, tables: SideTables, decided: Decided): Promise<void> {
  await writeBo(tx, tables, decided.bo);
  await writeMutasi(tx, tables, decided.mutasi, 'AUTO: ');
}

function trackingText(record: UploadRecord, file: ParsedFile, fresh: number, withheld: number, matching: MatchSummary | null): string {
  const existing = file.count - fresh - withheld;
  const already = `${existing > 0 ? `, ${existing} already stored` : ''}${withheld > 0 ? `, ${withheld} deleted before (not added again)` : ''}`;
  const matched = matching ? `; auto-match: ${matching.approved} approved, ${matching.pending} BO pending, ${matching.unclaimed} mutasi unclaimed` : '';
  return `Upload ${record.label} ${file.table.what} ${dateSpan(file.dates, ' to ')}: ${fresh} rows${already} (file ${record.fileName})${matched}`;
}

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
export function ingestRows(db: Db, record: UploadRecord, file: ParsedFile, account: SignedIn): Promise<IngestResult> {
  return db.staging ? storeStaged(db, db.staging, record, file, account) : storeInTransaction(db, record, file, account);
}

/**
 * Locks the file's (website, source, date) scopes and the checker's (website, side, date) scopes for
 * the whole transaction: two identical uploads at the same moment serialise, and the second finds the
 * first's rows (count-aware).
 */
function storeInTransaction(db: Db, record: UploadRecord, file: ParsedFile, account: SignedIn): Promise<IngestResult> {
  const { dates } = file;
  const side = sideOfTable(file.table.name);
  return db.transaction(async (tx) => {
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
async function storeStaged(db: Db, staging: Staging, record: UploadRecord, file: ParsedFile, account: SignedIn): Promise<IngestResult> {
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
      let decided: Decided | null = null;
      if (fresh > 0) {
        const input = await decideInput(step, record, file, uploadId, fresh, side);
        decided = await file.decide(input);
        loaded = loadedRows(file, input.ids, fresh);
        await copyStaged(db, staging, record, uploadId, file, fresh);
      }
      const finished = decided;
      const { path, matching } = await db.transaction(
        async (tx) => {
          await tx.query("SELECT set_config('search_path', $1, true)", [staging.tablesPath]);
          let matching = NO_MATCHING;
          if (finished) {
            if (!(await pairsStillOpen(tx, SIDES[side], finished))) throw new StaleDecision();
            await writeDecided(tx, SIDES[side], finished);
            matching = withLaterProofs(finished.summary, file.dates, await proveLaterPostings(tx, record.websiteId, side, file.dates));
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
        throw error instanceof StaleDecision ? new IngestError('conflict', 'The rows of this date kept changing while the file was being stored; nothing was stored. Upload it again.') : error;
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
    if (Date.now() > deadline) throw new IngestError('conflict', 'Another upload of this website and date has been running for 10 minutes; try again later.');
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
 * The staged rows, a chunk per transaction. The worker lays out the next chunk while this one loads;
 * its size is set from the time per row the last load took, so each holds the connection about
 * STAGED_STEP_MS (STAGED_IDLE_STEP_MS while no other request runs).
 */
async function copyStaged(db: Db, staging: Staging, record: UploadRecord, uploadId: number, file: ParsedFile, count: number): Promise<void> {
  const { columns, prefix } = copyColumns(record, file, uploadId);
  const settings = onTablesSettings(staging, uploadId);
  const request = (start: number, size: number): { end: number; text: Promise<Uint8Array> } => {
    const end = Math.min(count, start + size);
    const text = file.copyText(start, end, prefix);
    // Awaited in the loop; until then a failure must not count as unhandled.
    text.catch(() => undefined);
    return { end, text };
  };
  let size = STAGED_CHUNK_ROWS.first;
  let next = request(0, size);
  for (let start = 0; start < count; ) {
    const current = next;
    const data = await current.text;
    const rows = current.end - start;
    start = current.end;
    if (start < count) next = request(start, size);
    const took = await db.copyInOwnTransaction(settings, file.table.name, columns, data);
    const step = db.foregroundIdleMs() >= STAGED_IDLE_AFTER_MS ? STAGED_IDLE_STEP_MS : STAGED_STEP_MS;
    size = Math.round(Math.min(STAGED_CHUNK_ROWS.max, Math.max(STAGED_CHUNK_ROWS.min, (step / Math.max(took, 1)) * rows)));
  }
}

/** The stored rows the decision paired new rows with are still unapproved and unclaimed (nothing changed them meanwhile). */
async function pairsStillOpen(tx: Queryable, tables: SideTables, decided: Decided): Promise<boolean> {
  const boIds = decided.bo.filter((write) => write.mutasiId !== null).map((write) => write.id);
  const mutasiIds = decided.mutasi.filter((write) => write.boId !== null).map((write) => write.id);
  if (boIds.length === 0 && mutasiIds.length === 0) return true;
  const { bo } = tables;
  const open = await tx.query<{ bo: number; mutasi: number }>(
    `SELECT (SELECT count(*) FROM ${bo.table} WHERE ${bo.id} = ANY($1::bigint[]) AND NOT ${bo.approve})::int AS bo,
            (SELECT count(*) FROM ${tables.mutasi} WHERE mutasi_id = ANY($2::bigint[]) AND NOT mutasi_app)::int AS mutasi`,
    [boIds, mutasiIds],
  );
  const row = open.rows[0];
  return row?.bo === boIds.length && row.mutasi === mutasiIds.length;
}
